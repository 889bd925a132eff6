import "server-only";
import { and, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import { user } from "@/modules/auth/schema";
import { getDb } from "@/platform/db/client";
import { quotes } from "../schema";

export type QuoteStatsRow = {
  /** "2026-11" (UTC). */
  month: string;
  salesperson: string;
  currency: string;
  /** Versions sent that month (replaced ones left out: their successor counts). */
  sent: number;
  quotedMinor: number;
  won: number;
  wonMinor: number;
  /** Won of sent, 0–1; null when nothing was sent. */
  winRate: number | null;
};

/**
 * Quoted value, won value and win rate per month and salesperson (the sender), per currency: sums
 * of different currencies are never added together. A quote counts in the month it was sent.
 */
export async function quoteStats(months = 12, now = new Date()): Promise<QuoteStatsRow[]> {
  const db = await getDb();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const month = sql<string>`to_char(${quotes.sentAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      salesperson: sql<string>`coalesce(${user.name}, 'A former colleague')`,
      currency: quotes.currency,
      sent: sql<number>`count(*)::int`,
      quotedMinor: sql<string>`coalesce(sum(${quotes.totalMinor}), 0)::text`,
      won: sql<number>`(count(*) filter (where ${quotes.status} = 'accepted'))::int`,
      wonMinor: sql<string>`coalesce(sum(${quotes.totalMinor}) filter (where ${quotes.status} = 'accepted'), 0)::text`,
    })
    .from(quotes)
    .leftJoin(user, eq(user.id, quotes.sentBy))
    .where(
      and(
        isNotNull(quotes.sentAt),
        gte(quotes.sentAt, since),
        inArray(quotes.status, ["sent", "viewed", "accepted", "declined"]),
      ),
    )
    .groupBy(month, user.name, quotes.currency)
    .orderBy(sql`1 desc`, sql`2`, quotes.currency);
  return rows.map((r) => ({
    ...r,
    quotedMinor: Number(r.quotedMinor),
    wonMinor: Number(r.wonMinor),
    winRate: r.sent ? r.won / r.sent : null,
  }));
}
