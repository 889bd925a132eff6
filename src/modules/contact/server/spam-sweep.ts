import "server-only";
import type { Job } from "@/platform/scheduler";
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

/** At start and every 6 hours, like the audit trail's retention. */
export const spamSweepJob: Job = {
  name: "contact-spam-retention",
  everyMs: 6 * 60 * 60_000,
  run: () => sweepUnreadSpam(),
  failure: "Contact spam retention sweep failed",
};
