import "server-only";

type Entry = { value: Promise<unknown>; tags: string[]; expires: number };
const g = globalThis as unknown as { __arcadeReadCache?: Map<string, Entry> };
export const readCache: Map<string, Entry> = (g.__arcadeReadCache ??= new Map());

/** How long a cached public read may live when no write invalidates it (the bound across processes). */
const TTL_MS = 60_000;

/**
 * A public read cached in this process under tags; every admin write drops the entries of the tags
 * it touches (platform/cache.ts), so the next visitor sees the change at once. With several
 * processes, another process's copy lives at most TTL_MS. Outside a Next.js server it simply reads.
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
    if (hit && hit.expires > Date.now()) return hit.value as Promise<R>;
    const value = fn(...args);
    readCache.set(k, { value, tags: tags(...args), expires: Date.now() + TTL_MS });
    // A failed read is not cached.
    value.catch(() => {
      if (readCache.get(k)?.value === value) readCache.delete(k);
    });
    return value;
  };
}

export function dropTags(tags: string[]): void {
  for (const [k, entry] of readCache) {
    if (entry.tags.some((t) => tags.includes(t))) readCache.delete(k);
  }
}
