import "server-only";
import { LRUCache } from "lru-cache";
import { memoryBudget } from "./memory-budget";
import { releaseUnderPressure } from "./memory-pressure";

type Entry = { value: Promise<unknown>; tags: string[] };

/**
 * Most entries kept: the public pages read a few dozen keys; one per game page fills the rest.
 * 300 below 2 GB of memory, else 500; READ_CACHE_ENTRIES sets it (platform/memory-budget.ts).
 */
export const READ_CACHE_MAX = memoryBudget().readCacheEntries;
/** How long a cached public read may live when no write invalidates it (the bound across processes). */
export const READ_CACHE_TTL_MS = 60_000;

const g = globalThis as unknown as { __arcadeReadLru?: LRUCache<string, Entry> };
export const readCache: LRUCache<string, Entry> = (g.__arcadeReadLru ??= new LRUCache<
  string,
  Entry
>({
  max: READ_CACHE_MAX,
  ttl: READ_CACHE_TTL_MS,
  // Read the clock on every check: the default 1 ms debounce keeps an old time for as long as the
  // process runs promise work without reaching its timers, letting entries outlive their TTL.
  ttlResolution: 0,
}));
// Cached reads are only speed: let go of when the process nears its memory budget.
releaseUnderPressure("public reads", () => readCache.clear());

/**
 * A public read cached in this process under tags; every admin write drops the entries of the tags
 * it touches (platform/cache.ts), so the next visitor sees the change at once. Entries are capped
 * (least recently used go first) and expire after READ_CACHE_TTL_MS, which also bounds what another
 * process serves. A failed read or a not-found result (null) is never kept, so random ids cannot
 * fill the cache. Outside a Next.js server it simply reads.
 */
export function cachedRead<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: (...args: A) => string[],
) {
  return async (...args: A): Promise<R> => {
    if (!process.env.NEXT_RUNTIME) return fn(...args);
    const k = `${key}:${JSON.stringify(args)}`;
    const hit = readCache.get(k);
    if (hit) return hit.value as Promise<R>;
    const value = fn(...args);
    readCache.set(k, { value, tags: tags(...args) });
    const forget = () => {
      if (readCache.peek(k)?.value === value) readCache.delete(k);
    };
    value.then((result) => {
      if (result === null || result === undefined) forget();
    }, forget);
    return value;
  };
}

/** Drop the reads of these tags. */
export function dropTags(tags: string[]): void {
  const stale: string[] = [];
  for (const [k, entry] of readCache.entries()) {
    if (entry.tags.some((t) => tags.includes(t))) stale.push(k);
  }
  for (const k of stale) readCache.delete(k);
}

/** Anything may have changed (a lost LISTEN connection): forget every read. */
export function clearReads(): void {
  readCache.clear();
}
