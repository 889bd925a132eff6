"use client";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { listParamsShape } from "@/platform/lists/params";
import { useListState } from "@/platform/lists/use-list-state";
import { AdminTable, type Column } from "@/ui/admin-table";
import { Field, Input, Select } from "@/ui/field";
import { fromQuery } from "@/ui/list-states";
import { QueryBoundary } from "@/ui/query-boundary";
import { activityQuery, type ActivityFilters } from "../admin-api";
import { actionLabel, ENTITY_LABELS, entityLabel, type AuditEntryView } from "../../index";
import { ChangeList } from "./change-list";

export type Person = { id: string; label: string };

/** The screen's state in the URL: reload, back/forward and shared links keep it. */
const activityUrlSchema = z.object({
  page: listParamsShape.page,
  from: listParamsShape.from,
  to: listParamsShape.to,
  actor: z.string().max(100).optional(),
  entity: z.string().max(50).optional(),
});
const DEFAULTS = { page: 1 };

function Activity({ people }: { people: Person[] }) {
  const { state, set, hrefFor } = useListState(activityUrlSchema, DEFAULTS);
  const filters: ActivityFilters = {
    actor: state.actor ?? "",
    entity: state.entity ?? "",
    from: state.from ?? "",
    to: state.to ?? "",
    page: state.page,
  };
  const query = useQuery(activityQuery(filters));
  const columns: Column<AuditEntryView>[] = [
    {
      key: "at",
      header: "When",
      className: "whitespace-nowrap align-top",
      cell: (e) => <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>,
    },
    {
      key: "who",
      header: "Who",
      className: "align-top",
      cell: (e) => e.actorName ?? e.actorEmail ?? "Unknown",
    },
    {
      key: "what",
      header: "What",
      className: "align-top",
      cell: (e) => (
        <>
          <span className="font-medium text-slate-900">{actionLabel(e.action)}</span>{" "}
          {entityLabel(e.entity).toLowerCase()}
          {e.entityId ? (
            <span className="block font-mono text-xs text-slate-500" title={e.entityId}>
              {e.entityId.length > 12 ? `${e.entityId.slice(0, 8)}…` : e.entityId}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "changes",
      header: "Changes",
      className: "max-w-md align-top",
      cell: (e) => <ChangeList entry={e} />,
    },
    {
      key: "ip",
      header: "Address",
      className: "font-mono text-xs whitespace-nowrap align-top",
      cell: (e) => e.ip ?? "",
    },
  ];

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Activity</h1>
      {/* Filters apply as they change: nothing to submit, so a search landmark, not a form. */}
      <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter activity">
        <Field label="Person">
          {(p) => (
            <Select
              {...p}
              value={filters.actor}
              onChange={(e) => set({ actor: e.target.value || undefined })}
            >
              <option value="">Everyone</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Kind of record">
          {(p) => (
            <Select
              {...p}
              value={filters.entity}
              onChange={(e) => set({ entity: e.target.value || undefined })}
            >
              <option value="">All</option>
              {Object.entries(ENTITY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="From">
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.from}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          )}
        </Field>
        <Field label="To">
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.to}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          )}
        </Field>
      </search>
      <AdminTable
        caption="Activity"
        columns={columns}
        {...fromQuery(query, query.data?.entries, "Failed to load activity.")}
        empty="No activity matches these filters."
        stale={query.isPlaceholderData}
        paging={{ of: query.data, hrefFor, noun: "entries" }}
      />
    </div>
  );
}

/** /admin/activity (owners): every change and sign-in, newest first, filtered and paged. */
export function ActivityScreen({ people }: { people: Person[] }) {
  return (
    <QueryBoundary>
      <Activity people={people} />
    </QueryBoundary>
  );
}
