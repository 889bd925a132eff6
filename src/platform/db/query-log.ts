import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm/logger";

/**
 * Where server.ts keeps the request being served (an AsyncLocalStorage holding "GET /shop"), under
 * a global symbol: server.ts runs outside the Next.js bundle, so a module export would be another
 * copy. Only set when LOG_QUERIES is on.
 */
export const REQUEST_LABEL = Symbol.for("arcade.requestLabel");

/** The prefix of every query line, so a reader (npm run bench) can pick them out of the log. */
const QUERY_LOG_PREFIX = "[query]";

function currentRequest(): string {
  const store = (globalThis as { [REQUEST_LABEL]?: AsyncLocalStorage<string> })[REQUEST_LABEL];
  return store?.getStore() ?? "-";
}

/**
 * LOG_QUERIES=1: one stdout line per query drizzle sends, `[query] <request> <sql>`, where request
 * is the one being served ("-" for background work such as the outbox poll). The bench counts a
 * page's queries from these lines instead of estimating them. Parameters are left out: they may
 * hold personal data.
 */
export const queryLogger: Logger = {
  logQuery(query: string) {
    process.stdout.write(`${QUERY_LOG_PREFIX} ${currentRequest()} ${query.replace(/\s+/g, " ")}\n`);
  },
};
