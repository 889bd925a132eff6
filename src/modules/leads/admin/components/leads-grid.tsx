"use client";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Button } from "@/ui/button";
import { LEAD_STATUS_LABELS, type LeadStatusValue } from "../../statuses";
import type { LeadListItem, LeadSort, SortState } from "../leads-view";
import { StatusBadge } from "./status-badge";

type Props = {
  leads: LeadListItem[];
  sort: SortState;
  status: "" | LeadStatusValue;
  onSort: (column: LeadSort) => void;
  onView: (lead: LeadListItem) => void;
};

/** The lead table: sortable Name, Status and Date headers, one row per lead with View. */
export function LeadsGrid({ leads, sort, status, onSort, onView }: Props) {
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
          onClick={() => onSort(column)}
        >
          {label} <Icon className="h-3.5 w-3.5" aria-hidden />
        </button>
      </th>
    );
  };

  return (
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
                {status ? `No ${LEAD_STATUS_LABELS[status].toLowerCase()} leads.` : "No leads yet."}
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
                    onClick={() => onView(l)}
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
                    onClick={() => onView(l)}
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
  );
}
