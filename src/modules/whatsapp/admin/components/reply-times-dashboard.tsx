"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/ui/alert";
import { Skeleton } from "@/ui/skeleton";
import { replyTimeQueries } from "../reply-time-api";

const minutes = (m: number | null) =>
  m === null
    ? "–"
    : m >= 60
      ? `${Math.floor(m / 60)} h ${Math.round(m % 60)} min`
      : `${Math.round(m)} min`;
const share = (s: number | null) => (s === null ? "–" : `${Math.round(s * 100)}%`);

/** The sales dashboard's WhatsApp reply times: median first reply and share in target. */
export function ReplyTimesDashboard() {
  const stats = useQuery(replyTimeQueries.stats());
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="reply-time-stats"
    >
      <h2 id="reply-time-stats" className="mb-3 text-base font-semibold text-slate-900">
        WhatsApp reply times
      </h2>
      {stats.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : stats.isError ? (
        <LoadError message="Failed to load reply times" onRetry={() => void stats.refetch()} />
      ) : stats.data.length === 0 ? (
        <p className="text-sm text-slate-500">No WhatsApp replies in the last 6 months.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="reply-time-stats">
            <thead>
              <tr className="text-left text-slate-500">
                <th scope="col" className="py-1 pr-3">
                  Month
                </th>
                <th scope="col" className="py-1 pr-3">
                  Person
                </th>
                <th scope="col" className="py-1 pr-3">
                  Median first reply (business time)
                </th>
                <th scope="col" className="py-1 pr-3">
                  Replies within target
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.data.map((r) => (
                <tr key={`${r.month}|${r.staffId ?? ""}`} className="border-t border-slate-100">
                  <td className="py-1 pr-3">{r.month}</td>
                  <td className="py-1 pr-3">{r.staff}</td>
                  <td className="py-1 pr-3">
                    {minutes(r.medianFirstReplyMinutes)}{" "}
                    <span className="text-slate-500">({r.firstReplies})</span>
                  </td>
                  <td className="py-1 pr-3">
                    {share(r.withinTargetShare)}{" "}
                    <span className="text-slate-500">of {r.replies}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
