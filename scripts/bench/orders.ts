// npm run bench -- --only orders: the Orders list at 100,000 orders. Seeds a temporary embedded
// database (and, with TEST_DATABASE_URL, a temporary PostgreSQL database) with 20,000 buyers, one
// accepted quote per order and 100,000 orders over two years in every stage, most with payments;
// times the list's first page, its filters and searches through the route handler in-process
// (session check, parsing, queries, JSON: the server's whole time for the request).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { registerHooks } from "node:module";
import { sql } from "drizzle-orm";
import pg from "pg";
import { getAuth } from "../../src/modules/auth/server/auth";
import { createStaffUser } from "../../src/modules/auth/server/users";
import { setHandle } from "../../src/platform/db/client";
import { openDatabase, type Db, type Handle } from "../../src/platform/db/open";
import { composeModules } from "../../src/startup/compose-modules";

export const ORDER_SIZES = { buyers: 20_000, orders: 100_000 };
/** Server time, median: the first page, and each filter or search. */
export const ORDER_TARGETS = { firstPageMs: 100, filterMs: 300 };
const RUNS = 20;
const ORIGIN = "http://localhost:3000";

type Timing = { case: string; path: string; medianMs: number; p95Ms: number; total: number };
type DbResult = { database: "embedded" | "postgres"; seedSeconds: number; timings: Timing[] };
export type OrdersResult = { sizes: typeof ORDER_SIZES; databases: DbResult[] };

/** The route, imported once next-intl resolves to its React-free core (see portal.ts). */
async function listRoute() {
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      nextResolve(specifier === "next-intl" ? "use-intl/core" : specifier, context),
  });
  return (await import("../../src/app/api/admin/orders/route")).GET;
}
type ListRoute = Awaited<ReturnType<typeof listRoute>>;

const FIRST =
  "(array['Ana','Ben','Chen','Dara','Eli','Farah','Gus','Hana','Ivan','Jun','Kofi','Lena'])";
/** An order's stage by its age in days (one order every 10 minutes: 144 a day); 1 in 23 cancelled. */
const STAGE_BY_AGE = `case when q.n % 23 = 0 then 'cancelled'
  when q.n < 144 * 10 then 'confirmed' when q.n < 144 * 20 then 'deposit_received'
  when q.n < 144 * 60 then 'in_production' when q.n < 144 * 70 then 'ready_to_ship'
  when q.n < 144 * 90 then 'shipped' when q.n < 144 * 100 then 'delivered' else 'installed' end`;

/**
 * Orders one every 10 minutes back from now (about two years), stages by age as in a real book
 * (most installed), one in five planned to ship three days ago (late while not shipped).
 */
async function seed(db: Db): Promise<void> {
  const { buyers, orders } = ORDER_SIZES;
  await db.execute(
    sql.raw(`
    insert into leads (name, whatsapp, country_code, location, status, created_at, updated_at)
    select ${FIRST}[1 + i % 12] || ' ' || substr(md5(i::text), 1, 6),
      '+1555' || lpad(i::text, 7, '0'), '+1', 'Somewhere', 'converted',
      now() - interval '800 days', now() - interval '800 days'
    from generate_series(1, ${buyers}) i`),
  );
  await db.execute(
    sql.raw(`
    insert into quotes (lead_id, series_id, status, currency, lines, subtotal_minor,
      discount_minor, tax_minor, total_minor, sent_at, accepted_at, created_at)
    select l.id, gen_random_uuid(), 'accepted', (array['USD','EUR'])[1 + i % 2],
      '[{"kind":"custom","gameId":null,"description":"Cabinet","quantity":2,"unitMinor":500000,"discountBp":0}]'::jsonb,
      1000000, 0, 0, 1000000, now() - i * interval '10 minutes' - interval '2 days',
      now() - i * interval '10 minutes', now() - i * interval '10 minutes' - interval '3 days'
    from generate_series(1, ${orders}) i
    join (select id, row_number() over (order by whatsapp) - 1 as n from leads) l
      on l.n = i % ${buyers}`),
  );
  await db.execute(
    sql.raw(`
    insert into orders (number, lead_id, quote_id, quote_series_id, quote_number, origin,
      currency, lines, subtotal_minor, discount_minor, tax_minor, total_minor, deposit_bp,
      deposit_minor, deposit_due_on, stage, planned_ship_date, created_at, updated_at)
    select 'ORD-' || extract(year from q.accepted_at)::int || '-' || lpad(q.n::text, 6, '0'),
      q.lead_id, q.id, q.series_id, 'Q-' || upper(left(q.series_id::text, 8)) || '-1', 'accepted',
      q.currency, q.lines, q.total_minor, 0, 0, q.total_minor, 3000, 300000,
      (q.accepted_at + interval '7 days')::date,
      ${STAGE_BY_AGE},
      case when q.n % 5 = 0 then (now() - interval '3 days')::date
        else (q.accepted_at + interval '60 days')::date end,
      q.accepted_at, q.accepted_at
    from (select *, row_number() over (order by accepted_at desc) as n from quotes) q`),
  );
  // The deposit paid on every order past "confirmed" (and not cancelled), the balance on those
  // that shipped.
  await db.execute(sql`
    insert into order_payments (order_id, amount_minor, paid_on, method, created_at)
    select id, 300000, (created_at + interval '5 days')::date, 'bank_transfer', created_at
    from orders where stage not in ('confirmed', 'cancelled')`);
  await db.execute(sql`
    insert into order_payments (order_id, amount_minor, paid_on, method, created_at)
    select id, 700000, (created_at + interval '50 days')::date, 'bank_transfer', created_at
    from orders where stage in ('shipped', 'delivered', 'installed')`);
  await db.execute(sql`analyze`);
}

/** A staff session for the route handler, made as the integration tests make one. */
async function staffCookie(): Promise<string> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const password = "correct-horse-battery";
  await createStaffUser({ email, password, role: "owner" });
  const res = await (
    await getAuth()
  ).handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const year = new Date().getUTCFullYear();
const FIRST_PAGE = "first page (newest)";
const CASES: Array<{ case: string; path: string }> = [
  { case: FIRST_PAGE, path: "/api/admin/orders" },
  { case: "page 20", path: "/api/admin/orders?page=20" },
  { case: "stage=in_production", path: "/api/admin/orders?stage=in_production" },
  { case: "stage=cancelled", path: "/api/admin/orders?stage=cancelled" },
  { case: "late only", path: "/api/admin/orders?late=1" },
  { case: "late, in production", path: "/api/admin/orders?late=1&stage=in_production" },
  { case: "search order number", path: `/api/admin/orders?q=ORD-${year}-000420` },
  { case: "search buyer 'chen 1a'", path: "/api/admin/orders?q=chen%201a" },
  { case: "search quote 'Q-4'", path: "/api/admin/orders?q=Q-4" },
  { case: "search buyer + stage", path: "/api/admin/orders?q=farah&stage=shipped" },
];

async function time(run: () => Promise<number>) {
  let total = 0;
  for (let i = 0; i < 2; i++) total = await run();
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    xs.push(performance.now() - t);
  }
  xs.sort((a, b) => a - b);
  return {
    medianMs: (xs[RUNS / 2 - 1]! + xs[RUNS / 2]!) / 2,
    p95Ms: xs[Math.ceil(RUNS * 0.95) - 1]!,
    total,
  };
}

async function timeList(route: ListRoute, cookie: string): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const c of CASES) {
    const run = async () => {
      const res = await route(new Request(`${ORIGIN}${c.path}`, { headers: { cookie } }), {
        params: Promise.resolve({}),
      });
      if (res.status !== 200) throw new Error(`${c.path}: ${res.status}`);
      return ((await res.json()) as { total: number }).total;
    };
    out.push({ ...c, ...(await time(run)) });
  }
  return out;
}

async function measureDb(
  database: DbResult["database"],
  handle: Handle,
  route: ListRoute,
  progress: (l: string) => void,
): Promise<DbResult> {
  progress(`orders: seeding ${database} (${ORDER_SIZES.orders.toLocaleString("en")} orders)`);
  const t = performance.now();
  await seed(handle.db);
  const seedSeconds = (performance.now() - t) / 1000;
  setHandle(handle);
  composeModules();
  try {
    progress(`orders: the list on ${database} (${RUNS} runs each)`);
    return { database, seedSeconds, timings: await timeList(route, await staffCookie()) };
  } finally {
    setHandle(undefined);
  }
}

export async function ordersSection(progress: (l: string) => void): Promise<OrdersResult> {
  const result: OrdersResult = { sizes: ORDER_SIZES, databases: [] };
  const route = await listRoute();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-orders-"));
  try {
    const handle = await openDatabase({ dataDir });
    try {
      result.databases.push(await measureDb("embedded", handle, route, progress));
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `arcade_bench_orders_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), dataDir: "" });
      try {
        result.databases.push(await measureDb("postgres", handle, route, progress));
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return result;
}

export function ordersChecks(r: OrdersResult) {
  const t = ORDER_TARGETS;
  return r.databases.flatMap((d) =>
    d.timings.map((x) => {
      const limit = x.case === FIRST_PAGE ? t.firstPageMs : t.filterMs;
      return {
        target: `orders list ${x.case === FIRST_PAGE ? "first page" : "filter or search"} <= ${limit} ms (server, median)`,
        subject: `${x.case}, ${ORDER_SIZES.orders.toLocaleString("en")} orders, ${d.database}`,
        value: `${x.medianMs.toFixed(1)} ms (p95 ${x.p95Ms.toFixed(1)})`,
        met: x.medianMs <= limit,
      };
    }),
  );
}

export function renderOrders(r: OrdersResult): string {
  const lines = [
    `Orders list at ${ORDER_SIZES.orders.toLocaleString("en")} orders (${ORDER_SIZES.buyers.toLocaleString("en")} buyers), through the route handler, server time (median / p95 of ${RUNS}):`,
    "",
    "| database | case | request | median | p95 | matching |",
    "| -------- | ---- | ------- | ------ | --- | -------- |",
  ];
  for (const d of r.databases)
    for (const x of d.timings)
      lines.push(
        `| ${d.database} | ${x.case} | \`${x.path.replace("/api/admin/orders", "") || "/"}\` | ${x.medianMs.toFixed(1)} ms | ${x.p95Ms.toFixed(1)} ms | ${x.total} |`,
      );
  for (const d of r.databases)
    lines.push("", `Seeded ${d.database} in ${d.seedSeconds.toFixed(1)} s.`);
  return lines.join("\n");
}
