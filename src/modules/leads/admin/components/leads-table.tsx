"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Settings } from "lucide-react";
import { useCan } from "@/modules/auth/admin";
import { useServerAnswers } from "@/platform/http/server-answers";
import { useListState } from "@/platform/lists/use-list-state";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { useLeadExtensions } from "../lead-extensions";
import { PipelineFilterBar, pipelineParams } from "./pipeline/pipeline-filter-bar";
import { Button } from "@/ui/button";
import { ExportButton } from "@/ui/export-button";
import { Select } from "@/ui/field";
import { DateRange, SearchBox } from "@/ui/list-filters";
import { fromQuery } from "@/ui/list-states";
import { LEAD_STATUS_LABELS, LEAD_STATUSES_PUBLIC, type LeadStatusValue } from "../../statuses";
import {
  LEAD_LIST_DEFAULTS,
  LEAD_QUOTE_FILTER_LABELS,
  LEAD_QUOTE_FILTERS,
  leadListParamsSchema,
  type LeadQuoteFilter,
} from "../../validation";
import { leadsMutations, leadsQueries, leadsQuery, type LeadPage } from "../admin-api";
import { LeadDetailsDialog } from "./lead-details-dialog";
import { LeadsGrid } from "./leads-grid";
import { nextSort, type LeadListItem } from "../leads-view";

const FILTERS: { value: "" | LeadStatusValue; label: string }[] = [
  { value: "", label: "All Leads" },
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "converted", label: "Converted" },
  { value: "lost", label: "Lost" },
];

const nf = new Intl.NumberFormat("en-US");

/**
 * The leads screen: status filter, search, dates, CSV export, the sortable paged table, selection
 * with a bulk status change, and a lead's details. All of the list's state is in the URL.
 */
export function LeadsTable({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { settings, notice } = useLeadExtensions();
  const canExport = useCan({ lead: ["export"] });
  const { state, set, hrefFor, pending } = useListState(leadListParamsSchema, LEAD_LIST_DEFAULTS);
  const filter = {
    status: state.status,
    q: state.q,
    from: state.from,
    to: state.to,
    view: state.view,
    owner: state.owner,
    source: state.source,
    tz: state.tz,
    unread: state.unread,
    quote: state.quote,
  };
  const filterKey = JSON.stringify(filter);
  const [selected, setSelected] = useState<LeadListItem | null>(null);
  const answer = useServerAnswers();
  const query = useQuery({
    ...leadsQueries.list(state),
    ...answer<LeadPage>(`/api/admin/leads${leadsQuery(state)}`),
  });
  const data = query.data;
  const leads = data?.leads;

  // Selection: ids on any page, or every lead matching the filter; a new filter clears it.
  const [chosen, setChosen] = useState<{ key: string; ids: Set<string>; all: boolean }>({
    key: filterKey,
    ids: new Set(),
    all: false,
  });
  const sel =
    chosen.key === filterKey ? chosen : { key: filterKey, ids: new Set<string>(), all: false };
  const setSel = (ids: Set<string>, all = false) => setChosen({ key: filterKey, ids, all });
  const onPage = useMemo(() => leads?.map((l) => l.id) ?? [], [leads]);
  const pickedOnPage = onPage.filter((id) => sel.all || sel.ids.has(id)).length;
  const count = sel.all ? (data?.total ?? 0) : sel.ids.size;

  const bulk = useMutation(leadsMutations.bulkStatus());
  const [bulkStatus, setBulkStatus] = useState<(typeof LEAD_STATUSES_PUBLIC)[number]>("contacted");
  const applyBulk = () =>
    bulk.mutate(
      {
        status: bulkStatus,
        target: sel.all
          ? { kind: "filter", filter, expected: count }
          : { kind: "ids", ids: [...sel.ids] },
      },
      { onSuccess: () => setSel(new Set()) },
    );

  const filtered = Boolean(
    state.q ||
    state.from ||
    state.to ||
    state.view ||
    state.owner ||
    state.source ||
    state.unread ||
    state.quote,
  );
  const empty = state.status
    ? `No ${LEAD_STATUS_LABELS[state.status].toLowerCase()} leads.`
    : filtered
      ? "No leads match these filters."
      : "No leads yet.";

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Leads</h1>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="lead-status-filter">
            Status filter
          </label>
          <Select
            id="lead-status-filter"
            className="w-40"
            value={state.status ?? ""}
            onChange={(e) =>
              set({ status: (e.target.value || undefined) as LeadStatusValue | undefined })
            }
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
          <label className="sr-only" htmlFor="lead-quote-filter">
            Quote filter
          </label>
          <Select
            id="lead-quote-filter"
            className="w-52"
            value={state.quote ?? ""}
            onChange={(e) =>
              set({ quote: (e.target.value || undefined) as LeadQuoteFilter | undefined })
            }
          >
            <option value="">Any quote</option>
            {LEAD_QUOTE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {LEAD_QUOTE_FILTER_LABELS[f]}
              </option>
            ))}
          </Select>
          <label className="inline-flex items-center gap-1 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={state.unread === "1"}
              onChange={(e) => set({ unread: e.target.checked ? "1" : undefined })}
            />
            Unread
          </label>
          {canExport ? (
            <ExportButton
              url={`/api/admin/leads/export${leadsQuery({ ...filter, sort: state.sort, dir: state.dir })}`}
              disabled={!data?.total}
            />
          ) : null}
          {settings ? (
            <Button variant="secondary" onClick={onOpenSettings}>
              <Settings className="h-4 w-4" aria-hidden /> {settings.label}
            </Button>
          ) : null}
        </div>
      </div>
      {notice}
      <PipelineFilterBar
        value={{ view: state.view ?? "", owner: state.owner ?? "", source: state.source ?? "" }}
        onChange={(v) => {
          const p = pipelineParams(v);
          set({
            view: v.view || undefined,
            owner: p.owner,
            source: p.source,
            tz: p.tz ? Number(p.tz) : undefined,
          });
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          label="Search leads"
          placeholder="Name, number, location, game"
          value={state.q ?? ""}
          onSearch={(q) => set({ q: q || undefined }, { replace: true })}
        />
        <DateRange from={state.from} to={state.to} onChange={(r) => set(r)} />
      </div>
      {count > 0 ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
          role="region"
          aria-label="Bulk actions"
        >
          <span>
            {nf.format(count)} {count === 1 ? "lead" : "leads"} selected
          </span>
          {!sel.all && pickedOnPage === onPage.length && (data?.total ?? 0) > onPage.length ? (
            <Button size="sm" variant="ghost" onClick={() => setSel(new Set(), true)}>
              Select all {nf.format(data!.total)} matching leads
            </Button>
          ) : null}
          <label htmlFor="bulk-status" className="ml-auto">
            Set status
          </label>
          <Select
            id="bulk-status"
            className="w-36"
            value={bulkStatus}
            onChange={(e) => setBulkStatus(e.target.value as typeof bulkStatus)}
          >
            {LEAD_STATUSES_PUBLIC.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
          <Button size="sm" onClick={applyBulk} disabled={bulk.isPending}>
            Apply
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSel(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}
      {bulk.isError ? (
        <ErrorBox>
          {bulk.error instanceof Error && bulk.error.message
            ? bulk.error.message
            : "Failed to update lead status"}
        </ErrorBox>
      ) : null}
      {bulk.isSuccess && count === 0 ? (
        <SuccessBox>
          Status set on {nf.format(bulk.data.changed)} {bulk.data.changed === 1 ? "lead" : "leads"}.
        </SuccessBox>
      ) : null}
      <LeadsGrid
        {...fromQuery(query, leads, "Failed to load leads")}
        empty={empty}
        stale={query.isPlaceholderData || pending}
        sort={{ sort: state.sort, dir: state.dir }}
        onSort={(column) =>
          set({ ...nextSort({ sort: state.sort, dir: state.dir }, column), page: 1 })
        }
        onView={setSelected}
        selection={{
          isSelected: (l) => sel.all || sel.ids.has(l.id),
          toggle: (l) => {
            if (sel.all) return setSel(new Set(onPage.filter((id) => id !== l.id)));
            const ids = new Set(sel.ids);
            if (ids.has(l.id)) ids.delete(l.id);
            else ids.add(l.id);
            setSel(ids);
          },
          pageState: pickedOnPage === 0 ? false : pickedOnPage === onPage.length ? true : "mixed",
          togglePage: () => {
            const ids = new Set(sel.all ? [] : sel.ids);
            if (pickedOnPage === onPage.length) onPage.forEach((id) => ids.delete(id));
            else onPage.forEach((id) => ids.add(id));
            setSel(ids);
          },
          rowLabel: (l) => `Select ${l.name}`,
        }}
        paging={{ of: data, hrefFor, noun: "leads" }}
      />
      <LeadDetailsDialog
        lead={selected}
        onClose={() => setSelected(null)}
        onUpdated={setSelected}
      />
    </div>
  );
}
