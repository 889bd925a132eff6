import "server-only";
import { gte, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { METRIC_NAMES, percentile, rating, type Metric, type Rating } from "../histogram";
import { webVitalsDaily } from "../schema";
import { utcDay } from "./record";

/** The window the back office shows, as Google's field data (CrUX) does. */
const WINDOW_DAYS = 28;

export type MetricSummary = { p75: number; rating: Rating; samples: number } | null;
export type PageVitals = { page: string; visits: number } & Record<Metric, MetricSummary>;
export type VitalsSummary = { from: string; to: string; pages: PageVitals[] };

/** p75 of each metric per page over the last 28 UTC days (today included), busiest page first. */
export async function vitalsSummary(now = new Date()): Promise<VitalsSummary> {
  const from = utcDay(new Date(now.getTime() - (WINDOW_DAYS - 1) * 86_400_000));
  const db = await getDb();
  const rows = await db
    .select({
      page: webVitalsDaily.page,
      metric: webVitalsDaily.metric,
      bucket: webVitalsDaily.bucket,
      count: sql<number>`sum(${webVitalsDaily.count})::int`,
    })
    .from(webVitalsDaily)
    .where(gte(webVitalsDaily.day, from))
    .groupBy(webVitalsDaily.page, webVitalsDaily.metric, webVitalsDaily.bucket);

  const byPage = new Map<string, Map<Metric, [number, number][]>>();
  for (const r of rows) {
    if (!METRIC_NAMES.includes(r.metric as Metric)) continue;
    const metrics = byPage.get(r.page) ?? new Map<Metric, [number, number][]>();
    byPage.set(r.page, metrics);
    const list = metrics.get(r.metric as Metric) ?? [];
    metrics.set(r.metric as Metric, list);
    list.push([r.bucket, Number(r.count)]);
  }
  const pages = [...byPage].map(([page, metrics]) => {
    const summary = Object.fromEntries(
      METRIC_NAMES.map((metric) => {
        const counts = metrics.get(metric) ?? [];
        const p75 = percentile(metric, counts, 0.75);
        const samples = counts.reduce((n, [, c]) => n + c, 0);
        return [metric, p75 === null ? null : { p75, rating: rating(metric, p75), samples }];
      }),
    ) as Record<Metric, MetricSummary>;
    // Every visit reports LCP (a visit left before its first paint may report nothing at all).
    const visits = Math.max(...METRIC_NAMES.map((m) => summary[m]?.samples ?? 0));
    return { page, visits, ...summary };
  });
  pages.sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page));
  return { from, to: utcDay(now), pages };
}
