import "server-only";
import type { Job } from "@/platform/scheduler";
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { sanitizeRichHtml } from "@/platform/sanitize";
import type { z } from "zod";
import { bulletinRecipients, bulletins, machines, operators, type Bulletin } from "../schema";
import type { bulletinSchema } from "../validation";
import { planNotices, queueNotices } from "./notify";

export async function createBulletin(input: z.output<typeof bulletinSchema>): Promise<Bulletin> {
  const body = sanitizeRichHtml(input.body);
  if (!body.replace(/<[^>]*>/g, "").trim())
    throw new AppError("Body is required", {
      code: "VALIDATION",
      status: 400,
      details: { fields: { body: "Body is required" } },
    });
  const [row] = await (
    await getDb()
  )
    .insert(bulletins)
    .values({
      title: input.title,
      body,
      severity: input.severity,
      gameIds: [...new Set(input.gameIds)],
      publishAt: input.publishAt ? new Date(input.publishAt) : new Date(),
    })
    .returning();
  await publishDueBulletins();
  return row!;
}

/** Rows per insert: far below PostgreSQL's 65,535 parameters per statement. */
const SLICE = 1_000;

/**
 * Sends every bulletin whose time has come to each operator with a machine of its games, once:
 * the bulletin is marked in the same transaction that queues one outbox message per operator
 * (WhatsApp template or email) and records one recipient row per operator (unique), so two
 * processes or two ticks never send it twice and a crash loses none. Returns how many operators
 * it was queued for.
 */
export async function publishDueBulletins(now = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: bulletins.id })
    .from(bulletins)
    .where(and(isNull(bulletins.notifiedAt), lte(bulletins.publishAt, now)));
  let queued = 0;
  for (const { id } of due) {
    queued += await db.transaction(async (tx) => {
      const [bulletin] = await tx
        .update(bulletins)
        .set({ notifiedAt: new Date() })
        .where(and(eq(bulletins.id, id), isNull(bulletins.notifiedAt)))
        .returning();
      if (!bulletin || !bulletin.gameIds.length) return 0;
      const affected = await tx
        .select()
        .from(operators)
        .where(
          inArray(
            operators.id,
            tx
              .selectDistinct({ id: machines.operatorId })
              .from(machines)
              .where(inArray(machines.gameId, bulletin.gameIds)),
          ),
        );
      const plans = await planNotices(tx, affected, {
        kind: "bulletin",
        title: bulletin.title,
        bulletinId: bulletin.id,
      });
      await queueNotices(tx, plans);
      for (let i = 0; i < plans.length; i += SLICE)
        await tx.insert(bulletinRecipients).values(
          plans.slice(i, i + SLICE).map((p) => ({
            bulletinId: bulletin.id,
            operatorId: p.operator.id,
            channel: p.channel,
            outboxId: p.row.id,
          })),
        );
      return plans.filter((p) => p.row.state === "queued").length;
    });
  }
  return queued;
}

/** Publishes due bulletins every minute (scheduled ones, and any a stopped process left). */
export const bulletinJob: Job = {
  name: "bulletins-publish",
  everyMs: 60_000,
  run: () => publishDueBulletins(),
  failure: "Publishing service bulletins failed",
};

/** What reached an operator: the outbox's states from "sent" on (WhatsApp adds delivered, read). */
const RECEIVED = ["sent", "delivered", "read"] as const;

export async function listBulletins() {
  const db = await getDb();
  const rows = await db.select().from(bulletins).orderBy(desc(bulletins.publishAt)).limit(200);
  const counts = rows.length
    ? await db
        .select({
          bulletinId: bulletinRecipients.bulletinId,
          recipients: sql<number>`count(*)::int`,
          received: sql<number>`count(*) filter (where ${inArray(whatsappOutbox.state, [...RECEIVED])})::int`,
          opened: sql<number>`count(${bulletinRecipients.openedAt})::int`,
        })
        .from(bulletinRecipients)
        .leftJoin(whatsappOutbox, eq(whatsappOutbox.id, bulletinRecipients.outboxId))
        .where(
          inArray(
            bulletinRecipients.bulletinId,
            rows.map((b) => b.id),
          ),
        )
        .groupBy(bulletinRecipients.bulletinId)
    : [];
  const byId = new Map(counts.map((c) => [c.bulletinId, c]));
  return rows.map((b) => ({
    ...b,
    recipients: byId.get(b.id)?.recipients ?? 0,
    received: byId.get(b.id)?.received ?? 0,
    opened: byId.get(b.id)?.opened ?? 0,
  }));
}

/**
 * Who a bulletin went to: how (WhatsApp or email), where its message stands (queued, sent,
 * delivered, read, failed with the reason, or skipped with why), and when they opened it.
 */
export async function bulletinRecipientList(bulletinId: string) {
  const rows = await (
    await getDb()
  )
    .select({
      operatorId: operators.id,
      company: operators.company,
      contactName: operators.contactName,
      channel: bulletinRecipients.channel,
      state: whatsappOutbox.state,
      sentAt: whatsappOutbox.sentAt,
      problem: sql<string | null>`coalesce(${whatsappOutbox.skipReason}, ${whatsappOutbox.error})`,
      openedAt: bulletinRecipients.openedAt,
    })
    .from(bulletinRecipients)
    .innerJoin(operators, eq(operators.id, bulletinRecipients.operatorId))
    .leftJoin(whatsappOutbox, eq(whatsappOutbox.id, bulletinRecipients.outboxId))
    .where(eq(bulletinRecipients.bulletinId, bulletinId))
    .orderBy(operators.company);
  return rows.map(({ problem, ...r }) => ({
    ...r,
    received: r.state !== null && (RECEIVED as readonly string[]).includes(r.state),
    // Why it did not (yet) reach them; nothing once it did.
    problem:
      r.state === "failed" || r.state === "skipped" || r.state === "unknown" ? problem : null,
  }));
}

/** The published bulletins that concern any of these games, newest first. */
export async function bulletinsForGames(gameIds: string[]): Promise<Bulletin[]> {
  if (!gameIds.length) return [];
  const rows = await (
    await getDb()
  )
    .select()
    .from(bulletins)
    .where(and(isNotNull(bulletins.notifiedAt), lte(bulletins.publishAt, new Date())))
    .orderBy(desc(bulletins.publishAt))
    .limit(500);
  return rows.filter((b) => b.gameIds.some((g) => gameIds.includes(g)));
}

/** A bulletin for this operator (null unless it concerns one of their games); marks it opened. */
export async function openBulletin(operatorId: string, bulletinId: string, gameIds: string[]) {
  const db = await getDb();
  const [bulletin] = await db
    .select()
    .from(bulletins)
    .where(and(eq(bulletins.id, bulletinId), isNotNull(bulletins.notifiedAt)))
    .limit(1);
  if (!bulletin || !bulletin.gameIds.some((g) => gameIds.includes(g))) return null;
  await db
    .update(bulletinRecipients)
    .set({ openedAt: new Date() })
    .where(
      and(
        eq(bulletinRecipients.bulletinId, bulletinId),
        eq(bulletinRecipients.operatorId, operatorId),
        isNull(bulletinRecipients.openedAt),
      ),
    );
  return bulletin;
}
