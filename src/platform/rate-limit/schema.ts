import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "@/platform/db/columns";

/** One row per counted event (failed sign-in, lead, contact message), so limits hold across processes. */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_events_lookup_idx").on(t.bucket, t.key, t.createdAt)],
);
