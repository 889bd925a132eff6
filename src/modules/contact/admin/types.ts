import type { ApiResult } from "@/platform/http/json-of";
import type { listMessagesPage } from "../server/list";
import type { getSettings } from "../server/queries";
import type { ContactSettingsInput } from "../validation";

/** A row of GET /api/admin/contact-messages: the list query's row as JSON (server/list.ts). */
export type Message = ApiResult<typeof listMessagesPage>["rows"][number];
export type MessageFilter = "" | Message["status"];

/** The settings form's values: every field as text. */
export type SettingsValues = Record<keyof ContactSettingsInput, string>;
/** What the settings endpoints answer: the stored row as JSON (server/queries.ts). */
export type SettingsRow = NonNullable<ApiResult<typeof getSettings>>;
