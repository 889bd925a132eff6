import "server-only";
import { and, count, gte, lt } from "drizzle-orm";
import { config } from "@/platform/config";
import type { Db } from "@/platform/db/open";
import { leads } from "../../schema";

const SURGE_WINDOW_MS = 10 * 60_000;
const BASELINE_MS = 7 * 24 * 60 * 60_000;
export const HOLD_REASON = "unusually many price requests";

export type SurgeCheck = { surge: boolean; recent: number; threshold: number };

/**
 * Whether price requests arrive far above their usual rate: the leads of the last 10 minutes
 * (counting this one) against the average 10 minutes of the 7 days before, times
 * WHATSAPP_HOLD_FACTOR, never below WHATSAPP_HOLD_FLOOR (so a quiet site's first busy hour is
 * not a surge). During a surge new leads are stored and their messages held for an owner.
 */
export async function checkSurge(db: Db, now = new Date()): Promise<SurgeCheck> {
  const windowStart = new Date(now.getTime() - SURGE_WINDOW_MS);
  const baselineStart = new Date(windowStart.getTime() - BASELINE_MS);
  const [[recentRow], [baselineRow]] = await Promise.all([
    db.select({ n: count() }).from(leads).where(gte(leads.createdAt, windowStart)),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(gte(leads.createdAt, baselineStart), lt(leads.createdAt, windowStart))),
  ]);
  const { WHATSAPP_HOLD_FLOOR: floor, WHATSAPP_HOLD_FACTOR: factor } = config();
  const usual = (baselineRow?.n ?? 0) / (BASELINE_MS / SURGE_WINDOW_MS);
  const threshold = Math.max(floor, Math.ceil(usual * factor));
  const recent = (recentRow?.n ?? 0) + 1;
  return { surge: recent > threshold, recent, threshold };
}
