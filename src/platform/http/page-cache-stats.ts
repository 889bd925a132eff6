/**
 * What the page cache (page-cache.ts) holds, for the health report. The cache lives in server.ts,
 * outside the Next.js bundle, so the two meet on a global symbol. Node built-ins only.
 */
export type PageCacheStats = { pages: number; bytes: number; maxBytes: number };

const STATS = Symbol.for("arcade.pageCacheStats");

export function publishPageCacheStats(read: () => PageCacheStats) {
  (globalThis as Record<symbol, unknown>)[STATS] = read;
}

/** What the page cache holds now, or null when this process has none (HTML_CACHE=off, tests). */
export function pageCacheStats(): PageCacheStats | null {
  const read = (globalThis as Record<symbol, unknown>)[STATS] as (() => PageCacheStats) | undefined;
  return read ? read() : null;
}
