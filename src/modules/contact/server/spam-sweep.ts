import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { contactMessages } from "../schema";

const DAY_MS = 86_400_000;

/**
 * Deletes contact messages marked as spam (their person check failed) that nobody opened within
 * CONTACT_SPAM_RETENTION_DAYS (30 by default); returns how many. A message staff opened, answered
 * or archived is theirs to keep.
 */
export async function sweepUnreadSpam(now = new Date()): Promise<number> {
  const days = config().CONTACT_SPAM_RETENTION_DAYS;
  const db = await getDb();
  const gone = await db
    .delete(contactMessages)
    .where(
      and(
        eq(contactMessages.spam, true),
        eq(contactMessages.status, "new"),
        lt(contactMessages.createdAt, new Date(now.getTime() - days * DAY_MS)),
      ),
    )
    .returning({ id: contactMessages.id });
  return gone.length;
}

const SWEEP_EVERY_MS = 6 * 60 * 60_000;

/**
 * Sweeps at start and every 6 hours, like the audit trail's retention. Each process may sweep:
 * deleting what is already gone is harmless, so several processes need no coordination.
 */
export function scheduleSpamSweep(): void {
  const run = () =>
    void sweepUnreadSpam().catch((e: unknown) =>
      console.error("Contact spam retention sweep failed", e),
    );
  run();
  setInterval(run, SWEEP_EVERY_MS).unref();
}
