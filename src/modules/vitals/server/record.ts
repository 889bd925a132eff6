import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { bucketOf, METRIC_NAMES } from "../histogram";
import { webVitalsDaily } from "../schema";
import type { VitalsReport } from "../validation";

/** The UTC day of an instant, as a date column holds it (yyyy-mm-dd). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Counts one visit's vitals into today's histogram of its page: one bucket per metric goes up by one. */
export async function recordVitals(report: VitalsReport, at = new Date()): Promise<void> {
  const day = utcDay(at);
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
