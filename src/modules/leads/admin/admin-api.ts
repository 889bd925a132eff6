import { keepPreviousData, mutationOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/platform/http/api-client";
import { LIVE_LIST } from "@/platform/http/query-client";
import { toQuery } from "@/platform/lists/params";
import type { LeadStatusValue } from "../statuses";
import type { LeadListParams, leadBulkStatusSchema } from "../validation";
import type { LeadListItem } from "./leads-view";

/** One page of the list as GET /api/admin/leads answers it. */
export type LeadPage = { leads: LeadListItem[]; total: number; page: number; pageSize: number };

export const leadsKeys = {
  all: ["leads"] as const,
  lists: () => ["leads", "list"] as const,
  list: (params: LeadListParams) => ["leads", "list", params] as const,
};

/** The list's query string (page, sort, filters, search, dates), for the page and the export. */
export const leadsQuery = (params: Partial<LeadListParams>) =>
  toQuery(params as Record<string, unknown>, {});

export const leadsQueries = {
  /** New leads appear by themselves; a new page, sort or filter keeps the old rows until its own arrive. */
  list: (params: LeadListParams) =>
    queryOptions({
      queryKey: leadsKeys.list(params),
      queryFn: ({ signal }) => api<LeadPage>(`/api/admin/leads${leadsQuery(params)}`, { signal }),
      meta: { errorMessage: "Failed to load leads" },
      placeholderData: keepPreviousData,
      ...LIVE_LIST,
    }),
};

export const leadsMutations = {
  /** A status change can move a lead between filtered and sorted lists, so every list reads again. */
  setLeadStatus: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update lead status" },
      mutationFn: ({ id, status }: { id: string; status: LeadStatusValue }) =>
        api(`/api/admin/leads/${id}`, { method: "PATCH", json: { status } }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: leadsKeys.lists() }),
    }),
  /** One status for many leads (chosen, or all matching the filter); every list reads again. */
  bulkStatus: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to update lead status" },
      mutationFn: (body: z.input<typeof leadBulkStatusSchema>) =>
        api<{ changed: number }>("/api/admin/leads/bulk-status", { method: "POST", json: body }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: leadsKeys.lists() }),
    }),
};
