/**
 * The generation of this process's public content: it moves on whenever cached public reads are
 * dropped (an admin write here, a NOTIFY from another process, or a lost LISTEN connection), and
 * rendered pages (http/page-cache.ts) are served only while their generation is current. Kept on
 * globalThis because server.ts and the Next.js server bundle load this file as two modules.
 */
const g = globalThis as unknown as { __arcadePageGeneration?: number };

export function pageGeneration(): number {
  return g.__arcadePageGeneration ?? 0;
}

export function nextPageGeneration(): void {
  g.__arcadePageGeneration = pageGeneration() + 1;
}

/**
 * Marks a rendered page as not to be kept (it shows a failed read, not the content): any element
 * with this attribute keeps the page out of the page cache.
 */
export const NOT_CACHED_ATTRIBUTE = "data-no-page-cache";
