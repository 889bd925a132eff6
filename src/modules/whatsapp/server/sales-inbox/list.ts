import "server-only";
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, SQL, sql } from "drizzle-orm";
import { user } from "@/modules/auth/schema";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { containsLower } from "@/platform/lists/search";
import { whatsappConversations as c, whatsappIncoming } from "../../schema";
import type { InboxListParams } from "../../inbox-validation";

/** Rows per inbox page. */
const INBOX_PAGE_SIZE = 50;

/** Who is looking: sales people see their own and unassigned conversations, `all` everyone's. */
export type InboxViewer = { id: string; seesAll: boolean };

export type InboxRow = {
  leadId: string;
  name: string;
  whatsapp: string;
  language: string;
  countryCode: string;
  status: string;
  gameTitle: string | null;
  ownerId: string | null;
  ownerName: string | null;
  lastMessageAt: string;
  lastDirection: "in" | "out";
  lastPreview: string | null;
  /** Since when the buyer waits for us (their first unanswered message); null when we wrote last. */
  waitingSince: string | null;
  snoozedUntil: string | null;
  closedAt: string | null;
  unread: number;
};
export type InboxPage = { rows: InboxRow[]; nextCursor: string | null };

/** What the viewer may see at all, whatever the tab. */
function visible(viewer: InboxViewer): SQL | undefined {
  return viewer.seesAll ? undefined : or(eq(c.ownerId, viewer.id), isNull(c.ownerId));
}

function byScope(p: InboxListParams, viewer: InboxViewer): SQL | undefined {
  if (p.scope === "mine") return eq(c.ownerId, viewer.id);
  if (p.scope === "unassigned") return isNull(c.ownerId);
  return visible(viewer);
}

function byView(p: InboxListParams, now: Date): SQL | undefined {
  const awake = or(isNull(c.snoozedUntil), lte(c.snoozedUntil, now));
  const open = and(isNull(c.closedAt), awake);
  switch (p.view) {
    case "open":
      return open;
    case "waiting_us":
      return and(open, eq(c.lastDirection, "in"));
    case "waiting_buyer":
      return and(open, eq(c.lastDirection, "out"));
    case "snoozed":
      return and(isNull(c.closedAt), gt(c.snoozedUntil, now));
    case "closed":
      return isNotNull(c.closedAt);
  }
}

/** The leads' own search (name, number, location), exactly as leads_search_trgm_idx indexes it. */
const leadSearchText = sql`lower(${leads.name} || chr(31) || ${leads.whatsapp} || chr(31) || ${leads.location})`;
/** Up to this many matching leads are looked up by id; more means a broad term (below). */
const SEARCH_IDS = 2000;

/**
 * Name, number or location contain the text: the matching leads' ids when they are few (most
 * searches: a name, a number), else the condition itself (a broad term matches densely, and the
 * newest-first walk finds a page at once). Found through the trigram index either way.
 */
async function searchLeads(p: InboxListParams): Promise<string[] | SQL | undefined> {
  if (!p.q) return undefined;
  const digits = /^[\d\s+().-]+$/.test(p.q) ? p.q.replace(/\D/g, "") : "";
  const matches = or(
    containsLower(leadSearchText, p.q),
    digits && digits !== p.q ? containsLower(leadSearchText, digits) : undefined,
  )!;
  const db = await getDb();
  // Materialized, so the search is planned for all its rows: under the LIMIT, a term whose trigrams
  // the planner overcounts (every number shares "1555") made reading the table whole look cheaper
  // than the trigram index, 270 ms instead of 5 at 100,000 leads. The LIMIT outside still stops
  // reading once enough have been found.
  const found = await db.execute<{ id: string }>(sql`
    with m as materialized (select ${leads.id} as id from ${leads} where ${matches})
    select id from m limit ${SEARCH_IDS + 1}`);
  const ids = (found as unknown as { rows: { id: string }[] }).rows.map((l) => l.id);
  return ids.length <= SEARCH_IDS ? ids : matches;
}

/** The keyset cursor: the last row's time (as PostgreSQL prints it, microseconds kept) and id. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString("base64url");
function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { at, id };
}

const unreadCount = sql<number>`(select count(*)::int from ${whatsappIncoming} i where i.lead_id = ${c.leadId} and i.read_at is null)`;

async function selectRows(where: SQL | undefined, limit: number) {
  const db = await getDb();
  return db
    .select({
      leadId: c.leadId,
      name: leads.name,
      whatsapp: leads.whatsapp,
      language: leads.language,
      countryCode: leads.countryCode,
      status: leads.status,
      gameTitle: games.title,
      ownerId: c.ownerId,
      ownerName: user.name,
      lastMessageAt: c.lastMessageAt,
      atKey: sql<string>`${c.lastMessageAt}::text`,
      lastDirection: c.lastDirection,
      lastPreview: c.lastPreview,
      waitingSince: c.waitingSince,
      snoozedUntil: c.snoozedUntil,
      closedAt: c.closedAt,
      unread: unreadCount,
    })
    .from(c)
    .innerJoin(leads, eq(leads.id, c.leadId))
    .leftJoin(games, eq(games.id, leads.gameId))
    .leftJoin(user, eq(user.id, c.ownerId))
    .where(where)
    .orderBy(desc(c.lastMessageAt), desc(c.leadId))
    .limit(limit);
}

const view = (r: Awaited<ReturnType<typeof selectRows>>[number]): InboxRow => ({
  leadId: r.leadId,
  name: r.name,
  whatsapp: r.whatsapp,
  language: r.language,
  countryCode: r.countryCode,
  status: r.status,
  gameTitle: r.gameTitle,
  ownerId: r.ownerId,
  ownerName: r.ownerName,
  lastDirection: r.lastDirection,
  lastPreview: r.lastPreview,
  lastMessageAt: r.lastMessageAt.toISOString(),
  waitingSince: r.waitingSince?.toISOString() ?? null,
  snoozedUntil: r.snoozedUntil?.toISOString() ?? null,
  closedAt: r.closedAt?.toISOString() ?? null,
  unread: r.unread ?? 0,
});

/**
 * One page of conversations, newest message first, after the cursor: the (last_message_at,
 * lead_id) index in order, so every page costs what the first does.
 */
export async function listInbox(
  p: InboxListParams,
  viewer: InboxViewer,
  now = new Date(),
): Promise<InboxPage> {
  const after = p.cursor ? decodeCursor(p.cursor) : null;
  if (p.cursor && !after)
    throw new AppError("Invalid input", {
      code: "VALIDATION",
      status: 400,
      details: { fields: { cursor: "This page link is not valid; open the inbox again" } },
    });
  const base = and(
    visible(viewer),
    byScope(p, viewer),
    byView(p, now),
    after
      ? sql`(${c.lastMessageAt}, ${c.leadId}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
  const search = await searchLeads(p);
  let where = and(base, search instanceof SQL ? search : undefined);
  if (Array.isArray(search)) {
    // A few matching leads: their conversations by primary key, sorted whole (no LIMIT, so the
    // planner cannot prefer walking the newest-first index hoping to meet them), then the page.
    const keys = search.length
      ? await (
          await getDb()
        )
          .select({ id: c.leadId })
          .from(c)
          // One array parameter joined by key: as `= any(array)`, or a thousand bound values, the
          // planner priced a thousand key reads above reading the table whole (50 ms, not 5).
          .where(and(base, sql`${c.leadId} in (select unnest(${`{${search.join(",")}}`}::uuid[]))`))
          .orderBy(desc(c.lastMessageAt), desc(c.leadId))
      : [];
    const ids = keys.slice(0, INBOX_PAGE_SIZE + 1).map((k) => k.id);
    if (ids.length === 0) return { rows: [], nextCursor: null };
    where = inArray(c.leadId, ids);
  }
  const rows = await selectRows(where, INBOX_PAGE_SIZE + 1);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  const last = page.at(-1);
  return {
    rows: page.map(view),
    nextCursor:
      rows.length > INBOX_PAGE_SIZE && last ? encodeCursor(last.atKey, last.leadId) : null,
  };
}

/** Conversations with unread messages the viewer can see (the menu's badge). */
export async function inboxUnread(viewer: InboxViewer): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${whatsappIncoming.leadId})::int` })
    .from(whatsappIncoming)
    .innerJoin(c, eq(c.leadId, whatsappIncoming.leadId))
    .where(and(isNull(whatsappIncoming.readAt), visible(viewer)));
  return row?.n ?? 0;
}

/** The conversation as the list shows it when the viewer may see it; 404 otherwise (no hint it exists). */
export async function visibleConversation(leadId: string, viewer: InboxViewer): Promise<InboxRow> {
  const [row] = await selectRows(and(eq(c.leadId, leadId), visible(viewer)), 1);
  if (!row) throw new AppError("Conversation not found", { code: "NOT_FOUND", status: 404 });
  return view(row);
}
