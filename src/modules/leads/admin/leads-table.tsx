"use client";
import { useCallback, useEffect, useState } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, Download, RefreshCw, Settings } from "lucide-react";
import { useCan } from "@/modules/auth/public/use-can";
import { api } from "@/platform/http/api-client";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Select } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { LEAD_STATUS_LABELS, type LeadStatusValue } from "../statuses";
import { LeadDetailsDialog } from "./lead-details-dialog";
import {
  DEFAULT_SORT,
  leadsCsv,
  nextSort,
  type LeadListItem,
  type LeadSort,
  type SortState,
} from "./leads-view";
import { StatusBadge } from "./status-badge";

const FILTERS: { value: "" | LeadStatusValue; label: string }[] = [
  { value: "", label: "All Leads" },
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "converted", label: "Converted" },
  { value: "lost", label: "Lost" },
];

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function LeadsTable({ onOpenSettings }: { onOpenSettings: () => void }) {
  const canSettings = useCan({ whatsappSettings: ["read"] });
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [status, setStatus] = useState<"" | LeadStatusValue>("");
  const [leads, setLeads] = useState<LeadListItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<LeadListItem | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    const q = new URLSearchParams({
      sort: sort.sort,
      dir: sort.dir,
      ...(status ? { status } : {}),
    });
    try {
      const data = await api<{ leads: LeadListItem[] }>(`/api/admin/leads?${q}`);
      setLeads(data.leads);
    } catch (e) {
      console.warn("Failed to load leads", e);
      setFailed(true);
    }
  }, [sort, status]);

  useEffect(() => {
    // Loading is an external sync; the state updates happen after the request resolves.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const header = (column: LeadSort, label: string) => {
    const active = sort.sort === column;
    const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
        className="px-3 py-2 text-left"
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 font-semibold hover:text-slate-900"
          onClick={() => setSort((s) => nextSort(s, column))}
        >
          {label} <Icon className="h-3.5 w-3.5" aria-hidden />
        </button>
      </th>
    );
  };

  const onUpdated = (lead: LeadListItem) => {
    setSelected(lead);
    setLeads((ls) =>
      (ls ?? [])
        .map((l) => (l.id === lead.id ? lead : l))
        .filter((l) => !status || l.status === status),
    );
  };

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
            value={status}
            onChange={(e) => setStatus(e.target.value as "" | LeadStatusValue)}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </Select>
          <Button
            variant="secondary"
            disabled={!leads?.length}
            onClick={() =>
              leads &&
              download(`leads-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(leads))
            }
          >
            <Download className="h-4 w-4" aria-hidden /> Export CSV
          </Button>
          {canSettings ? (
            <Button variant="secondary" onClick={onOpenSettings}>
              <Settings className="h-4 w-4" aria-hidden /> WhatsApp Settings
            </Button>
          ) : null}
        </div>
      </div>
      {failed ? (
        <ErrorBox>
          <div className="flex items-center justify-between gap-3">
            <span>Failed to load leads</span>
            <Button size="sm" variant="secondary" onClick={() => void load()}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Try Again
            </Button>
          </div>
        </ErrorBox>
      ) : leads === null ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading leads">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Leads</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {header("name", "Name")}
                <th scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                  WhatsApp Number
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Location
                </th>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Game
                </th>
                {header("status", "Status")}
                {header("created_at", "Date")}
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {leads.length === 0 ? (
                <tr>
                  <td colSpan={7} className="px-3 py-8 text-center text-slate-500">
                    {status
                      ? `No ${LEAD_STATUS_LABELS[status].toLowerCase()} leads.`
                      : "No leads yet."}
                  </td>
                </tr>
              ) : (
                leads.map((l) => (
                  <tr key={l.id} className="hover:bg-slate-50">
                    <td className="px-3 py-2 font-medium text-slate-900">
                      {/* On a phone the View column is off-screen; the name opens the details too. */}
                      <button
                        type="button"
                        tabIndex={-1}
                        className="text-left hover:underline"
                        onClick={() => setSelected(l)}
                      >
                        {l.name}
                      </button>
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{l.whatsapp}</td>
                    <td className="max-w-[16rem] truncate px-3 py-2" title={l.location}>
                      {l.location}
                    </td>
                    <td className="px-3 py-2">
                      {l.gameTitle ?? <span className="text-slate-400">—</span>}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={l.status} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {new Date(l.createdAt).toLocaleDateString()}
                    </td>
                    <td className="px-3 py-2 text-right">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setSelected(l)}
                        aria-label={`View details of ${l.name}`}
                      >
                        View
                      </Button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <LeadDetailsDialog lead={selected} onClose={() => setSelected(null)} onUpdated={onUpdated} />
    </div>
  );
}
