"use client";
import { useEffect, useRef, useState } from "react";
import {
  COUNTRY_CODES,
  FALLBACK_COUNTRY_CODE,
  INITIAL_COUNTRY_CODE,
  type CountryCode,
} from "../country-codes";

/** +1 at first, then the visitor's calling code from /api/geo (+91 when unknown or failed). */
export function useCallingCode(enabled: boolean): CountryCode {
  const [code, setCode] = useState<CountryCode>(INITIAL_COUNTRY_CODE);
  const asked = useRef(false);
  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    fetch("/api/geo", { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : null))
      .then((d: { countryCallingCode?: string } | null) => {
        const c = d?.countryCallingCode;
        setCode(
          (COUNTRY_CODES as readonly string[]).includes(c ?? "")
            ? (c as CountryCode)
            : FALLBACK_COUNTRY_CODE,
        );
      })
      .catch(() => setCode(FALLBACK_COUNTRY_CODE));
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
