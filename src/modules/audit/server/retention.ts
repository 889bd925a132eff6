import "server-only";
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

const SWEEP_EVERY_MS = 6 * 60 * 60_000;

/**
 * Sweeps at start and every 6 hours. Each process may sweep: deleting what is already gone is
 * harmless, so several processes need no coordination.
 */
export function scheduleAuditSweep(): void {
  const run = () =>
    void sweepAudit().catch((e: unknown) => console.error("Audit retention sweep failed", e));
  run();
  setInterval(run, SWEEP_EVERY_MS).unref();
}
