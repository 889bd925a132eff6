import { keepPreviousData, mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, ApiError } from "@/platform/http/api-client";
import { LIVE_LIST } from "@/platform/http/query-client";
import { toQuery } from "@/platform/lists/params";
import type { ApiResult } from "@/platform/http/json-of";
import type { geocodeAddress } from "../server/geocode";
import type { contactSettingsSchema, geocodeSchema, MessageListParams } from "../validation";
import type { Message, SettingsRow } from "./types";

/** One page of messages as GET /api/admin/contact-messages answers it. */
export type MessagePage = { messages: Message[]; total: number; page: number; pageSize: number };
export const messagesQuery = (params: Partial<MessageListParams>) =>
  toQuery(params as Record<string, unknown>, {});

const contactKeys = {
  all: ["contact"] as const,
  messages: () => ["contact", "messages"] as const,
  messageList: (params: MessageListParams) => ["contact", "messages", params] as const,
  settings: () => ["contact", "settings"] as const,
};

/** The settings row, or null while none has been saved (the form then creates it). */
async function readSettings(signal: AbortSignal): Promise<SettingsRow | null> {
  try {
    return await api<SettingsRow>("/api/admin/contact-settings", { signal });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const contactQueries = {
  messages: (params: MessageListParams) =>
    queryOptions({
      queryKey: contactKeys.messageList(params),
      queryFn: ({ signal }) =>
        api<MessagePage>(`/api/admin/contact-messages${messagesQuery(params)}`, { signal }),
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to load messages" },
      ...LIVE_LIST,
    }),
  settings: () =>
    queryOptions({
      queryKey: contactKeys.settings(),
      queryFn: ({ signal }) => readSettings(signal),
      meta: { errorMessage: "Failed to load contact settings" },
    }),
};

export const contactMutations = {
  /** A status change can move a message between filtered lists, so every list reads again. */
  setMessageStatus: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update message status" },
      mutationFn: ({ id, status }: { id: string; status: "read" | "replied" | "archived" }) =>
        api(`/api/admin/contact-messages/${id}`, { method: "PATCH", json: { status } }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: contactKeys.messages() }),
    }),
  /** The saved row becomes the cached settings, which also ends the "not found" state. */
  saveSettings: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save settings" },
      mutationFn: (values: z.output<typeof contactSettingsSchema>) =>
        api<SettingsRow>("/api/admin/contact-settings", { method: "PUT", json: values }),
      onSuccess: (row, _values, _r, { client }) => client.setQueryData(contactKeys.settings(), row),
    }),
  /** A lookup, not a write: the map location text for an address. */
  geocode: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to geocode address" },
      mutationFn: async (values: z.input<typeof geocodeSchema>) =>
        (
          await api<{ location: ApiResult<typeof geocodeAddress> }>(
            "/api/admin/contact-settings/geocode",
            {
              method: "POST",
              json: values,
            },
          )
        ).location,
    }),
};
