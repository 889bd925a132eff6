import "server-only";
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { sanitizeRichHtml } from "@/platform/sanitize";
import type { z } from "zod";
import { bulletinRecipients, bulletins, machines, operators, type Bulletin } from "../schema";
import type { bulletinSchema } from "../validation";
import { notifyOperator } from "./notify";

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

/**
 * Sends every bulletin whose time has come to each operator with a machine of its games, once:
 * the bulletin is marked in the same transaction that queues its WhatsApp notices and records its
 * recipients, so two processes (or two ticks) never send it twice. Emails go after the commit.
 */
export async function publishDueBulletins(now = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: bulletins.id })
    .from(bulletins)
    .where(and(isNull(bulletins.notifiedAt), lte(bulletins.publishAt, now)));
  let sent = 0;
  for (const { id } of due) {
    const emails = await db.transaction(async (tx) => {
      const [bulletin] = await tx
        .update(bulletins)
        .set({ notifiedAt: new Date() })
        .where(and(eq(bulletins.id, id), isNull(bulletins.notifiedAt)))
        .returning();
      if (!bulletin) return [];
      const affected = await tx
        .selectDistinct({ operator: operators })
        .from(machines)
        .innerJoin(operators, eq(operators.id, machines.operatorId))
        .where(inArray(machines.gameId, bulletin.gameIds.length ? bulletin.gameIds : [id]));
      const later = [];
      for (const { operator } of affected) {
        const channel = operator.whatsapp ? "whatsapp" : "email";
        const [recipient] = await tx
          .insert(bulletinRecipients)
          .values({ bulletinId: bulletin.id, operatorId: operator.id, channel })
          .onConflictDoNothing()
          .returning({ id: bulletinRecipients.id });
        if (!recipient) continue;
        if (channel === "whatsapp") {
          await notifyOperator(tx, operator, {
            kind: "bulletin",
            title: bulletin.title,
            bulletinId: bulletin.id,
          });
          await tx
            .update(bulletinRecipients)
            .set({ sentAt: new Date() })
            .where(eq(bulletinRecipients.id, recipient.id));
          sent++;
        } else later.push({ operator, recipientId: recipient.id, bulletin });
      }
      return later;
    });
    for (const { operator, recipientId, bulletin } of emails) {
      const result = await notifyOperator(db, operator, {
        kind: "bulletin",
        title: bulletin.title,
        bulletinId: bulletin.id,
      });
      if (result === "sent") {
        await db
          .update(bulletinRecipients)
          .set({ sentAt: new Date() })
          .where(eq(bulletinRecipients.id, recipientId));
        sent++;
      }
    }
  }
  return sent;
}

/** Publishes due bulletins every minute (scheduled ones, and any a stopped process left). */
export function scheduleBulletinPublisher(): void {
  const run = () =>
    void publishDueBulletins().catch((e: unknown) =>
      console.error("Publishing service bulletins failed", e),
    );
  run();
  setInterval(run, 60_000).unref();
}

export async function listBulletins() {
  const db = await getDb();
  const rows = await db.select().from(bulletins).orderBy(desc(bulletins.publishAt)).limit(200);
  const counts = await db
    .select({
      bulletinId: bulletinRecipients.bulletinId,
      recipients: sql<number>`count(*)::int`,
      opened: sql<number>`count(${bulletinRecipients.openedAt})::int`,
    })
    .from(bulletinRecipients)
    .groupBy(bulletinRecipients.bulletinId);
  return rows.map((b) => ({
    ...b,
    recipients: counts.find((c) => c.bulletinId === b.id)?.recipients ?? 0,
    opened: counts.find((c) => c.bulletinId === b.id)?.opened ?? 0,
  }));
}

/** Who a bulletin reached, and who opened it. */
export async function bulletinRecipientList(bulletinId: string) {
  return (await getDb())
    .select({
      operatorId: operators.id,
      company: operators.company,
      contactName: operators.contactName,
      channel: bulletinRecipients.channel,
      sentAt: bulletinRecipients.sentAt,
      openedAt: bulletinRecipients.openedAt,
    })
    .from(bulletinRecipients)
    .innerJoin(operators, eq(operators.id, bulletinRecipients.operatorId))
    .where(eq(bulletinRecipients.bulletinId, bulletinId))
    .orderBy(operators.company);
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
