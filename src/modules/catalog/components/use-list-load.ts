"use client";
import { useResource } from "@/platform/http/use-resource";

/**
 * A panel's list from `url` (the array under `key`): null until the first success, with a failed
 * load kept apart from action errors so the panel can show it with Try Again.
 */
export function useListLoad<T>(url: string, key: string, failText: string) {
  const { data, setData, error, reload } = useResource<T[]>(
    url,
    (body: Record<string, T[]>) => body[key] ?? [],
    failText,
  );
  return { list: data, setList: setData, loadError: error, load: reload };
}
