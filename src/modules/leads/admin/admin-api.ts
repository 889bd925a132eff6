import { keepPreviousData, mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/platform/http/api-client";
import { LIVE_LIST } from "@/platform/http/query-client";
import { readList } from "@/platform/http/read-list";
import type { LeadStatusValue } from "../statuses";
import type { whatsappSettingsSchema } from "../validation";
import type { WhatsappSettingsView } from "../whatsapp/settings";
import type { LeadListItem, SortState } from "./leads-view";
import type { DeliveryStatusRow } from "./queries";

type LeadFilter = "" | LeadStatusValue;

export const leadsKeys = {
  all: ["leads"] as const,
  lists: () => ["leads", "list"] as const,
  list: (sort: SortState, status: LeadFilter) => ["leads", "list", { ...sort, status }] as const,
  whatsappSettings: () => ["leads", "whatsapp", "settings"] as const,
  deliveryStatuses: () => ["leads", "whatsapp", "statuses"] as const,
};

const leadsUrl = (sort: SortState, status: LeadFilter) =>
  `/api/admin/leads?${new URLSearchParams({ ...sort, ...(status ? { status } : {}) })}`;

export const leadsQueries = {
  /** New leads appear by themselves; a new sort or filter keeps the old rows until its own arrive. */
  list: (sort: SortState, status: LeadFilter) =>
    queryOptions({
      queryKey: leadsKeys.list(sort, status),
      queryFn: readList<LeadListItem>(leadsUrl(sort, status), "leads"),
      meta: { errorMessage: "Failed to load leads" },
      placeholderData: keepPreviousData,
      ...LIVE_LIST,
    }),
  whatsappSettings: () =>
    queryOptions({
      queryKey: leadsKeys.whatsappSettings(),
      queryFn: async ({ signal }) =>
        (
          await api<{ settings: WhatsappSettingsView | null }>("/api/admin/whatsapp/settings", {
            signal,
          })
        ).settings,
      meta: { errorMessage: "Failed to load WhatsApp settings" },
    }),
  deliveryStatuses: () =>
    queryOptions({
      queryKey: leadsKeys.deliveryStatuses(),
      queryFn: readList<DeliveryStatusRow>("/api/admin/whatsapp/statuses", "statuses"),
      meta: { errorMessage: "Failed to load delivery statuses" },
    }),
};

export const leadsMutations = {
  /** A status change can move a lead between filtered and sorted lists, so every list reads again. */
  setLeadStatus: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update lead status" },
      mutationFn: ({ id, status }: { id: string; status: LeadStatusValue }) =>
        api(`/api/admin/leads/${id}`, { method: "PATCH", json: { status } }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: leadsKeys.lists() }),
    }),
  /** The saved settings (without secrets) become the cached ones. */
  saveWhatsappSettings: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save settings" },
      mutationFn: async (values: z.input<typeof whatsappSettingsSchema>) =>
        (
          await api<{ settings: WhatsappSettingsView }>("/api/admin/whatsapp/settings", {
            method: "PUT",
            json: values,
          })
        ).settings,
      onSuccess: (settings, _values, _r, { client }) =>
        client.setQueryData(leadsKeys.whatsappSettings(), settings),
    }),
};
