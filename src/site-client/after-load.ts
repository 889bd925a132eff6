/**
 * What waits for the page to be loaded and idle: the visit's source for a later price request,
 * and, for a sampled share of visits, the Core Web Vitals report. Both are fetched then, so the
 * page's first script stays small.
 */
export function startAfterLoad() {
  const later = (run: () => void) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 1000);
  const start = () =>
    later(() => {
      void import("@/modules/leads/public/visit-source").then((m) => m.captureVisitSource());
      const rate = Number(
        document.querySelector<HTMLElement>("[data-vitals-sample]")?.dataset.vitalsSample,
      );
      if (Math.random() < rate && "sendBeacon" in navigator)
        void import("@/modules/vitals/public/vitals-report").then((m) => m.startVitalsReport());
    });
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
