/**
 * Names shared by the kept pages' deferred app start (http/deferred-start.ts, run in the page's
 * head) and the app (ui/app-ready.tsx, the carousel): see docs/decisions/015-deferred-app-start.md.
 */

/** Dispatched on window, and set on <html>, once the app has hydrated. */
export const APP_READY_EVENT = "appready";
export const APP_READY_ATTRIBUTE = "data-app-ready";
/** Elements that start the app as soon as they are on screen: they move by themselves. */
export const STARTS_APP_ATTRIBUTE = "data-starts-app";

/**
 * Taps a kept page answers by itself before the app runs (http/early-answers.ts), marked in the
 * HTML the app renders. The app takes a scope over by setting `live` on it (useLive): from then
 * on the page holds its taps for the app, as every other button's.
 */
export const EARLY = {
  live: "data-live",
  /** A button that copies this text; its aria-label reads `copyDone` for 2 s, with `copied` set. */
  copy: "data-early-copy",
  copyDone: "data-early-done",
  copied: "data-copied",
  /** A carousel: its `slide`s, one shown (the others `hidden`), moved by `slideTo` and `slideStep`. */
  carousel: "data-early-carousel",
  slide: "data-slide",
  slideTo: "data-early-slide-to",
  slideStep: "data-early-slide-step",
  /** A form whose fields carrying `required` / `invalid` messages are checked before the app. */
  check: "data-early-check",
  required: "data-early-required",
  invalid: "data-early-invalid",
  /** Set on such a form once the page has shown its messages: the app shows them as its own. */
  checked: "data-early-checked",
  /** Links in here (filters) are fetched after the load, so a tap before the app needs no network. */
  prefetch: "data-early-prefetch",
  /**
   * A filter shown in place the moment it is tapped, while the browser loads its page: on the
   * nav, the query parameter its links set. Each link carries its `value` and the `count` line its
   * page shows; the `list`'s items carry the values they match (a JSON array), the `countLine`
   * shows the count, and `follows` links (the sorts) take the parameter. Only on a list that is
   * whole (unfiltered, one page), so hiding what does not match is exactly the filter's page.
   */
  filter: "data-early-filter",
  value: "data-early-value",
  count: "data-early-count",
  list: "data-early-list",
  countLine: "data-early-count-line",
  follows: "data-early-follows",
} as const;
