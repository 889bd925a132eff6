import "server-only";
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { whatsappOutbox, type OutboxMessage } from "../../../schema";
import { nextUtcDay, startOfUtcDay } from "./backoff";

/** How long a worker may hold a message it is sending before another may take it again. */
export const LEASE_MS = 2 * 60_000;
const CAP_LOCK = "wa:daily-cap";

/**
 * Takes up to `batch` due messages for this worker: queued ones whose time has come, and ones
 * whose sender's lease ran out (it crashed mid-send). One transaction holds a site-wide advisory
 * lock while it counts today's sends against the daily cap, so processes never overspend it; rows
 * are taken FOR UPDATE SKIP LOCKED. When the cap is spent, due messages wait for the next UTC day.
 */
export async function claimDue(
  db: Db,
  opts: { now: Date; batch: number; dailyCap: number },
): Promise<OutboxMessage[]> {
  const { now } = opts;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CAP_LOCK}))`);
    const due = or(
      and(eq(whatsappOutbox.state, "queued"), lte(whatsappOutbox.nextAttemptAt, now)),
      and(eq(whatsappOutbox.state, "sending"), lte(whatsappOutbox.lockedUntil, now)),
    );
    const [{ used } = { used: 0 }] = await tx
      .select({ used: sql<number>`count(*)::int` })
      .from(whatsappOutbox)
      .where(
        or(
          and(isNotNull(whatsappOutbox.sentAt), gte(whatsappOutbox.sentAt, startOfUtcDay(now))),
          eq(whatsappOutbox.state, "sending"),
        ),
      );
    const budget = Math.max(0, opts.dailyCap - used);
    if (budget === 0) {
      await tx
        .update(whatsappOutbox)
        .set({ nextAttemptAt: nextUtcDay(now) })
        .where(and(eq(whatsappOutbox.state, "queued"), lte(whatsappOutbox.nextAttemptAt, now)));
      return [];
    }
    const ids = tx
      .select({ id: whatsappOutbox.id })
      .from(whatsappOutbox)
      .where(due)
      .orderBy(whatsappOutbox.nextAttemptAt)
      .limit(Math.min(opts.batch, budget))
      .for("update", { skipLocked: true });
    return tx
      .update(whatsappOutbox)
      .set({
        state: "sending",
        attempts: sql`${whatsappOutbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(whatsappOutbox.id, ids))
      .returning();
  });
}
