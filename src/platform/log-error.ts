import { randomUUID } from "node:crypto";

/**
 * Unexpected errors, logged without the values they carry. A failed query's error holds its SQL
 * parameters (drizzle: "Failed query: … params: …") and PostgreSQL's detail ("Key (email)=(…)"),
 * which are personal data (leads, messages, staff emails): only the kind is logged — error class,
 * SQLSTATE, table and constraint — with an id the visitor or the error page can quote.
 */

type Cause = {
  name?: unknown;
  code?: unknown;
  table?: unknown;
  constraint?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

function chain(e: unknown): Cause[] {
  const out: Cause[] = [];
  for (let cur = e; cur && typeof cur === "object" && out.length < 5; cur = (cur as Cause).cause)
    out.push(cur as Cause);
  return out;
}

/** Whether a database query failed somewhere in the error's causes. */
function isDatabaseError(e: unknown): boolean {
  return chain(e).some(
    (c) =>
      (typeof c.code === "string" && SQLSTATE.test(c.code)) ||
      (typeof c.query === "string" && "params" in c),
  );
}

const word = (v: unknown) =>
  typeof v === "string" && /^[A-Za-z0-9_.$-]{1,80}$/.test(v) ? v : undefined;

/** "DrizzleQueryError < error 23514 (table leads, constraint leads_phone_check)": no values. */
function errorKind(e: unknown): string {
  return chain(e)
    .map((c) => {
      const name = word(c.name) ?? (typeof c === "object" ? "Error" : typeof c);
      const code = typeof c.code === "string" && SQLSTATE.test(c.code) ? ` ${c.code}` : "";
      const where = [
        word(c.table) && `table ${word(c.table)}`,
        word(c.constraint) && `constraint ${word(c.constraint)}`,
        word(c.routine) && `in ${word(c.routine)}`,
      ].filter(Boolean);
      return `${name}${code}${where.length ? ` (${where.join(", ")})` : ""}`;
    })
    .join(" < ");
}

/** A request id: the one server.ts gave the request (x-request-id), else a new one. */
export function requestIdOf(request?: Request): string {
  const given = request?.headers.get("x-request-id");
  return given && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
}

/**
 * Logs an unexpected error under `what` and the request id. A database error is logged as its
 * kind only; any other error whole (a programming error's stack is what fixes it).
 */
export function logUnexpected(what: string, e: unknown, requestId: string): void {
  if (isDatabaseError(e)) console.error(`${what} [request ${requestId}]: ${errorKind(e)}`);
  else console.error(`${what} [request ${requestId}]`, e);
}
