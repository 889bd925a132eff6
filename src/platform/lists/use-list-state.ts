"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo, useTransition } from "react";
import type { z } from "zod";
import { readParams, toQuery } from "./params";

/**
 * A list's state kept in the URL: read with the same zod schema the API parses, so a
 * reload, back/forward or a shared link shows the same page. A change of filter returns to page 1;
 * a typed search replaces the history entry instead of adding one per pause. `pending` is true
 * while a change waits for the server's page (which may bring the new rows with it).
 */
export function useListState<S extends z.ZodObject>(schema: S, defaults: Partial<z.output<S>>) {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const key = search.toString();
  const [pending, startTransition] = useTransition();
  const state = useMemo(
    () => readParams(schema, new URLSearchParams(key)) as z.output<S>,
    [schema, key],
  );
  const hrefFor = useCallback(
    (patch: Partial<z.output<S>>) =>
      `${pathname}${toQuery({ ...state, ...patch } as Record<string, unknown>, defaults)}`,
    [pathname, state, defaults],
  );
  const set = useCallback(
    (patch: Partial<z.output<S>>, opts: { replace?: boolean } = {}) => {
      const href = hrefFor({ page: 1, ...patch } as Partial<z.output<S>>);
      startTransition(() => {
        if (opts.replace) router.replace(href, { scroll: false });
        else router.push(href, { scroll: false });
      });
    },
    [hrefFor, router],
  );
  /** The API's query string for this state (defaults included are harmless, left out for caching). */
  const apiQuery = useMemo(() => toQuery(state as Record<string, unknown>, {}), [state]);
  return { state, set, hrefFor, apiQuery, pending };
}
