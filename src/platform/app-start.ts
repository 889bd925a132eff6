/**
 * Names shared by the kept pages' deferred app start (http/deferred-start.ts, run in the page's
 * head) and the app (ui/app-ready.tsx, the carousel): see docs/decisions/015-deferred-app-start.md.
 */

/** Dispatched on window, and set on <html>, once the app has hydrated. */
export const APP_READY_EVENT = "appready";
export const APP_READY_ATTRIBUTE = "data-app-ready";
/** Elements that start the app as soon as they are on screen: they move by themselves. */
export const STARTS_APP_ATTRIBUTE = "data-starts-app";
