/** The public endpoint the beacon goes to (src/app/api/vitals/route.ts). */
const VITALS_ENDPOINT = "/api/vitals";

type Report = { path: string; lcp?: number; inp?: number; cls?: number };

/**
 * Real-user measurement: reports the landing page's LCP, INP and CLS in one beacon when
 * the visitor leaves or hides the page. It reads the entries the browser buffered since the
 * navigation began, so starting late costs nothing. No cookie is needed or set, and the server
 * keeps only per-day histograms. Returns what stops it listening.
 */
export async function startVitalsReport(): Promise<() => void> {
  // An idle moment first: the page's own start-up work goes before this.
  await new Promise((done) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(done, { timeout: 5000 })
      : setTimeout(done, 1000),
  );
  const { onCLS, onINP, onLCP } = await import("web-vitals");
  const report: Report = { path: location.pathname };
  let sent = false;
  const send = () => {
    if (sent || (report.lcp ?? report.inp ?? report.cls) === undefined) return;
    sent = true;
    // A string goes as text/plain: no preflight, and the server parses the JSON itself.
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(report));
  };
  // web-vitals reports INP and CLS when the page is hidden, from listeners it adds when asked:
  // these, added after, run after them and send what was reported.
  const onHidden = () => document.visibilityState === "hidden" && send();
  onLCP((m) => (report.lcp = Math.round(m.value)));
  // Every change is kept, not only the value reported as the page hides: an interaction still
  // waiting for web-vitals' idle moment is counted as the page hides, after that report went out.
  onINP((m) => (report.inp = Math.round(m.value)), { reportAllChanges: true });
  onCLS((m) => (report.cls = Math.round(m.value * 10_000) / 10_000), { reportAllChanges: true });
  document.addEventListener("visibilitychange", onHidden);
  addEventListener("pagehide", send);
  return () => {
    document.removeEventListener("visibilitychange", onHidden);
    removeEventListener("pagehide", send);
  };
}
