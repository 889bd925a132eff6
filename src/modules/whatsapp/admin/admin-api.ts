import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/platform/http/api-client";
import { readList } from "@/platform/http/read-list";
import type { whatsappSettingsSchema } from "../validation";
import type { WhatsappSettingsView } from "../server/settings";
import type { MessageView, OutboxSummary } from "../server/outbox/history";

// Under the leads' root key ("leads"): whatever reads the leads again reads these too, and a
// lead's messages sit with the rest of that lead ("leads", "lead", id).
const LEADS = "leads";
const whatsappKeys = {
  whatsappSettings: () => [LEADS, "whatsapp", "settings"] as const,
  deliveryStatuses: () => [LEADS, "whatsapp", "statuses"] as const,
  leadMessages: (id: string) => [LEADS, "lead", id, "messages"] as const,
};

export const whatsappQueries = {
  whatsappSettings: () =>
    queryOptions({
      queryKey: whatsappKeys.whatsappSettings(),
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
      queryKey: whatsappKeys.deliveryStatuses(),
      queryFn: ({ signal }) =>
        api<{ statuses: MessageView[]; outbox: OutboxSummary }>("/api/admin/whatsapp/statuses", {
          signal,
        }),
      meta: { errorMessage: "Failed to load delivery statuses" },
    }),
  /** While a message waits or is being sent, its state is read again every few seconds. */
  leadMessages: (id: string) =>
    queryOptions({
      queryKey: whatsappKeys.leadMessages(id),
      queryFn: readList<MessageView>(`/api/admin/leads/${id}/messages`, "messages"),
      meta: { errorMessage: "Failed to load WhatsApp messages" },
      refetchInterval: (query) =>
        query.state.data?.some((m) => ["queued", "retrying", "sending"].includes(m.state))
          ? 5_000
          : false,
    }),
};

export const whatsappMutations = {
  /** Queues the template again; the lead's history and the latest statuses read again. */
  resendMessage: (leadId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to resend the WhatsApp message" },
      mutationFn: () => api(`/api/admin/leads/${leadId}/messages`, { method: "POST" }),
      onSuccess: (_data, _values, _r, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: whatsappKeys.leadMessages(leadId) }),
          client.invalidateQueries({ queryKey: whatsappKeys.deliveryStatuses() }),
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
          client.invalidateQueries({ queryKey: whatsappKeys.leadMessages(leadId) }),
          client.invalidateQueries({ queryKey: whatsappKeys.deliveryStatuses() }),
        ]),
    }),
  /** An owner sends or discards every message held during a surge of leads. */
  decideHeld: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update the held messages" },
      mutationFn: (action: "approve" | "discard") =>
        api<{ count: number }>("/api/admin/whatsapp/held", { method: "POST", json: { action } }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: [LEADS] }),
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
        client.setQueryData(whatsappKeys.whatsappSettings(), settings),
    }),
};
