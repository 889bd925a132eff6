import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import type { Conversation, ReplyInput } from "../server/conversation";
import type { TemplateView } from "../server/templates";

export const conversationKeys = {
  conversation: (id: string) => ["leads", "lead", id, "conversation"] as const,
  unread: () => ["leads", "unread"] as const,
  templates: () => ["leads", "whatsapp", "templates"] as const,
};

export const conversationQueries = {
  /** Kept current by the live events (use-conversation-events.ts), not by polling. */
  conversation: (id: string) =>
    queryOptions({
      queryKey: conversationKeys.conversation(id),
      queryFn: ({ signal }) => api<Conversation>(`/api/admin/leads/${id}/conversation`, { signal }),
      meta: { errorMessage: "Failed to load the conversation" },
    }),
  unread: () =>
    queryOptions({
      queryKey: conversationKeys.unread(),
      queryFn: async ({ signal }) =>
        (await api<{ total: number }>("/api/admin/leads/unread", { signal })).total,
      meta: { errorMessage: "Failed to load unread messages" },
    }),
  templates: () =>
    queryOptions({
      queryKey: conversationKeys.templates(),
      queryFn: async ({ signal }) =>
        (await api<{ templates: TemplateView[] }>("/api/admin/whatsapp/templates", { signal }))
          .templates,
      meta: { errorMessage: "Failed to load WhatsApp templates" },
    }),
};

export const conversationMutations = {
  reply: (leadId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to send the reply" },
      mutationFn: (input: ReplyInput) =>
        api<Conversation>(`/api/admin/leads/${leadId}/conversation`, {
          method: "POST",
          json: input,
        }),
      onSuccess: (data, _v, _r, { client }) =>
        client.setQueryData(conversationKeys.conversation(leadId), data),
    }),
  markRead: (leadId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to mark the conversation read" },
      mutationFn: () =>
        api<{ read: number }>(`/api/admin/leads/${leadId}/conversation/read`, { method: "POST" }),
      onSuccess: (data, _v, _r, { client }) =>
        data.read > 0
          ? Promise.all([
              client.invalidateQueries({ queryKey: conversationKeys.unread() }),
              client.invalidateQueries({ queryKey: ["leads", "list"] }),
            ])
          : undefined,
    }),
  setOptOut: (leadId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to change the opt-out" },
      mutationFn: (optedOut: boolean) =>
        api(`/api/admin/leads/${leadId}/opt-out`, { method: "PUT", json: { optedOut } }),
      onSuccess: (_d, _v, _r, { client }) =>
        client.invalidateQueries({ queryKey: conversationKeys.conversation(leadId) }),
    }),
  syncTemplates: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to sync templates" },
      mutationFn: async () =>
        (
          await api<{ templates: TemplateView[] }>("/api/admin/whatsapp/templates", {
            method: "POST",
          })
        ).templates,
      onSuccess: (templates, _v, _r, { client }) =>
        client.setQueryData(conversationKeys.templates(), templates),
    }),
};
