import { keepPreviousData, mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/platform/http/api-client";
import { LIVE_LIST } from "@/platform/http/query-client";
import { readList } from "@/platform/http/read-list";
import { toQuery } from "@/platform/lists/params";
import type { LeadStatusValue } from "../statuses";
import type { LeadListParams, leadBulkStatusSchema, whatsappSettingsSchema } from "../validation";
import type { WhatsappSettingsView } from "../server/whatsapp/settings";
import type { LeadListItem } from "./leads-view";
import type { MessageView, OutboxSummary } from "../server/whatsapp/outbox/history";

/** One page of the list as GET /api/admin/leads answers it. */
export type LeadPage = { leads: LeadListItem[]; total: number; page: number; pageSize: number };

export const leadsKeys = {
  all: ["leads"] as const,
  lists: () => ["leads", "list"] as const,
  list: (params: LeadListParams) => ["leads", "list", params] as const,
  whatsappSettings: () => ["leads", "whatsapp", "settings"] as const,
  deliveryStatuses: () => ["leads", "whatsapp", "statuses"] as const,
  leadMessages: (id: string) => ["leads", "lead", id, "messages"] as const,
};

/** The list's query string (page, sort, filters, search, dates), for the page and the export. */
export const leadsQuery = (params: Partial<LeadListParams>) =>
  toQuery(params as Record<string, unknown>, {});

export const leadsQueries = {
  /** New leads appear by themselves; a new page, sort or filter keeps the old rows until its own arrive. */
  list: (params: LeadListParams) =>
    queryOptions({
      queryKey: leadsKeys.list(params),
      queryFn: ({ signal }) => api<LeadPage>(`/api/admin/leads${leadsQuery(params)}`, { signal }),
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
  /** The latest messages in any state and the outbox's waiting count and daily cap. */
  deliveryStatuses: () =>
    queryOptions({
      queryKey: leadsKeys.deliveryStatuses(),
      queryFn: ({ signal }) =>
        api<{ statuses: MessageView[]; outbox: OutboxSummary }>("/api/admin/whatsapp/statuses", {
          signal,
        }),
      meta: { errorMessage: "Failed to load delivery statuses" },
    }),
  /** While a message waits or is being sent, its state is read again every few seconds. */
  leadMessages: (id: string) =>
    queryOptions({
      queryKey: leadsKeys.leadMessages(id),
      queryFn: readList<MessageView>(`/api/admin/leads/${id}/messages`, "messages"),
      meta: { errorMessage: "Failed to load WhatsApp messages" },
      refetchInterval: (query) =>
        query.state.data?.some((m) => ["queued", "retrying", "sending"].includes(m.state))
          ? 5_000
          : false,
    }),
};

export const leadsMutations = {
  /** Queues the template again; the lead's history and the latest statuses read again. */
  resendMessage: (leadId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to resend the WhatsApp message" },
      mutationFn: () => api(`/api/admin/leads/${leadId}/messages`, { method: "POST" }),
      onSuccess: (_data, _values, _r, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: leadsKeys.leadMessages(leadId) }),
          client.invalidateQueries({ queryKey: leadsKeys.deliveryStatuses() }),
        ]),
    }),
  /** Staff checked with the buyer that an "unknown" message arrived. */
  markMessageSent: (leadId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to mark the message as sent" },
      mutationFn: (messageId: string) =>
        api(`/api/admin/leads/${leadId}/messages/${messageId}`, {
          method: "PATCH",
          json: { state: "sent" },
        }),
      onSuccess: (_data, _values, _r, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: leadsKeys.leadMessages(leadId) }),
          client.invalidateQueries({ queryKey: leadsKeys.deliveryStatuses() }),
        ]),
    }),
  /** An owner sends or discards every message held during a surge of leads. */
  decideHeld: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update the held messages" },
      mutationFn: (action: "approve" | "discard") =>
        api<{ count: number }>("/api/admin/whatsapp/held", { method: "POST", json: { action } }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: leadsKeys.all }),
    }),
  /** A status change can move a lead between filtered and sorted lists, so every list reads again. */
  setLeadStatus: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update lead status" },
      mutationFn: ({ id, status }: { id: string; status: LeadStatusValue }) =>
        api(`/api/admin/leads/${id}`, { method: "PATCH", json: { status } }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: leadsKeys.lists() }),
    }),
  /** One status for many leads (chosen, or all matching the filter); every list reads again. */
  bulkStatus: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update lead status" },
      mutationFn: (body: z.input<typeof leadBulkStatusSchema>) =>
        api<{ changed: number }>("/api/admin/leads/bulk-status", { method: "POST", json: body }),
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
