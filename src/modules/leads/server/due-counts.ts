import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { leads } from "../schema";
import { dueTodayCondition, overdueCondition } from "./pipeline-filters";

/** The side menu's numbers for the signed-in person. */
export async function dueCounts(userId: string, tzOffsetMinutes = 0, now = new Date()) {
  const db = await getDb();
  const mine = eq(leads.ownerId, userId);
  const [[today], [overdue]] = await Promise.all([
    db
      .select({ n: count() })
      .from(leads)
      .where(and(mine, dueTodayCondition(now, tzOffsetMinutes))),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(mine, overdueCondition(now))),
  ]);
  return { dueToday: today?.n ?? 0, overdue: overdue?.n ?? 0 };
}
