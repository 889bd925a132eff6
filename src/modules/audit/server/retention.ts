import "server-only";
import type { Job } from "@/platform/scheduler";
import { lt } from "drizzle-orm";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { auditLog } from "../schema";

const DAY_MS = 86_400_000;

/** Deletes entries older than AUDIT_RETENTION_DAYS (365 by default); returns how many. */
export async function sweepAudit(now = new Date()): Promise<number> {
  const days = config().AUDIT_RETENTION_DAYS;
  const db = await getDb();
  const gone = await db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now.getTime() - days * DAY_MS)))
    .returning({ id: auditLog.id });
  return gone.length;
}

/** At start and every 6 hours. */
export const auditSweepJob: Job = {
  name: "audit-retention",
  everyMs: 6 * 60 * 60_000,
  run: () => sweepAudit(),
  failure: "Audit retention sweep failed",
};
