"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Download, RefreshCw, Settings } from "lucide-react";
import { useCan } from "@/modules/auth/public/use-can";
import { HeldMessagesNotice } from "./held-messages-notice";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Select } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import type { LeadStatusValue } from "../../statuses";
import { leadsQueries } from "../admin-api";
import { LeadDetailsDialog } from "./lead-details-dialog";
import { LeadsGrid } from "./leads-grid";
import { DEFAULT_SORT, leadsCsv, nextSort, type LeadListItem, type SortState } from "../leads-view";

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

/** The leads screen: filter, CSV export, the sortable table and a lead's details. */
export function LeadsTable({ onOpenSettings }: { onOpenSettings: () => void }) {
  const canSettings = useCan({ whatsappSettings: ["read"] });
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [status, setStatus] = useState<"" | LeadStatusValue>("");
  const [selected, setSelected] = useState<LeadListItem | null>(null);
  const { data: leads, isError: failed, refetch } = useQuery(leadsQueries.list(sort, status));
  const exportCsv = () =>
    leads && download(`leads-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(leads));

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
          <Button variant="secondary" disabled={!leads?.length} onClick={exportCsv}>
            <Download className="h-4 w-4" aria-hidden /> Export CSV
          </Button>
          {canSettings ? (
            <Button variant="secondary" onClick={onOpenSettings}>
              <Settings className="h-4 w-4" aria-hidden /> WhatsApp Settings
            </Button>
          ) : null}
        </div>
      </div>
      {canSettings ? <HeldMessagesNotice /> : null}
      {failed ? (
        <ErrorBox>
          <div className="flex items-center justify-between gap-3">
            <span>Failed to load leads</span>
            <Button size="sm" variant="secondary" onClick={() => void refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Try Again
            </Button>
          </div>
        </ErrorBox>
      ) : leads === undefined ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading leads">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : (
        <LeadsGrid
          leads={leads}
          sort={sort}
          status={status}
          onSort={(column) => setSort((s) => nextSort(s, column))}
          onView={setSelected}
        />
      )}
      <LeadDetailsDialog
        lead={selected}
        onClose={() => setSelected(null)}
        onUpdated={setSelected}
      />
    </div>
  );
}
