"use client";
import { useEffect } from "react";

/**
 * A sampled share of visits reports its Core Web Vitals (vitals-report.ts, which waits for an idle
 * moment and then fetches web-vitals). Only this sampler is in the page's first-load JS.
 */
export function VitalsBeacon({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate) || !navigator.sendBeacon) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("./vitals-report").then(async (m) => {
      const off = await m.startVitalsReport();
      if (ended) off();
      else stop = off;
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [sampleRate]);
  return null;
}
