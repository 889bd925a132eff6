import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { gameIdsTitled, gameTitlesById } from "@/modules/catalog/server";
import { getDb } from "@/platform/db/client";
import { containsPattern, dayRange, PAGE_SIZE, type Page } from "@/platform/lists/params";
import { containsLower } from "@/platform/lists/search";
import { leads } from "../schema";
import type { LeadListParams, LeadSort } from "../validation";
import { leadMessaging } from "./messaging";
import { pipelineConditions } from "./pipeline-filters";
import { leadQuoteCondition } from "./quote-filter";
import type { LeadRow } from "./queries";

/**
 * What a filter sees: the validated URL params (without paging and sort for bulk actions) and the
 * signed-in person the views "Mine", "Due today" and "Overdue" are about (set by the route).
 */
export type LeadFilterParams = Omit<LeadListParams, "page" | "sort" | "dir"> & { viewer?: string };

/**
 * One filter of the leads list: a condition from the validated params, or undefined when the
 * param is absent. Adding a filter = a field in leadListParamsSchema + one entry here; the list,
 * its count, the CSV export and the bulk change all use the same set.
 */
type LeadCondition = (p: LeadFilterParams) => Promise<SQL | undefined> | SQL | undefined;

const byStatus: LeadCondition = (p) => (p.status ? eq(leads.status, p.status) : undefined);

const byDate: LeadCondition = (p) => {
  const { start, end } = dayRange(p);
  return and(
    start ? gte(leads.createdAt, start) : undefined,
    end ? lt(leads.createdAt, end) : undefined,
  );
};

/**
 * Name, number and location lower-cased in one text, exactly as leads_search_trgm_idx indexes it
 * (migration lists_perf_search): one trigram index scan and one LIKE per row.
 */
const searchText = sql`lower(${leads.name} || chr(31) || ${leads.whatsapp} || chr(31) || ${leads.location})`;

/**
 * Name, number, location or the game's title contain the text (case-insensitive). The game part is
 * resolved to game ids first (games_title_trgm_idx), so the whole OR stays a union of index scans
 * (BitmapOr) instead of a per-row subquery.
 */
const bySearch: LeadCondition = async (p) => {
  if (!p.q) return undefined;
  const pattern = containsPattern(p.q);
  const db = await getDb();
  const matchingGames = await gameIdsTitled(pattern, db);
  // "+1 555-0100" finds +15550100: numbers are stored as digits.
  const digits = /^[\d\s+().-]+$/.test(p.q) ? p.q.replace(/\D/g, "") : "";
  return or(
    containsLower(searchText, p.q),
    digits && digits !== p.q ? containsLower(searchText, digits) : undefined,
    matchingGames.length ? inArray(leads.gameId, matchingGames) : undefined,
  );
};

/** The pipeline's views, person and source (pipeline-filters.ts). */
const byPipeline: LeadCondition = (p) => pipelineConditions(p, { userId: p.viewer ?? "" });

/** "Unread": the buyer wrote on WhatsApp and nobody opened the conversation since. */
const byUnread: LeadCondition = (p) => {
  if (!p.unread) return undefined;
  return leadMessaging()?.hasUnread(leads.id) ?? sql`false`;
};

/** A current quote version in the chosen state (the quotes module's condition). */
const byQuote: LeadCondition = (p) => {
  if (!p.quote) return undefined;
  return leadQuoteCondition()?.(p.quote, leads.id, new Date()) ?? sql`false`;
};

const LEAD_CONDITIONS: LeadCondition[] = [
  byStatus,
  byDate,
  bySearch,
  byPipeline,
  byUnread,
  byQuote,
];

/** The WHERE of the list, its count, its export and a bulk change by filter. */
export async function leadWhere(p: LeadFilterParams): Promise<SQL | undefined> {
  const parts = await Promise.all(LEAD_CONDITIONS.map((c) => c(p)));
  return and(...parts.filter((c): c is SQL => c !== undefined));
}

/** The order of each sort, all in one direction so one btree (0003 lists_indexes) serves it. */
const SORT_KEYS: Record<LeadSort, AnyPgColumn[]> = {
  created_at: [leads.createdAt, leads.id],
  name: [leads.name, leads.id],
  status: [leads.status, leads.createdAt, leads.id],
};

const rowColumns = () => ({
  id: leads.id,
  name: leads.name,
  whatsapp: leads.whatsapp,
  countryCode: leads.countryCode,
  location: leads.location,
  language: leads.language,
  gameId: leads.gameId,
  status: leads.status,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  unread: leadMessaging()?.unreadCount(leads.id) ?? sql<number>`0`,
});

type RawRow = Omit<LeadRow, "createdAt" | "updatedAt" | "gameTitle"> & {
  createdAt: Date;
  updatedAt: Date;
};

/** The rows as the list shows them, with their games' titles (one read per page or chunk). */
async function views(rows: RawRow[]): Promise<LeadRow[]> {
  const titles = await gameTitlesById(rows.map((r) => r.gameId));
  return rows.map((r) => view(r, r.gameId ? (titles.get(r.gameId) ?? null) : null));
}

const view = (r: RawRow, gameTitle: string | null): LeadRow => ({
  id: r.id,
  name: r.name,
  whatsapp: r.whatsapp,
  countryCode: r.countryCode,
  location: r.location,
  language: r.language,
  gameId: r.gameId,
  gameTitle,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  unread: r.unread ?? 0,
});

/** One page of leads (50) in the chosen order with the number matching the filters. */
export async function listLeadsPage(p: LeadListParams): Promise<Page<LeadRow>> {
  const db = await getDb();
  const where = await leadWhere(p);
  const order = p.dir === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns())
      .from(leads)
      .where(where)
      .orderBy(...SORT_KEYS[p.sort].map((c) => order(c)))
      .limit(PAGE_SIZE)
      .offset((p.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { rows: await views(rows), total: total?.n ?? 0, page: p.page, pageSize: PAGE_SIZE };
}

/** GET /api/admin/leads's answer (also rendered with the leads page): one page and the count. */
export async function leadsAnswer(p: LeadListParams & { viewer?: string }) {
  const page = await listLeadsPage(p);
  return { leads: page.rows, total: page.total, page: page.page, pageSize: page.pageSize };
}

/** How many leads match (the export's progress bar needs it before the first row). */
export async function countLeads(p: LeadFilterParams): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(await leadWhere(p));
  return row?.n ?? 0;
}

/**
 * Every matching lead in the list's order, read in chunks by keyset (the row after the last one
 * read, through the sort's index) so memory stays flat and no chunk is slower than the first —
 * the same on PGlite, which has no server-side cursor, and PostgreSQL.
 */
export async function* eachLead(p: LeadListParams, chunk = 1000): AsyncGenerator<LeadRow[]> {
  const db = await getDb();
  const where = await leadWhere(p);
  const keys = SORT_KEYS[p.sort];
  const order = p.dir === "asc" ? asc : desc;
  const cmp = p.dir === "asc" ? sql.raw(">") : sql.raw("<");
  let last: KeyedRow | undefined;
  for (;;) {
    const after = last ? keysetAfter(keys, last, cmp) : undefined;
    const rows = (await db
      // created_at as text too: a JS Date drops the microseconds the keyset must compare exactly.
      .select({ ...rowColumns(), atKey: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(and(where, after))
      .orderBy(...keys.map((c) => order(c)))
      .limit(chunk)) as KeyedRow[];
    if (rows.length) yield await views(rows);
    if (rows.length < chunk) return;
    last = rows.at(-1);
  }
}

type KeyedRow = RawRow & { atKey: string };
const KEY_OF = new Map<AnyPgColumn, keyof KeyedRow>([
  [leads.createdAt, "atKey"],
  [leads.id, "id"],
  [leads.name, "name"],
  [leads.status, "status"],
]);

/** (a, b, c) < (x, y, z): a row comparison PostgreSQL matches to the multi-column index. */
function keysetAfter(keys: AnyPgColumn[], last: KeyedRow, cmp: SQL): SQL {
  const values = keys.map((c) =>
    c === leads.createdAt ? sql`${last.atKey}::timestamptz` : sql`${last[KEY_OF.get(c)!]}`,
  );
  const cols = keys.map((c) => sql`${c}`);
  return sql`(${sql.join(cols, sql`, `)}) ${cmp} (${sql.join(values, sql`, `)})`;
}
