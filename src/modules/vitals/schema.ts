import { date, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * Real visitors' Core Web Vitals, kept as a histogram per page, day and metric: one
 * row per bucket with its count, never a row per visit, so nothing about a visitor is stored and
 * the table's size is bounded (pages × 3 metrics × buckets per day). The 75th percentile is read
 * off the histogram (histogram.ts says what each bucket holds).
 */
export const webVitalsDaily = pgTable(
  "web_vitals_daily",
  {
    /** The UTC day the visit reported on. */
    day: date("day").notNull(),
    /** The page's route pattern, e.g. /shop/[id] (ids are not kept). */
    page: text("page").notNull(),
    /** LCP, INP or CLS. */
    metric: text("metric").notNull(),
    bucket: smallint("bucket").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.metric, t.bucket] })],
);
