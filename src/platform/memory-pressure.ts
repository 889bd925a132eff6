/**
 * What the process keeps only to be faster (rendered pages, cached reads, parsed fonts) is let go
 * of first when its resident memory nears the budget (memory-budget.ts, pressureBytes): a page
 * then renders again, a read goes to the database, instead of the machine running out of memory.
 * Loaded inside the Next.js bundle and by the site's renderer (dist/site-render.js), two copies of
 * this module: the registry lives on globalThis so one watch sees the caches of both. Node
 * built-ins only, no "server-only".
 */
import { memoryBudget } from "./memory-budget";

type Registry = {
  releases: Map<string, { release: () => void; bytes?: () => number }>;
  timer: ReturnType<typeof setInterval> | null;
  limitBytes: number;
  /** How many times the caches were let go of, for the staff status. */
  drops: number;
};

const KEY = Symbol.for("arcade.memoryPressure");
// Often enough to act within a burst of renders, rare enough to cost nothing (one /proc read).
const CHECK_MS = 5000;

function registry(): Registry {
  const g = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (g[KEY] ??= {
    releases: new Map(),
    timer: null,
    limitBytes: memoryBudget().pressureBytes,
    drops: 0,
  });
}

/**
 * `release` empties a cache when the process is over its budget; `bytes`, when the cache can tell,
 * is what it holds now (for the staff status). Registered once per cache under its name (a second
 * registration replaces the first). The watch starts with the first one.
 */
export function releaseUnderPressure(
  name: string,
  release: () => void,
  bytes?: () => number,
): void {
  const r = registry();
  r.releases.set(name, { release, bytes });
  if (!r.timer && process.env.NODE_ENV !== "test") {
    r.timer = setInterval(() => checkPressure(), CHECK_MS);
    r.timer.unref();
  }
}

/**
 * Lets go of every registered cache when `residentBytes` is over the limit; true when it did.
 * A cache that fails to let go does not keep the others from it.
 */
export function checkPressure(
  residentBytes = process.memoryUsage.rss(),
  limitBytes = registry().limitBytes,
): boolean {
  if (residentBytes <= limitBytes) return false;
  const r = registry();
  for (const [name, { release }] of r.releases) {
    try {
      release();
    } catch (e) {
      console.error(`Could not release the ${name} cache under memory pressure`, e);
    }
  }
  r.drops++;
  return true;
}

/** The limit, how often it was reached and what each cache holds (bytes), for the staff status. */
export function pressureReport() {
  const r = registry();
  const held: Record<string, number | null> = {};
  for (const [name, { bytes }] of [...r.releases].sort(([a], [b]) => a.localeCompare(b)))
    held[name] = bytes ? bytes() : null;
  return { limitBytes: r.limitBytes, drops: r.drops, held };
}
