import "server-only";
import { randomUUID } from "node:crypto";
import { logUnexpected } from "@/platform/log-error";
import { getDb } from "@/platform/db/client";
import { auditLog } from "../schema";
import type { Changes } from "../changes";

type AuditActor = { id: string | null; email: string | null };

export type AuditEntry = {
  actor: AuditActor;
  ip: string | null;
  entity: string;
  entityId?: string | null;
  parent?: string | null;
  action: string;
  changes?: Changes | null;
};

/**
 * Adds one entry. A failure to record is logged, never thrown: the change it describes has
 * already been made, and answering it with an error would invite a repeat.
 */
export async function recordAudit(entry: AuditEntry): Promise<void> {
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

export { diffChanges, inputChanges, type Changes } from "../changes";
