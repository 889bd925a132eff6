"use client";
import { useEffect } from "react";

/** The public endpoint the beacon goes to (src/app/api/vitals/route.ts). */
export const VITALS_ENDPOINT = "/api/vitals";

type Report = { path: string; lcp?: number; inp?: number; cls?: number };

/**
 * Real-user measurement (issue 25): a sampled share of visits reports the landing page's LCP, INP
 * and CLS in one beacon when the visitor leaves or hides the page. The web-vitals code is fetched
 * at an idle moment after the app has started (itself after the load event), so it costs the
 * page's load nothing; it reads the entries the browser buffered since the navigation began.
 * No cookie is needed or set, and the server keeps only per-day histograms.
 */
export function VitalsBeacon({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate) || typeof navigator.sendBeacon !== "function") return;
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
    let listening = false;
    const load = () =>
      void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
        onLCP((m) => (report.lcp = Math.round(m.value)));
        onINP((m) => (report.inp = Math.round(m.value)));
        onCLS((m) => (report.cls = Math.round(m.value * 10_000) / 10_000));
        document.addEventListener("visibilitychange", onHidden);
        addEventListener("pagehide", send);
        listening = true;
      });
    const id =
      "requestIdleCallback" in window
        ? requestIdleCallback(load, { timeout: 5000 })
        : setTimeout(load, 1000);
    return () => {
      if ("cancelIdleCallback" in window) cancelIdleCallback(id as number);
      else clearTimeout(id);
      if (listening) {
        document.removeEventListener("visibilitychange", onHidden);
        removeEventListener("pagehide", send);
      }
    };
  }, [sampleRate]);
  return null;
}
