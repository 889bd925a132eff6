import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/platform/http/api-client";
import type { replyTimeSettingsSchema, savedReplySchema } from "../reply-time-validation";
import type { ReplyTimeView } from "../server/reply-time/settings";
import type { ReplyTimeRow } from "../server/reply-time/stats";
import type { FilledReply, SavedReplyView } from "../server/saved-replies";
import type { LeadReplyClock } from "../server/reply-time/clocks";

// Under the leads' root key: whatever reads the leads again reads these too.
const keys = {
  replyTime: () => ["leads", "whatsapp", "reply-time"] as const,
  replyStats: () => ["leads", "whatsapp", "reply-stats"] as const,
  savedReplies: () => ["leads", "whatsapp", "saved-replies"] as const,
  filledReplies: (leadId: string) => ["leads", "whatsapp", "saved-replies", leadId] as const,
};

export const replyTimeQueries = {
  settings: () =>
    queryOptions({
      queryKey: keys.replyTime(),
      queryFn: async ({ signal }) =>
        (await api<{ settings: ReplyTimeView }>("/api/admin/whatsapp/reply-time", { signal }))
          .settings,
      meta: { errorMessage: "Failed to load business hours" },
    }),
  /** Under the lead's key: the live events read it again when the conversation changes. */
  clock: (leadId: string) =>
    queryOptions({
      queryKey: ["leads", "lead", leadId, "reply-clock"] as const,
      queryFn: async ({ signal }) =>
        (
          await api<{ clocks: LeadReplyClock[] }>(
            `/api/admin/whatsapp/reply-clocks?lead=${encodeURIComponent(leadId)}`,
            { signal },
          )
        ).clocks[0] ?? null,
      meta: { errorMessage: "Failed to load the reply clock" },
    }),
  /** The reply clocks of an inbox page's conversations, in one request. */
  clocks: (leadIds: string[]) =>
    queryOptions({
      queryKey: ["leads", "whatsapp", "reply-clocks", leadIds] as const,
      queryFn: async ({ signal }) =>
        (
          await api<{ clocks: LeadReplyClock[] }>(
            `/api/admin/whatsapp/reply-clocks?${leadIds.map((id) => `lead=${encodeURIComponent(id)}`).join("&")}`,
            { signal },
          )
        ).clocks,
      enabled: leadIds.length > 0,
      meta: { errorMessage: "Failed to load the reply clocks" },
    }),
  stats: () =>
    queryOptions({
      queryKey: keys.replyStats(),
      queryFn: async ({ signal }) =>
        (await api<{ rows: ReplyTimeRow[] }>("/api/admin/whatsapp/reply-stats", { signal })).rows,
      meta: { errorMessage: "Failed to load reply times" },
    }),
  savedReplies: () =>
    queryOptions({
      queryKey: keys.savedReplies(),
      queryFn: async ({ signal }) =>
        (await api<{ replies: SavedReplyView[] }>("/api/admin/whatsapp/saved-replies", { signal }))
          .replies,
      meta: { errorMessage: "Failed to load saved replies" },
    }),
  /** Every saved reply filled in for the lead, and the buyer's language. */
  filledReplies: (leadId: string) =>
    queryOptions({
      queryKey: keys.filledReplies(leadId),
      queryFn: ({ signal }) =>
        api<{ language: string; replies: FilledReply[] }>(
          `/api/admin/whatsapp/saved-replies?leadId=${encodeURIComponent(leadId)}`,
          { signal },
        ),
      meta: { errorMessage: "Failed to load saved replies" },
    }),
};

type SavedReplyInput = z.input<typeof savedReplySchema>;

export const replyTimeMutations = {
  saveSettings: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save business hours" },
      mutationFn: (json: z.input<typeof replyTimeSettingsSchema>) =>
        api<{ settings: ReplyTimeView }>("/api/admin/whatsapp/reply-time", {
          method: "PUT",
          json,
        }),
      onSuccess: (data, _v, _r, { client }) => client.setQueryData(keys.replyTime(), data.settings),
    }),
  saveReply: (id: string | null) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save the reply" },
      mutationFn: (json: SavedReplyInput) =>
        api(`/api/admin/whatsapp/saved-replies${id ? `/${id}` : ""}`, {
          method: id ? "PUT" : "POST",
          json,
        }),
      onSuccess: (_d, _v, _r, { client }) =>
        client.invalidateQueries({ queryKey: keys.savedReplies() }),
    }),
  deleteReply: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete the reply" },
      mutationFn: (id: string) =>
        api(`/api/admin/whatsapp/saved-replies/${id}`, { method: "DELETE" }),
      onSuccess: (_d, _v, _r, { client }) =>
        client.invalidateQueries({ queryKey: keys.savedReplies() }),
    }),
};
