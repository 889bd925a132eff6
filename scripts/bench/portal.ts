// npm run bench -- --only portal: the after-sale back office at scale. Seeds a temporary embedded
// database (and, with TEST_DATABASE_URL, a temporary PostgreSQL database) with 5,000 operators,
// 20,000 machines and 50,000 claims; times the staff lists' first pages through their route
// handlers in-process (session check, parsing, queries, JSON: the server's whole time for the
// request), checks with EXPLAIN that the first pages are read from an index rather than sorted,
// and times a bulletin to all 5,000 operators until each has its outbox message queued.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { registerHooks } from "node:module";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { getAuth } from "../../src/modules/auth/server/auth";
import { createStaffUser } from "../../src/modules/auth/server/users";
import { bulletinRecipients } from "../../src/modules/machines/schema";
import { whatsappOutbox, whatsappSettings } from "../../src/modules/whatsapp/schema";
import { setHandle } from "../../src/platform/db/client";
import { openDatabase, type Db, type Handle } from "../../src/platform/db/open";
import { encryptSecret } from "../../src/platform/secrets";
import { composeModules } from "../../src/startup/compose-modules";

/**
 * The app's server code runs here under tsx with the react-server condition (so "server-only"
 * resolves), where next-intl's entry pulls in React's client hooks and fails to link. The code
 * that words operators' notices only uses its createTranslator, which is use-intl's React-free
 * core (same code, same version): a resolve hook hands that to "next-intl" in this process, and
 * the app's code is imported only once the hook is in place.
 */
async function appCode() {
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      nextResolve(specifier === "next-intl" ? "use-intl/core" : specifier, context),
  });
  const [machines, claims, bulletins] = await Promise.all([
    import("../../src/app/api/admin/machines/route"),
    import("../../src/app/api/admin/claims/route"),
    import("../../src/modules/machines/server/bulletins"),
  ]);
  return {
    machinesRoute: machines.GET,
    claimsRoute: claims.GET,
    createBulletin: bulletins.createBulletin,
  };
}
type AppCode = Awaited<ReturnType<typeof appCode>>;

export const PORTAL_SIZES = { operators: 5_000, machines: 20_000, claims: 50_000 };
export const PORTAL_TARGETS = { firstPageMs: 100, bulletinSeconds: 5 };
const RUNS = 20;
const ORIGIN = "http://localhost:3000";

type Timing = { list: string; case: string; medianMs: number; p95Ms: number };
type Explain = { query: string; sorted: boolean; plan: string };
type DbResult = {
  database: "embedded" | "postgres";
  seedSeconds: number;
  timings: Timing[];
  explain: Explain[];
  bulletin: { operators: number; queued: number; recipients: number; seconds: number };
};
export type PortalResult = { sizes: typeof PORTAL_SIZES; databases: DbResult[] };

async function time(fn: () => Promise<unknown>): Promise<{ medianMs: number; p95Ms: number }> {
  for (let i = 0; i < 2; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  xs.sort((a, b) => a - b);
  return {
    medianMs: (xs[RUNS / 2 - 1]! + xs[RUNS / 2]!) / 2,
    p95Ms: xs[Math.ceil(RUNS * 0.95) - 1]!,
  };
}

const LOCALES = "(array['en','es','fr','de','pt-BR','ar','zh-CN'])";
const STATUSES = "(array['new','in-review','approved','rejected','parts-shipped','closed'])";

/**
 * Operators (every fifth with only an email), `machines` of the games already there in turn, and
 * `claims` over those machines in every kind and status: the after-sale rows the portal and the
 * back office's lists are measured at.
 */
export async function seedMachinesAndClaims(
  db: Db,
  { operators, machines, claims }: { operators: number; machines: number; claims: number },
): Promise<void> {
  await db.execute(
    sql.raw(`
    insert into operators (company, contact_name, whatsapp, email, country, locale)
    select 'Venue ' || i, 'Contact ' || i,
      case when i % 5 = 0 then null else '+3460' || lpad(i::text, 7, '0') end,
      case when i % 5 = 0 or i % 3 = 0 then 'venue' || i || '@example.com' end,
      'ES', ${LOCALES}[1 + i % 7]
    from generate_series(1, ${operators}) i`),
  );
  await db.execute(
    sql.raw(`
    insert into machines (serial, game_id, operator_id, install_date, created_at)
    select 'SN-' || lpad(i::text, 6, '0'), g.id, o.id, current_date - (i % 1500),
      now() - i * interval '1 minute'
    from generate_series(1, ${machines}) i
    join (select id, row_number() over (order by title) - 1 as n from games) g
      on g.n = i % (select count(*) from games)
    join (select id, row_number() over (order by company) - 1 as n from operators) o
      on o.n = i % ${operators}`),
  );
  await db.execute(
    sql.raw(`
    insert into machine_claims (machine_id, operator_id, kind, description, status, created_at)
    select m.id, m.operator_id, (array['warranty','repair','parts'])[1 + i % 3],
      'The wheel stopped turning, ref ' || md5(i::text), ${STATUSES}[1 + i % 6],
      now() - i * interval '3 minutes'
    from generate_series(1, ${claims}) i
    join (select id, operator_id, row_number() over (order by serial) - 1 as n from machines) m
      on m.n = i % ${machines}`),
  );
}

/** Every fifth operator has only an email; each has four machines of one of 40 games. */
async function seed(db: Db): Promise<void> {
  const { operators, machines, claims } = PORTAL_SIZES;
  await db.execute(sql`
    insert into games (title, category)
    select 'Bench Game ' || g, 'Racing' from generate_series(1, 40) g`);
  await seedMachinesAndClaims(db, { operators, machines, claims });
  await db.insert(whatsappSettings).values({
    phoneNumberId: "1098765",
    accessToken: encryptSecret("EAAG-bench"),
    businessAccountId: "555000",
    verifyToken: "bench",
    active: true,
  });
  await db.execute(sql`analyze`);
}

/** A staff session for the route handlers, made as the integration tests make one. */
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

const CASES: Array<{ list: string; case: string; path: string }> = [
  { list: "machines", case: "first page", path: "/api/admin/machines" },
  { list: "machines", case: "page 20", path: "/api/admin/machines?page=20" },
  { list: "machines", case: "search 'venue 42'", path: "/api/admin/machines?q=venue%2042" },
  { list: "claims", case: "first page (queue order)", path: "/api/admin/claims" },
  { list: "claims", case: "status=new", path: "/api/admin/claims?status=new" },
  { list: "claims", case: "status=closed", path: "/api/admin/claims?status=closed" },
  { list: "claims", case: "page 20", path: "/api/admin/claims?page=20" },
  { list: "claims", case: "search 'sn-0042'", path: "/api/admin/claims?q=sn-0042" },
];

async function timeLists(app: AppCode, cookie: string): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const c of CASES) {
    const route = c.list === "machines" ? app.machinesRoute : app.claimsRoute;
    const run = async () => {
      const res = await route(new Request(`${ORIGIN}${c.path}`, { headers: { cookie } }), {
        params: Promise.resolve({}),
      });
      if (res.status !== 200) throw new Error(`${c.path}: ${res.status}`);
      await res.text();
    };
    out.push({ list: c.list, case: c.case, ...(await time(run)) });
  }
  return out;
}

/** The first pages' plans, written as the list functions write them: no Sort of every row. */
async function explainFirstPages(db: Db): Promise<Explain[]> {
  const queries = {
    "machines first page": `select m.id from machines m join games g on g.id = m.game_id
      join operators o on o.id = m.operator_id
      order by m.created_at desc nulls last, m.id desc nulls last limit 50`,
    "claims first page": `select c.id from machine_claims c join machines m on m.id = c.machine_id
      join games g on g.id = m.game_id join operators o on o.id = c.operator_id
      order by (case when c.status = 'new' then 0 else 1 end),
        (case when c.status = 'new' then c.created_at end), c.created_at desc nulls last limit 50`,
  };
  const out: Explain[] = [];
  for (const [query, text] of Object.entries(queries)) {
    const res = (await db.execute(sql.raw(`explain ${text}`))) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const plan = res.rows.map((r) => Object.values(r)[0]).join("\n");
    // A Sort above the index scan of the whole table would sort every row for 50.
    out.push({ query, sorted: /\bSort\b/.test(plan) && !/Incremental Sort/.test(plan), plan });
  }
  return out;
}

async function timeBulletin(app: AppCode, db: Db): Promise<DbResult["bulletin"]> {
  const games = (await db.execute(sql`select id from games`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const t = performance.now();
  const bulletin = await app.createBulletin({
    title: "Wheel sensor recall",
    body: "<p>Replace the wheel sensor before Friday.</p>",
    severity: "critical",
    gameIds: games.rows.map((g) => g.id),
  });
  const seconds = (performance.now() - t) / 1000;
  const [queued] = await db
    .select({ n: count() })
    .from(whatsappOutbox)
    .where(sql`${whatsappOutbox.state} = 'queued'`);
  const [recipients] = await db
    .select({ n: count() })
    .from(bulletinRecipients)
    .where(sql`${bulletinRecipients.bulletinId} = ${bulletin.id}`);
  return {
    operators: PORTAL_SIZES.operators,
    queued: queued?.n ?? 0,
    recipients: recipients?.n ?? 0,
    seconds,
  };
}

async function measureDb(
  database: DbResult["database"],
  handle: Handle,
  app: AppCode,
  progress: (l: string) => void,
): Promise<DbResult> {
  const { operators, machines, claims } = PORTAL_SIZES;
  progress(
    `portal: seeding ${database} (${operators} operators, ${machines} machines, ${claims} claims)`,
  );
  const t = performance.now();
  await seed(handle.db);
  const seedSeconds = (performance.now() - t) / 1000;
  setHandle(handle);
  composeModules();
  try {
    progress(`portal: staff lists on ${database} (${RUNS} runs each)`);
    const timings = await timeLists(app, await staffCookie());
    const explain = await explainFirstPages(handle.db);
    progress(`portal: a bulletin to ${operators} operators on ${database}`);
    const bulletin = await timeBulletin(app, handle.db);
    return { database, seedSeconds, timings, explain, bulletin };
  } finally {
    setHandle(undefined);
  }
}

export async function portalSection(progress: (l: string) => void): Promise<PortalResult> {
  const result: PortalResult = { sizes: PORTAL_SIZES, databases: [] };
  const app = await appCode();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-portal-"));
  try {
    const handle = await openDatabase({ dataDir });
    try {
      result.databases.push(await measureDb("embedded", handle, app, progress));
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `arcade_bench_portal_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), dataDir: "" });
      try {
        result.databases.push(await measureDb("postgres", handle, app, progress));
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

export function portalChecks(r: PortalResult) {
  const t = PORTAL_TARGETS;
  return r.databases.flatMap((d) => [
    ...d.timings
      .filter((x) => x.case.startsWith("first page"))
      .map((x) => ({
        target: `first page <= ${t.firstPageMs} ms (server, median)`,
        subject: `${x.list} at ${PORTAL_SIZES[x.list as "machines" | "claims"].toLocaleString("en")}, ${d.database}`,
        value: `${x.medianMs.toFixed(1)} ms (p95 ${x.p95Ms.toFixed(1)})`,
        met: x.medianMs <= t.firstPageMs,
      })),
    ...d.explain.map((e) => ({
      target: "first page read from an index, not sorted",
      subject: `${e.query}, ${d.database}`,
      value: e.sorted ? "sorted" : "index",
      met: !e.sorted,
    })),
    {
      target: `bulletin queued for every operator <= ${t.bulletinSeconds} s`,
      subject: `${d.bulletin.operators.toLocaleString("en")} operators, ${d.database}`,
      value: `${d.bulletin.seconds.toFixed(2)} s, ${d.bulletin.recipients} recipients, ${d.bulletin.queued} queued`,
      met:
        d.bulletin.seconds <= t.bulletinSeconds &&
        d.bulletin.recipients === d.bulletin.operators &&
        d.bulletin.queued === d.bulletin.operators,
    },
  ]);
}

export function renderPortal(r: PortalResult): string {
  const lines = [
    `After-sale back office at ${PORTAL_SIZES.operators.toLocaleString("en")} operators, ${PORTAL_SIZES.machines.toLocaleString("en")} machines, ${PORTAL_SIZES.claims.toLocaleString("en")} claims (route handlers in-process, median / p95 of ${RUNS}):`,
  ];
  for (const d of r.databases) {
    lines.push(`  ${d.database} (seeded in ${d.seedSeconds.toFixed(1)} s):`);
    for (const x of d.timings)
      lines.push(
        `    ${x.list.padEnd(9)} ${x.case.padEnd(26)} ${x.medianMs.toFixed(1).padStart(7)} ms ${x.p95Ms.toFixed(1).padStart(7)} ms`,
      );
    for (const e of d.explain)
      lines.push(`    EXPLAIN ${e.query}: ${e.sorted ? "SORTED" : "index"}`);
    lines.push(
      `    bulletin to ${d.bulletin.operators} operators: ${d.bulletin.seconds.toFixed(2)} s (${d.bulletin.recipients} recipients, ${d.bulletin.queued} messages queued)`,
    );
  }
  return lines.join("\n");
}
