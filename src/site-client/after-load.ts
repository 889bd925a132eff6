import { fetchFontForNextPage } from "./site-font";
import { captureVisitSource } from "@/modules/leads/public/visit-source";
import { ATTR, sel } from "@/platform/site-attributes";

declare const SITE_FONT_URL: string | undefined;

/** Runs `run` once the page has loaded: at once if it has. */
function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else addEventListener("load", () => run(), { once: true });
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
 * The visit's source for a later price request, kept at once (reading the address and one
 * sessionStorage write, before a filter rewrites the address; no chunk of its own to fetch and run
 * at the load); what waits for the page to be loaded and idle: the brand font for the next page
 * and, for a sampled share of visits, the Core Web Vitals report.
 */
export function startAfterLoad() {
  captureVisitSource();
  whenLoadedAndIdle(() => {
    if (typeof SITE_FONT_URL === "string") fetchFontForNextPage(SITE_FONT_URL);
    const rate = Number(
      document.querySelector<HTMLElement>(sel(ATTR.vitalsSample))?.getAttribute(ATTR.vitalsSample),
    );
    if (Math.random() < rate && "sendBeacon" in navigator)
      void import("@/modules/vitals/public/vitals-report").then((m) => m.startVitalsReport());
  });
}
