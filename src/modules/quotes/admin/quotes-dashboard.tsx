"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/ui/alert";
import { Skeleton } from "@/ui/skeleton";
import { api } from "@/platform/http/api-client";
import { formatMoney } from "../money";
import type { QuoteStatsRow } from "../server/dashboard";

/** The sales dashboard's quotes: quoted value, won value and win rate per month and salesperson. */
export function QuotesDashboard() {
  const stats = useQuery({
    queryKey: ["quotes", "dashboard"],
    queryFn: async ({ signal }) =>
      (await api<{ rows: QuoteStatsRow[] }>("/api/admin/quotes/dashboard", { signal })).rows,
  });
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="quote-stats"
    >
      <h2 id="quote-stats" className="mb-3 text-base font-semibold text-slate-900">
        Quotes
      </h2>
      {stats.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : stats.isError ? (
        <LoadError
          message="Failed to load the quote figures"
          onRetry={() => void stats.refetch()}
        />
      ) : stats.data.length === 0 ? (
        <p className="text-sm text-slate-500">No quotes sent in the last 12 months.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="quote-stats">
            <thead>
              <tr className="text-left text-slate-500">
                <th scope="col" className="py-1 pr-3">
                  Month
                </th>
                <th scope="col" className="py-1 pr-3">
                  Salesperson
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Sent
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Quoted
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Won
                </th>
                <th scope="col" className="py-1 text-right">
                  Win rate
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.data.map((r) => (
                <tr
                  key={`${r.month}-${r.salesperson}-${r.currency}`}
                  className="border-t border-slate-100"
                >
                  <td className="py-1 pr-3">{r.month}</td>
                  <td className="py-1 pr-3">{r.salesperson}</td>
                  <td className="py-1 pr-3 text-right">{r.sent}</td>
                  <td className="py-1 pr-3 text-right">{formatMoney(r.quotedMinor, r.currency)}</td>
                  <td className="py-1 pr-3 text-right">{formatMoney(r.wonMinor, r.currency)}</td>
                  <td className="py-1 text-right">
                    {r.winRate === null ? "–" : `${Math.round(r.winRate * 100)}%`}
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
