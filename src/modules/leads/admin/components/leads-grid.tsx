"use client";
import { AdminTable, type Column } from "@/ui/admin-table";
import { Button } from "@/ui/button";
import { LocalTime } from "@/ui/local-time";
import type { LeadListItem, LeadSort, SortState } from "../leads-view";
import { StatusBadge } from "./status-badge";

type TableProps = React.ComponentProps<typeof AdminTable<LeadListItem>>;
type Props = Pick<
  TableProps,
  "rows" | "error" | "onRetry" | "empty" | "stale" | "selection" | "paging"
> & {
  sort: SortState;
  onSort: (column: LeadSort) => void;
  onView: (lead: LeadListItem) => void;
};

/** The lead table: sortable Name, Status and Date headers, one row per lead with View. */
export function LeadsGrid({ sort, onSort, onView, ...table }: Props) {
  const columns: Column<LeadListItem>[] = [
    {
      key: "name",
      header: "Name",
      sortKey: "name",
      className: "font-medium text-slate-900",
      cell: (l) => (
        // On a phone the View column is off-screen; the name opens the details too.
        <button
          type="button"
          tabIndex={-1}
          className="text-left hover:underline"
          onClick={() => onView(l)}
        >
          {l.name}
          {l.unread ? (
            <span className="ml-2 rounded-full bg-green-700 px-1.5 text-xs font-semibold text-white">
              {l.unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </button>
      ),
    },
    {
      key: "whatsapp",
      header: "WhatsApp Number",
      headerClassName: "whitespace-nowrap",
      className: "whitespace-nowrap",
      cell: (l) => l.whatsapp,
    },
    {
      key: "location",
      header: "Location",
      className: "max-w-[16rem] truncate",
      cell: (l) => <span title={l.location}>{l.location}</span>,
    },
    {
      key: "game",
      header: "Game",
      cell: (l) => l.gameTitle ?? <span className="text-slate-400">—</span>,
    },
    {
      key: "status",
      header: "Status",
      sortKey: "status",
      cell: (l) => <StatusBadge status={l.status} />,
    },
    {
      key: "created_at",
      header: "Date",
      sortKey: "created_at",
      className: "whitespace-nowrap",
      cell: (l) => <LocalTime iso={l.createdAt} />,
    },
    {
      key: "actions",
      header: "Actions",
      hiddenHeader: true,
      headerClassName: "text-right",
      className: "text-right",
      cell: (l) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onView(l)}
          aria-label={`View details of ${l.name}`}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <AdminTable
      {...table}
      caption="Leads"
      columns={columns}
      sort={{ key: sort.sort, dir: sort.dir }}
      onSort={(key) => onSort(key as LeadSort)}
    />
  );
}
