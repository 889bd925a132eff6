import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import type { AuditEntryView, AuditPage } from "../index";

export type ActivityFilters = {
  actor: string;
  entity: string;
  /** yyyy-mm-dd in the viewer's own time zone, or "" */
  from: string;
  to: string;
  page: number;
};

/** A local calendar day's first or last instant, as the API expects it. */
function dayBound(day: string, end: boolean): string {
  return new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`).toISOString();
}

export function activityQuery(f: ActivityFilters) {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.actor) q.set("actor", f.actor);
  if (f.entity) q.set("entity", f.entity);
  if (f.from) q.set("from", dayBound(f.from, false));
  if (f.to) q.set("to", dayBound(f.to, true));
  return queryOptions({
    queryKey: ["activity", f],
    queryFn: () => api<AuditPage>(`/api/admin/activity?${q}`),
    placeholderData: keepPreviousData,
  });
}

export type HistoryKind = "game" | "lead";

/** `version` (e.g. the record's updatedAt) makes a changed record load its history again. */
export function historyQuery(kind: HistoryKind, id: string, version?: string) {
  return queryOptions({
    queryKey: ["history", kind, id, version],
    queryFn: () =>
      api<{ entries: AuditEntryView[] }>(`/api/admin/${kind}s/${id}/history`).then(
        (d) => d.entries,
      ),
  });
}
