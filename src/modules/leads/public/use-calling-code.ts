"use client";
import { useEffect, useRef, useState } from "react";
import { pageUsesMaps } from "@/platform/http/maps-pages";

/**
 * Whether this document's policy admits Google Maps: only a page using maps names its hosts
 * (platform/http/csp.ts), and a document keeps the policy of the page it was loaded as, even after
 * client-side navigations to a game's page.
 */
function documentAdmitsMaps(): boolean {
  const loaded = performance.getEntriesByType("navigation")[0]?.name ?? location.href;
  return pageUsesMaps(new URL(loaded, location.href).pathname);
}

/**
 * The maps browser key from contact settings, fetched once when the dialog first opens; none (a
 * plain location field) where the page's policy would refuse the Maps script.
 */
export function useMapsKey(enabled: boolean): { key: string | null; loaded: boolean } {
  const [state, setState] = useState<{ key: string | null; loaded: boolean }>({
    key: null,
    loaded: false,
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    const asking = documentAdmitsMaps()
      ? fetch("/api/leads/maps-key", { cache: "no-store" })
      : Promise.resolve(null);
    asking
      .then((r) => (r?.ok ? r.json() : null))
      .then((d: { mapsApiKey?: string | null } | null) =>
        setState({ key: d?.mapsApiKey ?? null, loaded: true }),
      )
      .catch(() => setState({ key: null, loaded: true }));
  }, [enabled]);
  return state;
}
