// Database queries per page render, counted from the server's query log (LOG_QUERIES=1), not
// estimated. A render is cold only on a fresh process: the read cache (src/platform/cached.ts) is
// in memory and pages share reads (layout, settings), so the server restarts before every page.
import type { TestServer } from "../../tests/e2e/support/server";

/** The line prefix of src/platform/db/query-log.ts. */
const PREFIX = "[query] ";

export type QueryCount = {
  path: string;
  /** Queries made while serving the first request of a fresh process (and what it set off). */
  cold: number;
  /** The same page asked again at once: what the caches leave. */
  warm: number;
  /** The cold queries by the request they served, e.g. the proxy's own call to an API route. */
  byRequest: Record<string, number>;
};

const settle = () => new Promise((r) => setTimeout(r, 400));

/**
 * Queries logged while the page is fetched, counting only those made for a request: the outbox
 * poll and other timers log "-" as their request and are left out.
 */
async function queriesOf(server: TestServer, page: string) {
  const from = server.output().length;
  const res = await fetch(server.url + page);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${page}: HTTP ${res.status}`);
  await settle();
  const byRequest: Record<string, number> = {};
  let total = 0;
  for (const line of server.output().slice(from).split("\n")) {
    if (!line.startsWith(PREFIX)) continue;
    const [method, url] = line.slice(PREFIX.length).split(" ", 2);
    if (method === "-") continue;
    byRequest[`${method} ${url}`] = (byRequest[`${method} ${url}`] ?? 0) + 1;
    total++;
  }
  return { total, byRequest };
}

/** The server must run with LOG_QUERIES=1. */
export async function countQueries(server: TestServer, pages: string[]): Promise<QueryCount[]> {
  const counts: QueryCount[] = [];
  for (const page of pages) {
    await server.stop();
    await server.restart();
    // Start-up work (migrations check, first outbox run) is done before the page is asked for.
    await settle();
    const cold = await queriesOf(server, page);
    const warm = await queriesOf(server, page);
    counts.push({ path: page, cold: cold.total, warm: warm.total, byRequest: cold.byRequest });
  }
  return counts;
}
