import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, isSigningOut } from "./api-client";

declare module "@tanstack/react-query" {
  interface Register {
    /** errorMessage: the text logged with a failure (every error is logged). */
    queryMeta: { errorMessage?: string };
    mutationMeta: { errorMessage?: string };
  }
}

/** One more try after a server or network failure; a refusal (4xx, e.g. 404) is an answer. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * For lists the public site adds to (leads, contact messages): read again every 30 s and whenever
 * the tab is shown again, even while the rows still count as fresh (the rows the page came with
 * do for its first seconds): what was sent meanwhile shows at once.
 */
export const LIVE_LIST = { refetchOnWindowFocus: "always", refetchInterval: 30_000 } as const;

/**
 * The back office's cache. Reads are fresh on every mount (staleTime 0) and do not refetch on
 * focus unless a query asks for it (leads and contact messages do).
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isSigningOut()) console.error(query.meta?.errorMessage ?? "Failed to load", error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        console.error(mutation.meta?.errorMessage ?? "Failed to save", error),
    }),
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false },
    },
  });
}
