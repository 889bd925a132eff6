import "server-only";
import { unstable_cache } from "next/cache";
import { getInstallId } from "./db/install-id";

/**
 * A public read cached under tags (invalidated by every admin write that touches them).
 * Results must be plain JSON (dates as ISO strings) so a cache hit equals a fresh read.
 * Outside a Next.js server (tests, scripts) it simply runs the read.
 */
export function cachedRead<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: (...args: A) => string[]) {
  return async (...args: A): Promise<R> => {
    if (!process.env.NEXT_RUNTIME) return fn(...args);
    const installId = await getInstallId();
    return unstable_cache(() => fn(...args), [installId, key, JSON.stringify(args)], { tags: tags(...args), revalidate: 3600 })();
  };
}
