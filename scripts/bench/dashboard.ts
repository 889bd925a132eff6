// The sales dashboard's aggregates at 100,000 leads on PostgreSQL (≤ 200 ms). The
// queries run in this process against a scratch database, as the dashboard endpoint runs them.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { salesDashboard } from "@/modules/leads/server/dashboard";
import { setHandle } from "@/platform/db/client";
import { openDatabase } from "@/platform/db/open";
import { composeModules } from "@/startup/compose-modules";

export const DASHBOARD_LEADS = 100_000;
export const DASHBOARD_TARGET_MS = 200;
const RUNS = 7;

export type DashboardBench = { leads: number; medianMs: Record<string, number> } | string;

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** Medians per period, or why it was skipped (it needs a PostgreSQL server). */
export async function dashboardBench(): Promise<DashboardBench> {
  composeModules();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return "dashboard: skipped (set TEST_DATABASE_URL to a PostgreSQL server)";
  const name = `arcade_dash_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-dash-"));
  const handle = await openDatabase({ url: url.toString(), dataDir });
  setHandle(handle);
  try {
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    // 20 games, five sources, 13 calling codes, all statuses, spread over a year, a message each.
    await db.query(`insert into games (title, category)
      select 'Game ' || g, 'Racing' from generate_series(1, 20) g`);
    await db.query(`insert into leads (name, whatsapp, country_code, location, game_id, status,
        source, created_at, first_contact_at)
      select 'Lead ' || i, '+1555' || lpad(i::text, 7, '0'),
        (array['+1','+44','+91','+49','+61','+33','+39','+7','+55','+52','+81','+86','+65'])[1 + i % 13],
        'Somewhere', (select id from games order by title offset (i % 20) limit 1),
        (array['new','contacted','converted','lost'])[1 + i % 4],
        (array['direct','newsletter','google ads','facebook ads','google.com'])[1 + i % 5],
        now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
        case when i % 4 = 0 then null
          else now() - (i % 365) * interval '1 day' + (i % 600) * interval '1 minute' end
      from generate_series(1, ${DASHBOARD_LEADS}) i`);
    await db.query(`insert into whatsapp_outbox (lead_id, recipient, state, created_at)
      select id, substr(whatsapp, 2), (array['sent','delivered','read','failed'])[1 + (random() * 3)::int],
        created_at from leads`);
    await db.query("analyze");
    await db.end();
    const medianMs: Record<string, number> = {};
    for (const period of ["30d", "month", "12w", "90d"] as const)
      medianMs[period] = await median(() => salesDashboard(period));
    return { leads: DASHBOARD_LEADS, medianMs };
  } finally {
    setHandle(undefined);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function dashboardLine(d: DashboardBench): string {
  if (typeof d === "string") return d;
  const parts = Object.entries(d.medianMs).map(([p, ms]) => `${p} ${ms.toFixed(0)} ms`);
  return `dashboard at ${d.leads.toLocaleString("en")} leads (PostgreSQL, median of ${RUNS}): ${parts.join(", ")}`;
}
