import { fetchFontForNextPage } from "./site-font";
import { keepVisitSource, noteVisitSource } from "@/modules/leads/public/visit-source";
import { ATTR, sel } from "@/platform/site-attributes";

declare const SITE_FONT_URL: string | undefined;

/** Runs `run` once the page has loaded: at once if it has. */
function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else addEventListener("load", () => run(), { once: true });
}

/** Runs `run` when the browser is idle, at most `timeoutMs` later (without idle callbacks, soon). */
export function whenIdle(run: () => void, timeoutMs?: number) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 50);
}

/**
 * Runs `run` once the page is loaded and the browser idle (at most `timeoutMs` after the load):
 * what no tap needs first waits there, so the page's first script stays small and its start quiet.
 */
export function whenLoadedAndIdle(run: () => void, timeoutMs = 3000) {
  whenLoaded(() =>
    "requestIdleCallback" in window
      ? requestIdleCallback(run, { timeout: timeoutMs })
      : setTimeout(run, Math.min(timeoutMs, 1000)),
  );
}

/**
 * Runs `run` after the browser has painted the next frame: what a tap starts but does not show
 * (fetches, workers) leaves the frame that answers the tap alone.
 */
export function afterNextPaint(run: () => void) {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * The visit's source for a later price request, noted at once (the address, before a filter
 * rewrites it) and stored once the page is loaded and idle, or as it is left if that comes first;
 * then, in idle moments of their own, the brand font for the next page and, for a sampled share
 * of visits, the Core Web Vitals report.
 */
export function startAfterLoad() {
  noteVisitSource();
  addEventListener("pagehide", keepVisitSource, { once: true });
  // One of them per idle moment: each starts a request or a storage, several milliseconds on a
  // phone, and a tap that comes meanwhile waits for one at most.
  whenLoadedAndIdle(() => {
    keepVisitSource();
    whenIdle(() => {
      if (typeof SITE_FONT_URL === "string") fetchFontForNextPage(SITE_FONT_URL);
      whenIdle(startVitalsReport, 1000);
    }, 1000);
  });
}

function startVitalsReport() {
  const rate = Number(
    document.querySelector<HTMLElement>(sel(ATTR.vitalsSample))?.getAttribute(ATTR.vitalsSample),
  );
  if (Math.random() < rate && "sendBeacon" in navigator)
    void import("@/modules/vitals/public/vitals-report").then((m) => m.startVitalsReport());
}
