"use client";
import { useQuery } from "@tanstack/react-query";
import { AdminTable, type Column } from "@/ui/admin-table";
import { fromQuery } from "@/ui/list-states";
import { cn } from "@/ui/cn";
import { QueryBoundary } from "@/ui/query-boundary";
import { vitalsQuery } from "../admin-api";
import {
  METRICS,
  METRIC_NAMES,
  type Metric,
  type MetricSummary,
  type PageVitals,
  type Rating,
} from "../../index";

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

const COLUMNS: Column<PageVitals>[] = [
  {
    key: "page",
    header: "Page",
    rowHeader: true,
    className: "font-mono",
    cell: (p) => p.page,
  },
  ...METRIC_NAMES.map((m): Column<PageVitals> => ({
    key: m,
    header: (
      <>
        <abbr title={METRIC_TITLE[m]} className="no-underline">
          {m}
        </abbr>{" "}
        <span className="block text-xs font-normal text-slate-500">{thresholds(m)}</span>
      </>
    ),
    cell: (p) => <Cell metric={m} summary={p[m]} />,
  })),
];

function Vitals() {
  const query = useQuery(vitalsQuery());
  const data = query.data;
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
      <AdminTable
        caption="p75 of each Core Web Vital per page, last 28 days"
        columns={COLUMNS}
        {...fromQuery(query, data?.pages, "Failed to load web vitals.")}
        rowKey={(p) => p.page}
        empty="No visits measured in the last 28 days."
        loadingLabel="Loading web vitals"
        skeleton={{ rows: 4 }}
        stale={query.isFetching && !query.isPending}
      />
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
