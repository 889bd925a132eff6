import "server-only";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/platform/db/open";
import { whatsappInbox } from "../../schema";
import { announceConversations } from "../live";
import { loadWhatsappConfig } from "../settings";
import { recordTemplateStatus } from "../templates";
import { recordStatusUpdates } from "../webhook";
import { recordIncoming } from "./incoming";
import { fetchMedia } from "./media";

/** How long one worker may hold an entry before another takes it again (a crash mid-process). */
const INBOX_LEASE_MS = 2 * 60_000;
/** After this many failed runs an entry is set aside (kept, with its error) instead of retried. */
const INBOX_MAX_ATTEMPTS = 30;
/** Processed entries are kept this long (for support), then swept. */
const INBOX_KEEP_MS = 7 * 24 * 60 * 60_000;

const payloadSchema = z.object({
  entry: z
    .array(
      z.object({
        /** When Meta's event happened (seconds since the epoch). */
        time: z.number().int().positive().optional(),
        changes: z
          .array(z.object({ field: z.string().optional(), value: z.unknown() }).passthrough())
          .optional(),
      }),
    )
    .optional(),
});

/** Everything one webhook payload says: statuses, buyers' messages (and files), template states. */
export async function applyPayload(db: Db, payload: unknown, now = new Date()): Promise<void> {
  const touched = new Set<string>();
  await recordStatusUpdates(payload, now, touched);
  const parsed = payloadSchema.safeParse(payload);
  const wamids: string[] = [];
  for (const entry of parsed.success ? (parsed.data.entry ?? []) : []) {
    for (const change of entry.changes ?? []) {
      if (change.field === "message_template_status_update") {
        await recordTemplateStatus(
          db,
          change.value,
          entry.time ? new Date(entry.time * 1000) : now,
        );
        continue;
      }
      const value = change.value as { messages?: Array<{ id?: unknown }> } | null;
      if (!Array.isArray(value?.messages)) continue;
      for (const id of await recordIncoming(db, value)) touched.add(id);
      for (const m of value.messages) if (typeof m?.id === "string") wamids.push(m.id);
    }
  }
  // The text is shown at once; files follow when downloaded.
  await announceConversations([...touched]);
  if (wamids.length) {
    const settings = await loadWhatsappConfig();
    await announceConversations(await fetchMedia(db, settings, wamids));
  }
}

/**
 * Takes up to `batch` unprocessed entries (FOR UPDATE SKIP LOCKED, so processes share the work)
 * and applies each. A failure (the database, a file download) leaves the entry for a later run
 * with growing delay; what it already stored is not stored twice (messages are unique by id).
 */
export async function processInbox(db: Db, opts: { batch: number; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const open = and(
    isNull(whatsappInbox.processedAt),
    or(isNull(whatsappInbox.lockedUntil), lte(whatsappInbox.lockedUntil, now)),
  );
  // Most runs find nothing (the worker polls every two seconds): a read says so without a write.
  const [any] = await db.select({ id: whatsappInbox.id }).from(whatsappInbox).where(open).limit(1);
  if (!any) return 0;
  const ids = db
    .select({ id: whatsappInbox.id })
    .from(whatsappInbox)
    .where(open)
    .orderBy(whatsappInbox.createdAt)
    .limit(opts.batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(whatsappInbox)
    .set({
      attempts: sql`${whatsappInbox.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + INBOX_LEASE_MS),
    })
    .where(inArray(whatsappInbox.id, ids))
    .returning();
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of claimed) {
    // Let waiting webhook posts have the database between entries: their 200 comes first.
    await new Promise((r) => setImmediate(r));
    try {
      await applyPayload(db, JSON.parse(row.body));
      await db
        .update(whatsappInbox)
        .set({ processedAt: new Date(), lockedUntil: null, error: null })
        .where(eq(whatsappInbox.id, row.id));
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 1000);
      const giveUp = row.attempts >= INBOX_MAX_ATTEMPTS;
      const delay = Math.min(5_000 * 2 ** (row.attempts - 1), 60 * 60_000);
      console.warn(`WhatsApp webhook entry ${row.id} failed (attempt ${row.attempts})`, error);
      await db
        .update(whatsappInbox)
        .set({
          error,
          lockedUntil: giveUp ? null : new Date(Date.now() + delay),
          processedAt: giveUp ? new Date() : null,
        })
        .where(eq(whatsappInbox.id, row.id));
    }
  }
  return claimed.length;
}

/** Drops entries processed more than a week ago. */
export async function sweepInbox(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(whatsappInbox)
    .where(lt(whatsappInbox.processedAt, new Date(now.getTime() - INBOX_KEEP_MS)));
}
