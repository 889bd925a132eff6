"use client";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/ui/button";
import { QueryBoundary } from "@/ui/query-boundary";
import { Skeleton } from "@/ui/skeleton";
import { historyQuery, type HistoryKind } from "../admin-api";
import { ChangeList } from "./change-list";
import { actionLabel, entityLabel } from "../../index";

type Props = { kind: HistoryKind; id: string; version?: string };

function History({ kind, id, version }: Props) {
  const { data, isPending, isError, refetch } = useQuery(historyQuery(kind, id, version));
  if (isPending) return <Skeleton className="h-16 w-full" />;
  if (isError)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
        Failed to load history
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  if (data.length === 0) return <p className="text-sm text-slate-500">No changes recorded yet.</p>;
  return (
    <ol className="max-h-64 space-y-3 overflow-y-auto pr-1">
      {data.map((e) => (
        <li key={e.id} className="border-l-2 border-slate-200 pl-3 text-sm">
          <p className="text-slate-900">
            {actionLabel(e.action)}
            {e.entity !== kind ? ` ${entityLabel(e.entity).toLowerCase()}` : null}
            <span className="text-slate-500">
              {" "}
              by {e.actorName ?? e.actorEmail ?? "someone"} ·{" "}
              <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
            </span>
          </p>
          <ChangeList entry={e} />
        </li>
      ))}
    </ol>
  );
}

/** "History": who changed this game or lead, when, and what changed, newest first. */
export function RecordHistory({ id, ...rest }: Omit<Props, "id"> & { id?: string | null }) {
  if (!id) return null;
  return (
    <section aria-label="History" className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">History</h3>
      <QueryBoundary>
        <History id={id} {...rest} />
      </QueryBoundary>
    </section>
  );
}
