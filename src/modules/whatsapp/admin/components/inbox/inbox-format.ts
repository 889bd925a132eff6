import { LOCALES } from "@/platform/i18n/locales";

/** "4 min", "3 h", "2 d": how long since `iso`, for the list's waiting column. */
export function since(iso: string, now: number): string {
  const min = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (min < 60) return `${min} min`;
  if (min < 48 * 60) return `${Math.floor(min / 60)} h`;
  return `${Math.floor(min / 1440)} d`;
}

export const languageName = (code: string) => LOCALES.find((l) => l.code === code)?.name ?? code;

export const STAGE_LABELS: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  lost: "Lost",
};

export const SCOPE_LABELS = { mine: "Mine", unassigned: "Unassigned", all: "All" } as const;
export const VIEW_LABELS = {
  open: "Open",
  waiting_us: "Waiting for us",
  waiting_buyer: "Waiting for the buyer",
  snoozed: "Snoozed",
  closed: "Closed",
} as const;
