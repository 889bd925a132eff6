import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { games } from "@/modules/catalog/schema";
import { getDb } from "@/platform/db/client";
import type { DashboardPeriod } from "../pipeline-validation";
import { leads } from "../schema";
import { leadMessaging } from "./messaging";

type CountRow = { label: string; count: number };
export type Dashboard = {
  period: { from: string; to: string };
  total: number;
  perWeek: Array<{ week: string; count: number }>;
  byGame: CountRow[];
  byCountry: CountRow[];
  bySource: CountRow[];
  funnel: { new: number; contacted: number; converted: number; lost: number };
  medianFirstContactMinutes: number | null;
  whatsapp: { sent: number; delivered: number; read: number; failed: number };
};

const DAY = 86_400_000;

/** The period's first instant (UTC); the end is now. */
function periodStart(period: DashboardPeriod, now: Date): Date {
  if (period === "month") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const days = { "7d": 7, "30d": 30, "90d": 90, "12w": 84 }[period];
  return new Date(now.getTime() - days * DAY);
}

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

/**
 * Every figure of the sales dashboard, each one aggregate query in the database (indexes on
 * leads.created_at and whatsapp_outbox.created_at keep them fast at 100,000 leads).
 */
export async function salesDashboard(
  period: DashboardPeriod,
  now = new Date(),
): Promise<Dashboard> {
  const db = await getDb();
  const from = periodStart(period, now);
  const inPeriod: SQL = sql`${leads.createdAt} >= ${from.toISOString()}::timestamptz and ${leads.createdAt} <= ${now.toISOString()}::timestamptz`;
  const weeksFrom = new Date(now.getTime() - 12 * 7 * DAY);
  const run = async <T>(q: SQL) => ((await db.execute(q)) as unknown as Rows<T>).rows;
  const top = (expr: SQL) =>
    run<{ label: string | null; count: string }>(sql`
      select ${expr} as label, count(*) as count from ${leads}
      left join ${games} on ${games.id} = ${leads.gameId}
      where ${inPeriod} group by 1 order by 2 desc, 1 asc limit 10`);
  const [weeks, byGame, byCountry, bySource, funnel, median, wa] = await Promise.all([
    run<{ week: string; count: string }>(sql`
      select to_char(w.week, 'YYYY-MM-DD') as week, count(${leads.id}) as count
      from generate_series(
        date_trunc('week', ${weeksFrom.toISOString()}::timestamptz at time zone 'UTC') + interval '1 week',
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC'),
        interval '1 week') as w(week)
      left join ${leads} on ${leads.createdAt} >= (w.week at time zone 'UTC')
        and ${leads.createdAt} < ((w.week + interval '1 week') at time zone 'UTC')
      group by w.week order by w.week`),
    top(sql`coalesce(${games.title}, 'Game removed')`),
    top(sql`${leads.countryCode}`),
    top(sql`${leads.source}`),
    run<{ total: string; new: string; contacted: string; converted: string; lost: string }>(sql`
      select count(*) as total,
        count(*) filter (where ${leads.status} = 'new') as new,
        count(*) filter (where ${leads.status} <> 'new' or ${leads.firstContactAt} is not null) as contacted,
        count(*) filter (where ${leads.status} = 'converted') as converted,
        count(*) filter (where ${leads.status} = 'lost') as lost
      from ${leads} where ${inPeriod}`),
    run<{ minutes: string | null }>(sql`
      select percentile_cont(0.5) within group (
        order by extract(epoch from ${leads.firstContactAt} - ${leads.createdAt}) / 60) as minutes
      from ${leads} where ${inPeriod} and ${leads.firstContactAt} is not null`),
    leadMessaging()?.deliveryCounts(from, now),
  ]);
  const rows = (r: Array<{ label: string | null; count: string }>) =>
    r.map((x) => ({ label: x.label ?? "unknown", count: num(x.count) }));
  const f = funnel[0];
  const m = median[0]?.minutes;
  return {
    period: { from: from.toISOString(), to: now.toISOString() },
    total: num(f?.total),
    perWeek: weeks.map((x) => ({ week: x.week, count: num(x.count) })),
    byGame: rows(byGame),
    byCountry: rows(byCountry),
    bySource: rows(bySource),
    funnel: {
      new: num(f?.new),
      contacted: num(f?.contacted),
      converted: num(f?.converted),
      lost: num(f?.lost),
    },
    medianFirstContactMinutes: m === null || m === undefined ? null : Math.round(Number(m)),
    whatsapp: wa ?? { sent: 0, delivered: 0, read: 0, failed: 0 },
  };
}
