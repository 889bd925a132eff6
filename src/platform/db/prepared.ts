import "server-only";
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { getHandle } from "./client";
import type { Db, Handle } from "./open";

/**
 * Statements the embedded database plans once per process instead of on every run. In PGlite's
 * single-threaded WASM Postgres, planning a statement of a few CTEs takes longer than running it
 * (about 0.6 of 1.5 ms for the WhatsApp routing pick), so a statement on a hot path that must stay
 * within a few milliseconds is PREPAREd once per database (a session's prepared statement, kept
 * through rollbacks) and EXECUTEd after. PostgreSQL plans such a statement in a fraction of the
 * network's round trip and shares its connections, so it runs the statement as is.
 *
 * `tx` must be on this process's database (getHandle's), as every caller's transaction is. The
 * values are written into EXECUTE's text, which LOG_QUERIES prints: for ids, times and fixed
 * words, not for personal data.
 */
const dialect = new PgDialect();
const prepared = new WeakMap<Handle, Set<string>>();

/** A parameter as an SQL literal (EXECUTE takes no bind parameters); its type comes from PREPARE. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" || typeof value === "bigint") {
    if (typeof value === "number" && !Number.isFinite(value))
      throw new Error("Not a finite number");
    return `'${String(value)}'`;
  }
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  if (text.includes("\0")) throw new Error("A parameter holds a NUL character");
  // node-postgres's own quoting (quotes doubled; a backslash makes it an E'' literal).
  return pg.escapeLiteral(text);
}

/** Runs `query` in `tx`: PREPAREd on its first run in this process when embedded, as is otherwise. */
export async function executePrepared<T>(tx: Db, query: SQL): Promise<{ rows: T[] }> {
  const handle = await getHandle();
  if (handle.kind !== "pglite") return (await tx.execute(query)) as unknown as { rows: T[] };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `arcade_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  let names = prepared.get(handle);
  if (!names) prepared.set(handle, (names = new Set()));
  if (!names.has(name)) {
    await tx.execute(sql.raw(`prepare ${name} as ${text}`));
    names.add(name);
  }
  const args = params.length ? `(${params.map(literal).join(", ")})` : "";
  return (await tx.execute(sql.raw(`execute ${name}${args}`))) as unknown as { rows: T[] };
}
