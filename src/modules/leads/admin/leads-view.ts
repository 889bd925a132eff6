import type { LeadSort } from "../validation";
import type { ApiResult } from "@/platform/http/json-of";
import type { listLeadsPage } from "../server/list";

export type { LeadSort };

/** A row of GET /api/admin/leads: the list query's row as JSON (server/list.ts). */
export type LeadListItem = ApiResult<typeof listLeadsPage>["rows"][number];

export type SortState = { sort: LeadSort; dir: "asc" | "desc" };

/** Clicking the current column toggles its direction; a new column starts descending. */
export function nextSort(current: SortState, column: LeadSort): SortState {
  if (current.sort === column)
    return { sort: column, dir: current.dir === "desc" ? "asc" : "desc" };
  return { sort: column, dir: "desc" };
}

export const chatLink = (whatsapp: string) => `https://wa.me/${whatsapp.replace(/\D/g, "")}`;
export const mapsLink = (location: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
