"use client";
import { useEffect } from "react";

/**
 * A sampled share of visits reports its Core Web Vitals (vitals-report.ts). The reporting code
 * and web-vitals are fetched at an idle moment after the app has started (itself after the load
 * event), so they cost the page's load and its first-load JS nothing.
 */
export function VitalsBeacon({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate) || typeof navigator.sendBeacon !== "function") return;
    let stop: (() => void) | undefined;
    let ended = false;
    const load = () =>
      void import("./vitals-report").then(async ({ startVitalsReport }) => {
        const off = await startVitalsReport();
        if (ended) off();
        else stop = off;
      });
    const id =
      "requestIdleCallback" in window
        ? requestIdleCallback(load, { timeout: 5000 })
        : setTimeout(load, 1000);
    return () => {
      ended = true;
      if ("cancelIdleCallback" in window) cancelIdleCallback(id as number);
      else clearTimeout(id);
      stop?.();
    };
  }, [sampleRate]);
  return null;
}
