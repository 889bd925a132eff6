"use client";
import { useCallback, useEffect, useState } from "react";
import { api } from "@/platform/http/api-client";

/** Loads a JSON resource with loading, error (logged) and reload. */
export function useResource<T>(url: string, pick: (body: never) => T, errorText: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      setData(pick((await api(url)) as never));
      // A later success must not leave the status of an earlier failure (e.g. a 404) behind.
      setStatus(null);
    } catch (e) {
      console.error(errorText, e);
      setStatus((e as { status?: number }).status ?? null);
      setError(errorText);
    }
    // pick is a stable selector by convention
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, errorText]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- load on mount and when the URL changes
    void load();
  }, [load]);
  /** Take a value the caller already has (e.g. the row a save returned) as loaded, clearing any failure. */
  const accept = useCallback((value: T) => {
    setData(value);
    setError(null);
    setStatus(null);
  }, []);
  return { data, setData, accept, error, status, reload: load };
}
