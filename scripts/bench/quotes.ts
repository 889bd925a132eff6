// Quotes: a 10-line quote's PDF in each site language, each in a process of its own (time of the
// first render, fonts included, and of a second; memory added), and at 10,000 quotes the leads
// list filtered by each quote state and the quotes dashboard, timed in this process as their
// endpoints run them, on the embedded database (and PostgreSQL with TEST_DATABASE_URL).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { listLeadsPage } from "../../src/modules/leads/server/list";
import { LEAD_QUOTE_FILTERS, leadListParamsSchema } from "../../src/modules/leads/validation";
import { quoteStats } from "../../src/modules/quotes/server/dashboard";
import { setHandle } from "../../src/platform/db/client";
import { openDatabase, type Handle } from "../../src/platform/db/open";
import { LOCALE_CODES } from "../../src/platform/i18n/locales";
import { composeModules } from "../../src/startup/compose-modules";

export const QUOTE_TARGETS = { pdfMs: 1500, pdfExtraMb: 150, listMs: 100 };
const QUOTES = 10_000;
const LEADS = 20_000;
const RUNS = 7;

type PdfRow = {
  locale: string;
  firstMs: number;
  secondMs: number;
  bytes: number;
  extraMb: number;
};
type ListRow = { database: string; query: string; medianMs: number; rows: number };
type OrderDocsRow = { locale: string; times: Record<string, number> };
export type QuotesBench = { pdf: PdfRow[]; orderDocs?: OrderDocsRow[]; lists: ListRow[] };

/**
 * Its own tsconfig maps "server-only" to an empty module, as the tests do: the react-server
 * condition the bench runs under would also pick next-intl's React build, which needs hooks.
 */
function pdfRow(locale: string): PdfRow {
  const tsx = path.join("node_modules", ".bin", "tsx");
  const out = execFileSync(
    tsx,
    [
      "--tsconfig",
      "scripts/bench/quote-pdf.tsconfig.json",
      "scripts/bench/quote-pdf-child.ts",
      locale,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(out.trim().split("\n").at(-1)!) as PdfRow;
}

/** The three order documents of a 10-line order in one language, in a fresh process. */
function orderDocsRow(locale: string): OrderDocsRow {
  const tsx = path.join("node_modules", ".bin", "tsx");
  const out = execFileSync(
    tsx,
    [
      "--tsconfig",
      "scripts/bench/quote-pdf.tsconfig.json",
      "scripts/bench/order-docs-child.ts",
      locale,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(out.trim().split("\n").at(-1)!) as OrderDocsRow;
}

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

/** 20,000 leads, 10,000 of them with a quote in every state, sent over a year by five people. */
async function seed(handle: Handle) {
  const db = handle.db;
  await db.execute(sql`insert into "user" (id, name, email, role)
    select 'bench-' || i, 'Seller ' || i, 'seller' || i || '@example.com', 'sales'
    from generate_series(1, 5) i`);
  await db.execute(sql`insert into leads (name, whatsapp, country_code, location, status, owner_id, created_at)
    select 'Lead ' || i, '+1555' || lpad(i::text, 7, '0'), '+1', 'Somewhere',
      (array['new','contacted','converted','lost'])[1 + i % 4], 'bench-' || (1 + i % 5),
      now() - (i % 400) * interval '1 day' - (i % 1440) * interval '1 minute'
    from generate_series(1, ${LEADS}) i`);
  await db.execute(sql`insert into quotes (lead_id, series_id, status, currency, lines,
      subtotal_minor, discount_minor, tax_minor, total_minor, sent_by, sent_at, valid_until,
      created_at)
    select l.id, gen_random_uuid(),
      (array['draft','awaiting_approval','sent','viewed','accepted','declined','replaced'])[1 + n % 7],
      (array['USD','EUR'])[1 + n % 2],
      '[{"kind":"custom","gameId":null,"description":"Cabinet","quantity":1,"unitMinor":100000,"discountBp":0}]'::jsonb,
      100000 + n, 0, 0, 100000 + n, 'bench-' || (1 + n % 5),
      case when n % 7 in (0, 1) then null else now() - (n % 365) * interval '1 day' end,
      case when n % 7 in (0, 1) then null else now() - (n % 365) * interval '1 day' + interval '30 days' end,
      l.created_at
    from (select id, created_at, row_number() over (order by created_at desc) as n from leads) l
    where l.n <= ${QUOTES}`);
  await db.execute(sql`analyze`);
}

async function measure(database: string, handle: Handle): Promise<ListRow[]> {
  await seed(handle);
  setHandle(handle);
  composeModules();
  try {
    const rows: ListRow[] = [];
    for (const state of LEAD_QUOTE_FILTERS) {
      const params = leadListParamsSchema.parse({ quote: state });
      let found = 0;
      const ms = await median(async () => {
        found = (await listLeadsPage(params)).total;
      });
      rows.push({
        database,
        query: `GET /api/admin/leads?quote=${state}`,
        medianMs: ms,
        rows: found,
      });
    }
    let months = 0;
    const ms = await median(async () => {
      months = (await quoteStats()).length;
    });
    rows.push({ database, query: "GET /api/admin/quotes/dashboard", medianMs: ms, rows: months });
    return rows;
  } finally {
    setHandle(undefined);
  }
}

export async function quotesBench(progress: (line: string) => void): Promise<QuotesBench> {
  const pdf: PdfRow[] = [];
  for (const locale of LOCALE_CODES) {
    progress(`quotes: PDF in ${locale}`);
    pdf.push(pdfRow(locale));
  }
  const orderDocs: OrderDocsRow[] = [];
  for (const locale of LOCALE_CODES) {
    progress(`quotes: order documents in ${locale}`);
    orderDocs.push(orderDocsRow(locale));
  }
  const lists: ListRow[] = [];
  progress(`quotes: ${QUOTES.toLocaleString("en")} quotes on the embedded database`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-quotes-"));
  try {
    const handle = await openDatabase({ dataDir });
    try {
      lists.push(...(await measure("embedded", handle)));
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    progress(`quotes: ${QUOTES.toLocaleString("en")} quotes on PostgreSQL`);
    const name = `arcade_quotes_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), dataDir: "" });
      try {
        lists.push(...(await measure("postgres", handle)));
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  return { pdf, orderDocs, lists };
}

export function renderQuotes(r: QuotesBench | string): string {
  if (typeof r === "string") return r;
  const pdf = r.pdf.map(
    (p) =>
      `| ${p.locale} | ${p.firstMs.toFixed(0)} ms | ${p.secondMs.toFixed(0)} ms | ${(p.bytes / 1024).toFixed(0)} KiB | ${p.extraMb.toFixed(0)} MB |`,
  );
  const lists = r.lists.map(
    (l) => `| ${l.database} | \`${l.query}\` | ${l.medianMs.toFixed(1)} ms | ${l.rows} |`,
  );
  return [
    "Quote PDF, 10 lines, each language in a fresh process (first render includes reading and parsing its fonts):",
    "",
    "| language | first | second | size | memory added (peak) |",
    "| -------- | ----- | ------ | ---- | ------------------- |",
    ...pdf,
    "",
    "Order documents of a 10-line order, each language in a fresh process (the first, the pro-forma, includes reading and parsing its fonts):",
    "",
    "| language | pro-forma | packing list | commercial invoice |",
    "| -------- | --------- | ------------ | ------------------ |",
    ...(r.orderDocs ?? []).map(
      (o) =>
        `| ${o.locale} | ${Object.values(o.times)
          .map((ms) => `${ms.toFixed(0)} ms`)
          .join(" | ")} |`,
    ),
    "",
    `At ${QUOTES.toLocaleString("en")} quotes (${LEADS.toLocaleString("en")} leads), server time in process, median of ${RUNS}:`,
    "",
    "| database | query | median | matching leads (dashboard: rows) |",
    "| -------- | ----- | ------ | -------------------------------- |",
    ...lists,
  ].join("\n");
}

export function quotesChecks(r: QuotesBench | string) {
  if (typeof r === "string") return [];
  return [
    ...r.pdf.flatMap((p) => [
      {
        target: `quote PDF <= ${QUOTE_TARGETS.pdfMs} ms`,
        subject: `10 lines, ${p.locale}, first render`,
        value: `${p.firstMs.toFixed(0)} ms`,
        met: p.firstMs <= QUOTE_TARGETS.pdfMs,
      },
      {
        target: `quote PDF <= ${QUOTE_TARGETS.pdfExtraMb} MB added`,
        subject: `10 lines, ${p.locale}`,
        value: `${p.extraMb.toFixed(0)} MB`,
        met: p.extraMb <= QUOTE_TARGETS.pdfExtraMb,
      },
    ]),
    ...(r.orderDocs ?? []).flatMap((o) =>
      Object.entries(o.times).map(([kind, ms]) => ({
        target: `order document PDF <= ${QUOTE_TARGETS.pdfMs} ms`,
        subject: `${kind}, 10 lines, ${o.locale}`,
        value: `${ms.toFixed(0)} ms`,
        met: ms <= QUOTE_TARGETS.pdfMs,
      })),
    ),
    ...r.lists.map((l) => ({
      target: `<= ${QUOTE_TARGETS.listMs} ms at ${QUOTES.toLocaleString("en")} quotes`,
      subject: `${l.query} (${l.database})`,
      value: `${l.medianMs.toFixed(1)} ms`,
      met: l.medianMs <= QUOTE_TARGETS.listMs,
    })),
  ];
}
