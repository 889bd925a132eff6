"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { QuotesDashboard } from "@/modules/quotes/public/quotes-dashboard";
import { useState } from "react";
import { LoadError } from "@/ui/alert";
import { inputClass } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import {
  DASHBOARD_PERIODS,
  DASHBOARD_PERIOD_LABELS,
  type DashboardPeriod,
} from "../../../pipeline-validation";
import type { Dashboard } from "../../../server/dashboard";
import { pipelineQueries } from "../../pipeline-api";
import { ChartCard } from "./chart-card";

const pct = (part: number, whole: number) =>
  whole === 0 ? "—" : `${Math.round((part / whole) * 100)}%`;

/** Minutes as "2 h 5 min" or "3 d 4 h". */
function duration(minutes: number | null): string {
  if (minutes === null) return "No contact yet";
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  if (h < 48) return `${h} h ${minutes % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

function Figures({ d }: { d: Dashboard }) {
  const wa = d.whatsapp;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Leads in the period" value={String(d.total)} />
      <Figure label="Median time to first contact" value={duration(d.medianFirstContactMinutes)} />
      <Figure
        label="WhatsApp delivered"
        value={pct(wa.delivered, wa.sent)}
        hint={`${wa.delivered} of ${wa.sent} sent · ${wa.failed} failed`}
      />
      <Figure
        label="WhatsApp read"
        value={pct(wa.read, wa.sent)}
        hint={`${wa.read} of ${wa.sent} sent`}
      />
    </dl>
  );
}

/** The sales dashboard: how many leads came from which game, country and source, and how fast. */
export function DashboardScreen() {
  const [period, setPeriod] = useState<DashboardPeriod>("30d");
  const q = useQuery({ ...pipelineQueries.dashboard(period), placeholderData: keepPreviousData });
  const d = q.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Sales dashboard</h1>
        <div>
          <label htmlFor="dashboard-period" className="block text-sm font-medium text-slate-700">
            Period
          </label>
          <select
            id="dashboard-period"
            className={inputClass}
            value={period}
            onChange={(e) => setPeriod(e.target.value as DashboardPeriod)}
          >
            {DASHBOARD_PERIODS.map((p) => (
              <option key={p} value={p}>
                {DASHBOARD_PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QuotesDashboard />
      {q.isError && !d ? (
        <LoadError message="Failed to load the dashboard" onRetry={() => void q.refetch()} />
      ) : null}
      {!d && q.isPending ? (
        <div
          className="grid gap-3 sm:grid-cols-2"
          // A role that may carry a name: a named plain div is an axe violation while it loads.
          role="status"
          aria-busy="true"
          aria-label="Loading the dashboard"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : null}
      {d ? (
        <div className="space-y-4" aria-busy={q.isFetching}>
          <Figures d={d} />
          <ChartCard
            title="Leads per week (last 12 weeks)"
            labelHeader="Week of"
            rows={d.perWeek.map((w) => ({ label: w.week, count: w.count }))}
          />
          <ChartCard
            title="Status funnel"
            labelHeader="Status"
            empty="No leads in this period."
            rows={[
              { label: "All leads", count: d.total },
              { label: "Contacted", count: d.funnel.contacted },
              { label: "Converted", count: d.funnel.converted },
              { label: "Lost", count: d.funnel.lost },
            ]}
          />
          <div className="grid gap-4 lg:grid-cols-3">
            <ChartCard title="Leads by game" labelHeader="Game" layout="rows" rows={d.byGame} />
            <ChartCard
              title="Leads by source"
              labelHeader="Source"
              layout="rows"
              rows={d.bySource}
            />
            <ChartCard
              title="Leads by country code"
              labelHeader="Country code"
              layout="rows"
              rows={d.byCountry}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
