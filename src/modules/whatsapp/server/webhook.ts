import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/platform/db/client";
import { text } from "@/platform/validation/text";
import { WHATSAPP_STATUSES, whatsappMessageStatus, whatsappOutbox } from "../schema";

/**
 * X-Hub-Signature-256 is "sha256=" + hex HMAC-SHA256 of the raw body bytes with the app secret
 * (bytes, not decoded text: re-encoding would change what was signed). Compared in constant time.
 */
/** Meta's header form: "sha256=" and 64 hex digits (anything else is refused unread). */
export function signatureWellFormed(header: string | null): header is string {
  return !!header && /^sha256=[0-9a-fA-F]{64}$/.test(header);
}

export function signatureMatches(
  rawBody: Uint8Array,
  header: string | null,
  appSecret: string,
): boolean {
  if (!signatureWellFormed(header)) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription handshake's verify token, compared in constant time whatever its length. */
export function verifyTokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (v: string) => createHash("sha256").update(v, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

// Meta's ids and numbers are short plain text; anything else is not an update of ours and is skipped
// (PostgreSQL refuses NUL in text, so it must never reach an insert).
const statusUpdate = z.object({
  id: text("Message id", { max: 200 }).min(1),
  status: z.string().max(20),
  recipient_id: text("Recipient", { max: 50 }).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
const payloadSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({ statuses: z.array(z.unknown()).optional() }).passthrough(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/g;

function errorText(errors: z.infer<typeof statusUpdate>["errors"]): string | null {
  if (!errors?.length) return null;
  return errors
    .map((e) =>
      [e.code, e.title, e.message, e.error_data?.details]
        .filter((p) => p !== undefined && p !== "")
        .join(": "),
    )
    .join("; ")
    .replace(CONTROL_CHARS, " ")
    .slice(0, 1000)
    .toWellFormed();
}

/** Statuses only move forward: sent → delivered → read, or to failed. */
const RANK: Record<string, number> = { sending: 0, sent: 1, delivered: 2, read: 3, failed: 3 };
/** Statuses for message ids we never sent are kept for staff to see, but a flood is not. */
export const UNKNOWN_STATUSES_PER_MINUTE = 100;

/**
 * Applies every status update in the payload: the outbox message with that id advances (never
 * backwards) and each (message, status) is logged once. Returns how many log rows were stored.
 */
export async function recordStatusUpdates(
  payload: unknown,
  now = new Date(),
  /** Collects the leads whose messages changed (their open conversations are told). */
  touched?: Set<string>,
): Promise<number> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return 0;
  const db = await getDb();
  let stored = 0;
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const raw of change.value.statuses ?? []) {
        const s = statusUpdate.safeParse(raw);
        if (!s.success || !(WHATSAPP_STATUSES as readonly string[]).includes(s.data.status))
          continue;
        const status = s.data.status as (typeof WHATSAPP_STATUSES)[number];
        const error = errorText(s.data.errors);
        const [message] = await db
          .select()
          .from(whatsappOutbox)
          .where(eq(whatsappOutbox.waMessageId, s.data.id))
          .limit(1);
        if (message) {
          if (message.leadId) touched?.add(message.leadId);
          if ((RANK[status] ?? 0) > (RANK[message.state] ?? 99)) {
            await db
              .update(whatsappOutbox)
              .set({ state: status, ...(status === "failed" ? { error } : {}) })
              .where(
                and(eq(whatsappOutbox.id, message.id), eq(whatsappOutbox.state, message.state)),
              );
          }
        } else if (await unknownFloodReached(now)) {
          continue;
        }
        const rows = await db
          .insert(whatsappMessageStatus)
          .values({
            messageId: s.data.id,
            status,
            recipient: message?.recipient ?? s.data.recipient_id ?? "",
            leadId: message?.leadId ?? null,
            error,
          })
          .onConflictDoNothing()
          .returning({ id: whatsappMessageStatus.id });
        stored += rows.length;
      }
    }
  }
  return stored;
}

async function unknownFloodReached(now: Date): Promise<boolean> {
  const db = await getDb();
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(whatsappMessageStatus)
    .where(
      and(
        isNull(whatsappMessageStatus.leadId),
        gte(whatsappMessageStatus.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  return n >= UNKNOWN_STATUSES_PER_MINUTE;
}
