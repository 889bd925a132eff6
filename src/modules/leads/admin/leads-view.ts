import type { LEAD_STATUS_LABELS } from "../statuses";
import type { LeadSort } from "../validation";

export type { LeadSort };

export type LeadListItem = {
  id: string;
  name: string;
  whatsapp: string;
  countryCode: string;
  location: string;
  gameId: string | null;
  gameTitle: string | null;
  status: keyof typeof LEAD_STATUS_LABELS;
  createdAt: string;
  updatedAt: string;
};

export type SortState = { sort: LeadSort; dir: "asc" | "desc" };
export const DEFAULT_SORT: SortState = { sort: "created_at", dir: "desc" };

/** Clicking the current column toggles its direction; a new column starts descending (SPEC.md section 4). */
export function nextSort(current: SortState, column: LeadSort): SortState {
  if (current.sort === column)
    return { sort: column, dir: current.dir === "desc" ? "asc" : "desc" };
  return { sort: column, dir: "desc" };
}

export const chatLink = (whatsapp: string) => `https://wa.me/${whatsapp.replace(/\D/g, "")}`;
export const mapsLink = (location: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
