import "server-only";
import { randomUUID } from "node:crypto";
import { logUnexpected } from "@/platform/log-error";
import { getDb } from "@/platform/db/client";
import { auditLog } from "../schema";
import type { AuditEntry } from "@/platform/audit/record";

/**
 * Adds one entry: the audit trail behind platform/audit's recordAudit. A failure to record is logged, never thrown: the change it describes has
 * already been made, and answering it with an error would invite a repeat.
 */
export async function writeAuditEntry(entry: AuditEntry): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(auditLog).values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      ip: entry.ip,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      parent: entry.parent ?? null,
      action: entry.action,
      before: entry.changes?.before ?? null,
      after: entry.changes?.after ?? null,
    });
  } catch (e) {
    // The entry's values are personal data: the failure is logged by kind (log-error.ts).
    logUnexpected(
      `Failed to record an audit entry (${entry.entity} ${entry.action})`,
      e,
      randomUUID(),
    );
  }
}
