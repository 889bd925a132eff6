import { fetchFontForNextPage } from "./site-font";
import { keepVisitSource, noteVisitSource } from "@/modules/leads/public/visit-source";
import { ATTR, sel } from "@/platform/site-attributes";

declare const SITE_FONT_URL: string | undefined;

/** Runs `run` once the page has loaded: at once if it has. */
function whenLoaded(run: () => void) {
  if (document.readyState === "complete") run();
  else addEventListener("load", () => run(), { once: true });
}

/**
 * When the last touch, click or key went down. Between a finger's touch and its lift the page is
 * idle to the browser, and work started there delays the tap's answer.
 */
let pressedAt = -Infinity;
const PRESS_MS = 400;
addEventListener("pointerdown", () => (pressedAt = performance.now()), {
  capture: true,
  passive: true,
});
addEventListener("keydown", () => (pressedAt = performance.now()), {
  capture: true,
  passive: true,
});

/**
 * Runs `run` when the browser is idle and no tap or key press is under way, at most `timeoutMs`
 * later (without idle callbacks, soon).
 */
export function whenIdle(run: () => void, timeoutMs?: number, fallbackMs = 50) {
  const due = timeoutMs === undefined ? Infinity : performance.now() + timeoutMs;
  const idle = (then: () => void) => {
    const left = due - performance.now();
    if ("requestIdleCallback" in window)
      requestIdleCallback(then, { timeout: Number.isFinite(left) ? Math.max(0, left) : undefined });
    else setTimeout(then, fallbackMs);
  };
  const attempt = () => {
    const wait = PRESS_MS - (performance.now() - pressedAt);
    if (wait > 0 && performance.now() < due) setTimeout(() => idle(attempt), wait);
    else run();
  };
  idle(attempt);
}

/**
 * Runs `run` once the page is loaded and the browser idle (at most `timeoutMs` after the load):
 * what no tap needs first waits there, so the page's first script stays small and its start quiet.
 */
export function whenLoadedAndIdle(run: () => void, timeoutMs = 3000) {
  whenLoaded(() => whenIdle(run, timeoutMs, Math.min(timeoutMs, 1000)));
}

/** How long a visit lasts before its Core Web Vitals report starts. */
const VITALS_AFTER_MS = 5000;

/**
 * The visit's source for a later price request, noted at once (the address, before a filter
 * rewrites it) and stored as the page is left or hidden, the only moments a later page of the
 * visit can follow; then, in an idle moment, the brand font for the next page and, a few seconds
 * into the visit and for a sampled share of visits, the Core Web Vitals report.
 */
export function startAfterLoad() {
  noteVisitSource();
  addEventListener("pagehide", keepVisitSource, { once: true });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") keepVisitSource();
  });
  whenLoadedAndIdle(() => {
    if (typeof SITE_FONT_URL === "string") fetchFontForNextPage(SITE_FONT_URL);
    // The report's observers read the entries the browser buffered since the start, so a late
    // start loses nothing of a visit that lasts; its module and request (10 ms and more on a
    // phone) stay out of a visitor's first taps.
    setTimeout(() => whenIdle(startVitalsReport, 1000), VITALS_AFTER_MS);
  });
}

function startVitalsReport() {
  const rate = Number(
    document.querySelector<HTMLElement>(sel(ATTR.vitalsSample))?.getAttribute(ATTR.vitalsSample),
  );
  if (Math.random() < rate && "sendBeacon" in navigator)
    void import("@/modules/vitals/public/vitals-report").then((m) => m.startVitalsReport());
}
