import "server-only";
import { and, count, gte, lt, notExists, eq } from "drizzle-orm";
import { config } from "@/platform/config";
import type { Db } from "@/platform/db/open";
import { leads } from "@/modules/leads/schema";
import { whatsappOutbox } from "../schema";
import { SKIP_NOT_A_PERSON } from "./outbox/enqueue";

const SURGE_WINDOW_MS = 10 * 60_000;
const BASELINE_MS = 7 * 24 * 60 * 60_000;
export const HOLD_REASON = "unusually many price requests";
export const SITE_LIMIT_HOLD_REASON =
  "the site-wide limit of price requests per minute was reached";

export type SurgeCheck = { surge: boolean; recent: number; threshold: number };

/**
 * Whether price requests arrive far above their usual rate: the leads of the last 10 minutes
 * (counting this one) against the average 10 minutes of the 7 days before, times
 * WHATSAPP_HOLD_FACTOR, never below WHATSAPP_HOLD_FLOOR (so a quiet site's first busy hour is
 * not a surge). During a surge new leads are stored and their messages held for an owner.
 * Only leads that passed the person check count: a flood of unchecked requests (stored, never
 * messaged) must not hold every real buyer's message.
 */
export async function checkSurge(db: Db, now = new Date()): Promise<SurgeCheck> {
  const windowStart = new Date(now.getTime() - SURGE_WINDOW_MS);
  const baselineStart = new Date(windowStart.getTime() - BASELINE_MS);
  const checked = notExists(
    db
      .select({ id: whatsappOutbox.id })
      .from(whatsappOutbox)
      .where(
        and(eq(whatsappOutbox.leadId, leads.id), eq(whatsappOutbox.skipReason, SKIP_NOT_A_PERSON)),
      ),
  );
  const [[recentRow], [baselineRow]] = await Promise.all([
    db
      .select({ n: count() })
      .from(leads)
      .where(and(gte(leads.createdAt, windowStart), checked)),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(gte(leads.createdAt, baselineStart), lt(leads.createdAt, windowStart), checked)),
  ]);
  const { WHATSAPP_HOLD_FLOOR: floor, WHATSAPP_HOLD_FACTOR: factor } = config();
  const usual = (baselineRow?.n ?? 0) / (BASELINE_MS / SURGE_WINDOW_MS);
  const threshold = Math.max(floor, Math.ceil(usual * factor));
  const recent = (recentRow?.n ?? 0) + 1;
  return { surge: recent > threshold, recent, threshold };
}
