"use client";
import { useCallback, useEffect, useState } from "react";
import { api } from "@/platform/http/api-client";

/**
 * Loads a panel's list from `url` (the array under `key`). The list stays null until the first success; a failed
 * load is kept apart from action errors so the panel can show it with Try Again instead of endless skeletons.
 */
export function useListLoad<T>(url: string, key: string, failText: string) {
  const [list, setList] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setList((await api<Record<string, T[]>>(url))[key] ?? []);
    } catch (e) {
      console.error(failText, e);
      setLoadError(failText);
    }
  }, [url, key, failText]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- initial load
    void load();
  }, [load]);

  return { list, setList, loadError, load };
}
