import "server-only";
import { randomUUID } from "node:crypto";
import { is, SQL, sql } from "drizzle-orm";
import { logUnexpected } from "@/platform/log-error";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { auditLog } from "../schema";
import type { AuditEntry, AuditRows } from "@/platform/audit/record";

// Large changes (a bulk status change) are written in slices, under the parameter limit.
const SLICE = 1000;

const row = (entry: AuditEntry) => ({
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

/**
 * The audit trail behind platform/audit's recordAudit and recordAuditIn. Inside the caller's
 * transaction a failure throws, so the change is not made without its entries. Alone, a failure is
 * logged, never thrown: the change it describes has already been made, and answering it with an
 * error would invite a repeat.
 */
export async function writeAuditEntries(entries: AuditEntry[], tx?: Db): Promise<void> {
  const write = async (db: Db) => {
    for (let i = 0; i < entries.length; i += SLICE)
      await db.insert(auditLog).values(entries.slice(i, i + SLICE).map(row));
  };
  if (tx) return write(tx);
  try {
    await write(await getDb());
  } catch (e) {
    // The entry's values are personal data: the failure is logged by kind (log-error.ts).
    const first = entries[0];
    logUnexpected(
      `Failed to record an audit entry (${first?.entity} ${first?.action})`,
      e,
      randomUUID(),
    );
  }
}

const jsonOf = (v: Record<string, unknown> | SQL | null) =>
  v === null ? sql`null::jsonb` : is(v, SQL) ? v : sql`${JSON.stringify(v)}::jsonb`;

/**
 * platform/audit's auditRowsSql: an INSERT … SELECT writing one entry per row of `from`, for the
 * caller to run as a CTE of its own statement (in its transaction: both commit, or neither does).
 */
export function auditRowsInsert(entry: AuditRows): SQL {
  return sql`insert into ${auditLog} (actor_id, actor_email, ip, entity, entity_id, parent, action, before, after)
    select ${entry.actor.id}::text, ${entry.actor.email}::text, ${entry.ip}::text, ${entry.entity}::text,
      (${entry.entityId})::text, ${entry.parent ?? null}::text, ${entry.action}::text,
      ${jsonOf(entry.before)}, ${jsonOf(entry.after)}
    from ${entry.from}`;
}
