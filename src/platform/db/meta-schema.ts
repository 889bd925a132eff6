import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Small facts about the installation itself, e.g. that demo content was loaded once. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
