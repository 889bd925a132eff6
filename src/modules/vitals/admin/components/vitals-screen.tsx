"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/ui/alert";
import { cn } from "@/ui/cn";
import { QueryBoundary } from "@/ui/query-boundary";
import { Skeleton } from "@/ui/skeleton";
import { vitalsQuery } from "../admin-api";
import { METRICS, METRIC_NAMES, type Metric, type MetricSummary, type Rating } from "../../index";

const RATING_LABEL: Record<Rating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};
const RATING_STYLE: Record<Rating, string> = {
  good: "bg-green-50 text-green-800 ring-green-600/20",
  "needs-improvement": "bg-amber-50 text-amber-800 ring-amber-600/20",
  poor: "bg-red-50 text-red-800 ring-red-600/20",
};
const METRIC_TITLE: Record<Metric, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
};

function format(metric: Metric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`;
}

function thresholds(metric: Metric): string {
  const m = METRICS[metric];
  return `good ≤ ${format(metric, m.good)}, poor > ${format(metric, m.poor)}`;
}

function Cell({ metric, summary }: { metric: Metric; summary: MetricSummary }) {
  if (!summary) return <span className="text-slate-500">No data</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono font-semibold text-slate-900">{format(metric, summary.p75)}</span>
      <span
        className={cn(
          "rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
          RATING_STYLE[summary.rating],
        )}
      >
        {RATING_LABEL[summary.rating]}
      </span>
      <span className="text-xs text-slate-500">
        {summary.samples.toLocaleString()} {summary.samples === 1 ? "visit" : "visits"}
      </span>
    </span>
  );
}

function Vitals() {
  const { data, isPending, isError, refetch, isFetching } = useQuery(vitalsQuery());
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Web Vitals</h1>
        <p className="mt-1 text-sm text-slate-600">
          What real visitors of the public pages get: the 75th percentile of each Core Web Vital
          over the last 28 days{data ? ` (${data.from} to ${data.to}, UTC)` : ""}, rated against
          Google&apos;s thresholds.
        </p>
      </div>
      {isError ? (
        <LoadError message="Failed to load web vitals." onRetry={() => void refetch()} />
      ) : null}
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
        aria-busy={isFetching}
      >
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">p75 of each Core Web Vital per page, last 28 days</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Page
              </th>
              {METRIC_NAMES.map((m) => (
                <th key={m} scope="col" className="px-4 py-3 font-semibold">
                  <abbr title={METRIC_TITLE[m]} className="no-underline">
                    {m}
                  </abbr>{" "}
                  <span className="block text-xs font-normal text-slate-500">{thresholds(m)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isPending
              ? Array.from({ length: 4 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={4} className="px-4 py-3">
                      <Skeleton className="h-5" />
                    </td>
                  </tr>
                ))
              : null}
            {data?.pages.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-10 text-center text-slate-500">
                  No visits measured in the last 28 days.
                </td>
              </tr>
            ) : null}
            {data?.pages.map((p) => (
              <tr key={p.page}>
                <th scope="row" className="px-4 py-3 text-left font-mono font-medium">
                  {p.page}
                </th>
                {METRIC_NAMES.map((m) => (
                  <td key={m} className="px-4 py-3">
                    <Cell metric={m} summary={p[m]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** /admin/vitals (owners): real visitors' Core Web Vitals per page. */
export function VitalsScreen() {
  return (
    <QueryBoundary>
      <Vitals />
    </QueryBoundary>
  );
}
