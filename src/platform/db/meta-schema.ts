import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Small facts about the installation itself, e.g. that demo content was loaded once. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * When each periodic job (src/platform/scheduler.ts) may next run: the process that moves the time
 * on runs it, so a job runs once per period however many processes serve the site.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});
