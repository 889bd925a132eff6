import { api } from "./api-client";

/** A query function reading the array under `key` of the JSON at `url`, cancelled with the query. */
export const readList =
  <T>(url: string, key: string) =>
  async ({ signal }: { signal: AbortSignal }): Promise<T[]> =>
    (await api<Record<string, T[] | undefined>>(url, { signal }))[key] ?? [];
