"use client";
import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState } from "react";

/**
 * Gives its children a TanStack Query client: the one already provided above (the admin shell's),
 * or else one of its own, so a screen or dialog part using queries works wherever it is placed.
 */
export function QueryBoundary({ children }: { children: React.ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(
    () =>
      existing ??
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  if (existing) return <>{children}</>;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
