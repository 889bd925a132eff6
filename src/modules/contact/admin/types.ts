import type { ApiResult } from "@/platform/http/json-of";
import type { getSettings } from "../server/queries";
import type { ContactSettingsInput } from "../validation";

export type Message = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  status: "new" | "read" | "replied" | "archived";
  createdAt: string;
};
export type MessageFilter = "" | Message["status"];

/** The settings form's values: every field as text. */
export type SettingsValues = Record<keyof ContactSettingsInput, string>;
/** What the settings endpoints answer: the stored row as JSON (server/queries.ts). */
export type SettingsRow = NonNullable<ApiResult<typeof getSettings>>;
