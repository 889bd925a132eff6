import "server-only";
import type { SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import type { Changes } from "./changes";

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
 * Writes entries. Given a transaction, they are written in it and a failure throws (the change
 * and its entries commit together); without one, a failure is logged and never thrown.
 */
export type AuditSink = (entries: AuditEntry[], tx?: Db) => Promise<void>;

// The audit module writes the entries; auth, leads and the rest only say what happened, so no
// module depends on audit to record (audit itself depends on auth: an entry's actor is a user).
// On globalThis: the server's start-up and its route handlers may be bundled apart.
const g = globalThis as unknown as { __auditSink?: AuditSink; __auditRowsSql?: AuditRowsSql };

/**
 * One entry per row of a query in the statement being built (a CTE's name in `from`), its entity
 * id and changes worked out in SQL from that row: a change whose result only the database knows
 * (the owner a turn picked) is recorded in the statement that makes it, with no statement of its
 * own.
 */
export type AuditRows = Omit<AuditEntry, "entityId" | "changes"> & {
  from: SQL;
  entityId: SQL;
  before: Record<string, unknown> | SQL | null;
  after: Record<string, unknown> | SQL | null;
};
/** The audit module's INSERT … SELECT for such entries, usable as a data-modifying CTE. */
export type AuditRowsSql = (entry: AuditRows) => SQL;

/** Plugged in once per process at start-up (src/startup/compose-modules.ts). */
export function setAuditSink(sink: AuditSink | undefined, rowsSql?: AuditRowsSql) {
  g.__auditSink = sink;
  g.__auditRowsSql = sink ? rowsSql : undefined;
}

/**
 * The statement that records `entry` for each row of its `from`, to embed in the caller's
 * statement; null when no audit trail is plugged in (the caller records the entries itself).
 */
export function auditRowsSql(entry: AuditRows): SQL | null {
  return g.__auditRowsSql ? g.__auditRowsSql(entry) : null;
}

/**
 * Adds one entry to the audit trail. Never throws: the change it describes has already been
 * made, and answering it with an error would invite a repeat.
 */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  if (g.__auditSink) return g.__auditSink([entry]);
  console.warn(`No audit trail is plugged in: ${entry.entity} ${entry.action} was not recorded`);
}

/**
 * Adds entries inside the caller's transaction, with the change they describe: both commit, or
 * neither does.
 */
export async function recordAuditIn(tx: Db, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  if (g.__auditSink) return g.__auditSink(entries, tx);
  console.warn(`No audit trail is plugged in: ${entries.length} entries were not recorded`);
}

export { diffChanges, inputChanges, type Changes } from "./changes";
