"use client";
import { useEffect } from "react";

/**
 * Runs `load` (a dynamic import) at the first idle moment after the component mounted, so code a
 * tap will need is fetched and evaluated before the tap, not on it. Skipped for a
 * visitor who asked to save data: their first use fetches it as before.
 */
export function useIdlePreload(load: () => unknown): void {
  useEffect(() => {
    const nav = navigator as Navigator & { connection?: { saveData?: boolean } };
    if (nav.connection?.saveData) return;
    const run = () => void Promise.resolve(load()).catch(() => undefined);
    if (!("requestIdleCallback" in window)) {
      const t = setTimeout(run, 200);
      return () => clearTimeout(t);
    }
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
    // The loader is a module-level import: it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
