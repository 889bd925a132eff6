"use client";
import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * A moment in the browser's own language and time zone. The server does not know either, so its
 * HTML (and the hydration that must match it) carries the moment without text, filled in right
 * after: rows rendered with the page stay free of a mismatch between two clocks.
 */
export function LocalTime({ iso, time = false }: { iso: string; time?: boolean }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const d = new Date(iso);
  return (
    <time dateTime={iso}>
      {inBrowser ? (time ? d.toLocaleString() : d.toLocaleDateString()) : null}
    </time>
  );
}
