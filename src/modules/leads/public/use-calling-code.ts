"use client";
import { useEffect, useRef, useState } from "react";
import { INITIAL_COUNTRY_CODE, type CountryCode } from "../country-codes";
import { fetchCallingCode } from "./calling-code";

/** +1 at first, then the visitor's calling code from /api/geo. */
export function useCallingCode(enabled: boolean): CountryCode {
  const [code, setCode] = useState<CountryCode>(INITIAL_COUNTRY_CODE);
  const asked = useRef(false);
  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    void fetchCallingCode().then(setCode);
  }, [enabled]);
  return code;
}

/** The maps browser key from contact settings, fetched once when the dialog first opens. */
export function useMapsKey(enabled: boolean): { key: string | null; loaded: boolean } {
  const [state, setState] = useState<{ key: string | null; loaded: boolean }>({
    key: null,
    loaded: false,
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    fetch("/api/leads/maps-key", { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : null))
      .then((d: { mapsApiKey?: string | null } | null) =>
        setState({ key: d?.mapsApiKey ?? null, loaded: true }),
      )
      .catch(() => setState({ key: null, loaded: true }));
  }, [enabled]);
  return state;
}
