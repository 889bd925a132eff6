import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, eq, gte, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { whatsappOutbox, type OutboxMessage } from "../../schema";
import { apiAttemptsSince, recordApiAttempts } from "./attempts";
import { nextUtcDay, startOfUtcDay } from "./backoff";

/** How long a worker may hold a message it is sending before another may take it again. */
export const LEASE_MS = 2 * 60_000;
const CAP_LOCK = "wa:daily-cap";

const UNKNOWN_AFTER_LOST_SENDER =
  "Sent twice without an answer (the sender stopped mid-send): WhatsApp may have delivered it. Check with the buyer, then Resend or Mark as sent";
const LOST_SENDER = "The sender stopped before the WhatsApp API answered; sent once more";

/** Emails and notices to operators go outside the daily cap; the rest counts. */
const uncapped = or(eq(whatsappOutbox.kind, "email"), eq(whatsappOutbox.capped, false));
const capped = and(ne(whatsappOutbox.kind, "email"), eq(whatsappOutbox.capped, true));

/** The ids of up to `limit` due rows, oldest due first, skipping rows another claim holds. */
const takeDue = (tx: Db, where: SQL | undefined, limit: number) =>
  tx
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(where)
    .orderBy(whatsappOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });

/** Queued messages whose time has come. */
const dueAt = (now: Date) =>
  and(eq(whatsappOutbox.state, "queued"), lte(whatsappOutbox.nextAttemptAt, now));
/** Messages whose sender's lease ran out mid-send. */
const lostAt = (now: Date) =>
  and(eq(whatsappOutbox.state, "sending"), lte(whatsappOutbox.lockedUntil, now));

/** Whether a queued message is due or a sender's lease has run out. */
async function anythingDue(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(or(dueAt(now), lostAt(now)))
    .limit(1);
  return row !== undefined;
}

/** A claim: the messages taken and the lease id each must still hold right before it is sent. */
export type Claim = {
  leaseId: string;
  messages: OutboxMessage[];
  /** Due messages were put off to tomorrow because today's cap is spent. */
  capSpent?: boolean;
};

/**
 * Takes up to `batch` due queued messages for this worker under one new lease id. One transaction
 * holds a site-wide advisory lock while it counts today's API attempts against the daily cap, so
 * processes never overspend it; rows are taken FOR UPDATE SKIP LOCKED. When the cap is spent, due
 * messages wait for the next UTC day.
 *
 * A message whose sender's lease ran out (crash, stall) may have reached the API: it counts as an
 * attempt with no answer. The first time it is queued again at once (one automatic resend); the
 * second time it becomes "unknown" and waits for staff, so a number gets the template at most twice.
 *
 * Messages outside the cap (emails, notices to operators) are taken beside them, up to
 * `batch` more, and spend nothing of it.
 */
export async function claimDue(
  db: Db,
  opts: { now: Date; batch: number; dailyCap: number },
): Promise<Claim> {
  const { now } = opts;
  const leaseId = randomUUID();
  // Most runs find nothing to do (the worker polls every two seconds): one read says so without
  // the transaction, the site-wide lock and its writes. A row that turns due just after it waits
  // for the next run.
  if (!(await anythingDue(db, now))) return { leaseId, messages: [] };
  let capSpent = false;
  const messages = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CAP_LOCK}))`);
    const lost = lostAt(now);
    const unknown = await tx
      .update(whatsappOutbox)
      .set({
        state: "unknown",
        lockedUntil: null,
        leaseId: null,
        nextAttemptAt: null,
        uncertainAttempts: sql`${whatsappOutbox.uncertainAttempts} + 1`,
        error: UNKNOWN_AFTER_LOST_SENDER,
      })
      .where(and(lost, gte(whatsappOutbox.uncertainAttempts, 1)))
      .returning({ kind: whatsappOutbox.kind, capped: whatsappOutbox.capped });
    const requeued = await tx
      .update(whatsappOutbox)
      .set({
        state: "queued",
        lockedUntil: null,
        leaseId: null,
        nextAttemptAt: now,
        uncertainAttempts: sql`${whatsappOutbox.uncertainAttempts} + 1`,
        error: LOST_SENDER,
      })
      .where(lost)
      .returning({ kind: whatsappOutbox.kind, capped: whatsappOutbox.capped });
    const byApi = (rows: { kind: string; capped: boolean }[]) =>
      rows.filter((r) => r.kind !== "email" && r.capped).length;
    await recordApiAttempts(tx, byApi(unknown) + byApi(requeued));

    const [inFlight] = await tx
      .select({ n: count() })
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.state, "sending"), capped));
    const used = (await apiAttemptsSince(tx, startOfUtcDay(now))) + (inFlight?.n ?? 0);
    const due = dueAt(now);
    const dueOutside = takeDue(tx, and(due, uncapped), opts.batch);
    const budget = Math.max(0, opts.dailyCap - used);
    if (budget === 0) {
      const waiting = await tx
        .update(whatsappOutbox)
        .set({ nextAttemptAt: nextUtcDay(now) })
        .where(and(due, capped))
        .returning({ id: whatsappOutbox.id });
      capSpent = waiting.length > 0;
    }
    const ids = budget
      ? or(
          inArray(whatsappOutbox.id, takeDue(tx, and(due, capped), Math.min(opts.batch, budget))),
          inArray(whatsappOutbox.id, dueOutside),
        )
      : inArray(whatsappOutbox.id, dueOutside);
    return tx
      .update(whatsappOutbox)
      .set({
        state: "sending",
        attempts: sql`${whatsappOutbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        leaseId,
      })
      .where(ids)
      .returning();
  });
  // Oldest due first, as selected (RETURNING keeps no order).
  messages.sort((x, y) => (x.nextAttemptAt?.getTime() ?? 0) - (y.nextAttemptAt?.getTime() ?? 0));
  return { leaseId, messages, capSpent };
}
