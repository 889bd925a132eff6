import "server-only";
import { and, eq, lt, sql, sum } from "drizzle-orm";
import { config } from "@/platform/config";
import { AppError } from "@/platform/errors";
import { getDb } from "@/platform/db/client";
import { bucketOf, METRIC_NAMES } from "../histogram";
import { webVitalsDaily } from "../schema";
import type { VitalsReport } from "../validation";

/** The UTC day of an instant, as a date column holds it (yyyy-mm-dd). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Days of vitals kept; older days are swept (the owners' summary reads the last 28). */
const VITALS_KEEP_DAYS = 90;
const SWEEP_EVERY_MS = 60 * 60_000;
const sweepState = globalThis as unknown as { __arcadeVitalsSweepAt?: number };

/** Deletes the histogram rows of days older than VITALS_KEEP_DAYS. */
export async function sweepOldVitals(now = new Date()): Promise<void> {
  const db = await getDb();
  const oldest = utcDay(new Date(now.getTime() - VITALS_KEEP_DAYS * 86_400_000));
  await db.delete(webVitalsDaily).where(lt(webVitalsDaily.day, oldest));
}

/**
 * The visits a page's day already holds: the largest count over its metrics (every beacon
 * carries at least one).
 */
async function visitsOf(day: string, page: string): Promise<number> {
  const db = await getDb();
  const perMetric = await db
    .select({ n: sum(webVitalsDaily.count).mapWith(Number) })
    .from(webVitalsDaily)
    .where(and(eq(webVitalsDaily.day, day), eq(webVitalsDaily.page, page)))
    .groupBy(webVitalsDaily.metric);
  return Math.max(0, ...perMetric.map((r) => r.n ?? 0));
}

/**
 * Counts one visit's vitals into today's histogram of its page: one bucket per metric goes up by
 * one. A page's day takes at most VITALS_PAGE_DAILY_CAP visits (429 after), so beacons from many
 * addresses cannot swamp what the owners read.
 */
export async function recordVitals(report: VitalsReport, at = new Date()): Promise<void> {
  const day = utcDay(at);
  if ((sweepState.__arcadeVitalsSweepAt ?? 0) < at.getTime() - SWEEP_EVERY_MS) {
    sweepState.__arcadeVitalsSweepAt = at.getTime();
    await sweepOldVitals(at);
  }
  if ((await visitsOf(day, report.page)) >= config().VITALS_PAGE_DAILY_CAP)
    throw new AppError("Too many reports for this page today", {
      code: "RATE_LIMITED",
      status: 429,
    });
  const rows = METRIC_NAMES.flatMap((metric) => {
    const value = report[metric];
    return value === undefined
      ? []
      : [{ day, page: report.page, metric, bucket: bucketOf(metric, value), count: 1 }];
  });
  if (!rows.length) return;
  const db = await getDb();
  await db
    .insert(webVitalsDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        webVitalsDaily.day,
        webVitalsDaily.page,
        webVitalsDaily.metric,
        webVitalsDaily.bucket,
      ],
      set: { count: sql`${webVitalsDaily.count} + 1` },
    });
}
