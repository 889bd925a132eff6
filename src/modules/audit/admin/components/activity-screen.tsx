"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { QueryBoundary } from "@/ui/query-boundary";
import { Skeleton } from "@/ui/skeleton";
import { activityQuery, type ActivityFilters } from "../admin-api";
import { actionLabel, ENTITY_LABELS, entityLabel } from "../../index";
import { ChangeList } from "./change-list";

export type Person = { id: string; label: string };

const EMPTY: ActivityFilters = { actor: "", entity: "", from: "", to: "", page: 1 };

function Activity({ people }: { people: Person[] }) {
  const [filters, setFilters] = useState(EMPTY);
  const { data, isPending, isError, refetch, isFetching } = useQuery(activityQuery(filters));
  const set = (patch: Partial<ActivityFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Activity</h1>
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter activity"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label="Person">
          {(p) => (
            <Select {...p} value={filters.actor} onChange={(e) => set({ actor: e.target.value })}>
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
            <Select {...p} value={filters.entity} onChange={(e) => set({ entity: e.target.value })}>
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
              onChange={(e) => set({ from: e.target.value })}
            />
          )}
        </Field>
        <Field label="To">
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.to}
              onChange={(e) => set({ to: e.target.value })}
            />
          )}
        </Field>
      </form>
      {isError ? (
        <ErrorBox>
          Failed to load activity.{" "}
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try Again
          </Button>
        </ErrorBox>
      ) : null}
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        aria-busy={isFetching}
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              {["When", "Who", "What", "Changes", "Address"].map((h) => (
                <th key={h} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {isPending
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={5} className="px-4 py-3">
                      <Skeleton className="h-5" />
                    </td>
                  </tr>
                ))
              : null}
            {data?.entries.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
                  No activity matches these filters.
                </td>
              </tr>
            ) : null}
            {data?.entries.map((e) => (
              <tr key={e.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
                </td>
                <td className="px-4 py-3">{e.actorName ?? e.actorEmail ?? "Unknown"}</td>
                <td className="px-4 py-3">
                  <span className="font-medium text-slate-900">{actionLabel(e.action)}</span>{" "}
                  {entityLabel(e.entity).toLowerCase()}
                  {e.entityId ? (
                    <span className="block font-mono text-xs text-slate-500" title={e.entityId}>
                      {e.entityId.length > 12 ? `${e.entityId.slice(0, 8)}…` : e.entityId}
                    </span>
                  ) : null}
                </td>
                <td className="max-w-md px-4 py-3">
                  <ChangeList entry={e} />
                </td>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{e.ip ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.total > data.pageSize ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
          >
            Newer
          </Button>
          <span>
            Page {data.page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
          >
            Older
          </Button>
        </nav>
      ) : null}
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
