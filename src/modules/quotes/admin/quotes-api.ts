import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import type { QuoteView } from "../server/build";
import type { QuoteInput } from "../validation";

export const quoteKeys = {
  lead: (leadId: string) => ["leads", "lead", leadId, "quotes"] as const,
  catalogue: (currency: string) => ["quotes", "catalogue", currency] as const,
  settings: () => ["quotes", "settings"] as const,
  gamePrices: (gameId: string) => ["quotes", "prices", gameId] as const,
};

export type QuoteSettingsView = {
  currencies: string[];
  approvalThresholdBp: number;
  customLineApprovalMinor: Record<string, number>;
  defaultValidDays: number;
  defaultTerms: string;
  whatsappTemplate: string | null;
};
export type CatalogueGame = { id: string; title: string; priceMinor: number | null };
export type SendAnswer = {
  id: string;
  status: string;
  url: string | null;
  alreadySent: boolean;
  deliveries: Array<{ channel: string; state: string; detail: string | null }>;
};

/** Settings and list prices change rarely: a minute before they are read again. */
export const SETTINGS_STALE_MS = 60_000;
export const catalogueUrl = (currency: string) =>
  `/api/admin/quotes/catalogue?currency=${currency}`;

export const quoteQueries = {
  lead: (leadId: string) =>
    queryOptions({
      queryKey: quoteKeys.lead(leadId),
      queryFn: async ({ signal }) =>
        (await api<{ quotes: QuoteView[] }>(`/api/admin/leads/${leadId}/quotes`, { signal }))
          .quotes,
      meta: { errorMessage: "Failed to load the quotes" },
    }),
  catalogue: (currency: string) =>
    queryOptions({
      queryKey: quoteKeys.catalogue(currency),
      queryFn: async ({ signal }) =>
        (await api<{ games: CatalogueGame[] }>(catalogueUrl(currency), { signal })).games,
      staleTime: SETTINGS_STALE_MS,
    }),
  settings: () =>
    queryOptions({
      queryKey: quoteKeys.settings(),
      queryFn: ({ signal }) => api<QuoteSettingsView>("/api/admin/quote-settings", { signal }),
      staleTime: SETTINGS_STALE_MS,
    }),
};

/** A game's list prices in every currency (minor units), for its price dialog. */
export const gamePricesQuery = (gameId: string) =>
  queryOptions({
    queryKey: quoteKeys.gamePrices(gameId),
    queryFn: async ({ signal }) =>
      (
        await api<{ prices: Record<string, number> }>(`/api/admin/games/${gameId}/prices`, {
          signal,
        })
      ).prices,
  });

export const settingsMutations = {
  save: () =>
    mutationOptions({
      mutationFn: (input: QuoteSettingsView) =>
        api<QuoteSettingsView>("/api/admin/quote-settings", { method: "PUT", json: input }),
    }),
  prices: (gameId: string) =>
    mutationOptions({
      mutationFn: (prices: Record<string, number>) =>
        api<{ prices: Record<string, number> }>(`/api/admin/games/${gameId}/prices`, {
          method: "PUT",
          json: { prices },
        }),
    }),
};

const base = (leadId: string) => `/api/admin/leads/${leadId}/quotes`;

export const quoteMutations = {
  save: (leadId: string) =>
    mutationOptions({
      mutationFn: ({ id, input }: { id: string | null; input: QuoteInput }) =>
        api<{ id: string; status: string }>(id ? `${base(leadId)}/${id}` : base(leadId), {
          method: id ? "PUT" : "POST",
          json: input,
        }),
    }),
  action: (leadId: string) =>
    mutationOptions({
      mutationFn: ({
        id,
        action,
        fingerprint,
      }: {
        id: string;
        action: "send" | "approve" | "duplicate";
        /** An approval names the content the owner was shown. */
        fingerprint?: string;
      }) =>
        api<SendAnswer>(`${base(leadId)}/${id}/${action}`, {
          method: "POST",
          ...(action === "approve" ? { json: { fingerprint } } : {}),
        }),
    }),
};
