"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/ui/skeleton";

const BarChart = dynamic(() => import("./bar-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-56 w-full" />,
});

/** A chart and the same figures as a table: the table is what screen readers and keyboards get. */
export function ChartCard({
  title,
  rows,
  labelHeader,
  layout,
  empty = "No leads in this period.",
}: {
  title: string;
  rows: Array<{ label: string; count: number }>;
  labelHeader: string;
  layout?: "columns" | "rows";
  empty?: string;
}) {
  const id = `chart-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 || rows.every((r) => r.count === 0) ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <BarChart data={rows} layout={layout} />
      )}
      {rows.length > 0 ? (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col" className="py-1 font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Leads
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className="py-1 text-left font-normal text-slate-800">
                  {r.label}
                </th>
                <td className="py-1 text-right tabular-nums">{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
