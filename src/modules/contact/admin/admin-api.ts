import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api, ApiError } from "@/platform/http/api-client";
import { LIVE_LIST } from "@/platform/http/query-client";
import { readList } from "@/platform/http/read-list";
import type { ApiResult } from "@/platform/http/json-of";
import type { geocodeAddress } from "../server/geocode";
import type { contactSettingsSchema, geocodeSchema } from "../validation";
import type { Message, MessageFilter, SettingsRow } from "./types";

export const contactKeys = {
  all: ["contact"] as const,
  messages: () => ["contact", "messages"] as const,
  messageList: (filter: MessageFilter) => ["contact", "messages", filter] as const,
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
  messages: (filter: MessageFilter) =>
    queryOptions({
      queryKey: contactKeys.messageList(filter),
      queryFn: readList<Message>(
        `/api/admin/contact-messages${filter ? `?status=${filter}` : ""}`,
        "messages",
      ),
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
