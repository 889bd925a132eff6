import { deepEqual } from "fast-equals";
import { LRUCache } from "lru-cache";
import { memoryBudget } from "@/platform/memory-budget";
import { releaseUnderPressure } from "@/platform/memory-pressure";

type Bytes = Buffer<ArrayBuffer>;

/** A kept page as UTF-8 bytes. */
type Kept = { inputs: unknown; html: Bytes };

// An address longer than this is never kept: keys stay small however long a query gets.
const MAX_KEY = 512;

const pages = new LRUCache<string, Kept>({
  maxSize: memoryBudget().pageCacheBytes,
  sizeCalculation: (kept) => Math.max(1, kept.html.byteLength),
});
// Addresses asked for once. A page is kept when it is asked for a second time, so a stream of
// one-off addresses (random queries) renders as before and never pushes a real page out.
const seenOnce = new LRUCache<string, true>({ max: 2000 });
// Kept pages are only speed: the first thing let go of when the process nears its budget.
releaseUnderPressure(
  "rendered pages",
  () => {
    pages.clear();
    seenOnce.clear();
  },
  () => pages.calculatedSize,
);

/**
 * The renderer's output depends only on its inputs (the frame, the page's data, the address) and on
 * the clock for the footer's year and a game's price validity. The clock is read here in quarters
 * of an hour: every time zone's day starts on one.
 */
const clockSlot = () => Math.floor(Date.now() / 900_000);

/**
 * A page's HTML, rendered again only when its inputs differ from the ones it was kept with. The
 * inputs come from the cached public reads, which every write drops, so an unchanged page compares
 * equal at the first shared reference and a changed one renders at once.
 *
 * The answer is bytes: the page is kept encoded, outside the JavaScript heap, so an answer costs
 * one copy of it instead of a string joined and encoded per request (a page with any non-Latin-1
 * text is two bytes a character in V8), which the garbage collector would then have to clear.
 */
export function memoRender(key: string, inputs: unknown, render: () => string): Bytes {
  const withClock = { inputs, clock: clockSlot() };
  const kept = pages.get(key);
  if (kept && deepEqual(kept.inputs, withClock)) {
    // Equal but not the same objects (a read cached again after its time ran out): keep these,
    // so the next request compares equal at the first shared reference instead of in full.
    kept.inputs = withClock;
    return kept.html;
  }
  const html = Buffer.from(render());
  if (kept || seenOnce.has(key)) pages.set(key, { inputs: withClock, html });
  else if (key.length <= MAX_KEY) seenOnce.set(key, true);
  return html;
}
