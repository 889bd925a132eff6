import "server-only";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { dayRange, PAGE_SIZE, type Page } from "@/platform/lists/params";
import { containsLower } from "@/platform/lists/search";
import { contactMessages, type ContactMessage } from "../schema";
import type { MessageListParams } from "../validation";

type Filter = Omit<MessageListParams, "page">;
type MessageCondition = (p: Filter) => SQL | undefined;

const byStatus: MessageCondition = (p) =>
  p.status ? eq(contactMessages.status, p.status) : undefined;

const byDate: MessageCondition = (p) => {
  const { start, end } = dayRange(p);
  return and(
    start ? gte(contactMessages.createdAt, start) : undefined,
    end ? lt(contactMessages.createdAt, end) : undefined,
  );
};

/** Name, email, company and text lower-cased in one text, as contact_messages_search_trgm_idx has it. */
const searchText = sql`lower(${contactMessages.name} || chr(31) || ${contactMessages.email} || chr(31) || coalesce(${contactMessages.company}, '') || chr(31) || ${contactMessages.message})`;

/** Name, email, company or the text contain the search: one trigram index scan (lists_perf_search). */
const bySearch: MessageCondition = (p) => (p.q ? containsLower(searchText, p.q) : undefined);

const MESSAGE_CONDITIONS: MessageCondition[] = [byStatus, byDate, bySearch];

/** The WHERE of the list, its count and its export (also what the lists bench EXPLAINs). */
export const messageWhere = (p: Filter) =>
  and(...MESSAGE_CONDITIONS.map((c) => c(p)).filter((c): c is SQL => c !== undefined));

/** Newest first (created_at, id: contact_messages_created_id_idx / status_created_id_idx). */
const ORDER = [desc(contactMessages.createdAt), desc(contactMessages.id)];

export async function listMessagesPage(p: MessageListParams): Promise<Page<ContactMessage>> {
  const db = await getDb();
  const where = messageWhere(p);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(...ORDER)
      .limit(PAGE_SIZE)
      .offset((p.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page: p.page, pageSize: PAGE_SIZE };
}

export async function countMessages(p: Filter): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ n: count() })
    .from(contactMessages)
    .where(messageWhere(p));
  return row?.n ?? 0;
}

/** Every matching message, newest first, read by keyset in chunks (constant memory). */
export async function* eachMessage(p: Filter, chunk = 1000): AsyncGenerator<ContactMessage[]> {
  const db = await getDb();
  const where = messageWhere(p);
  let last: { atKey: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      // created_at as text: a JS Date drops the microseconds the keyset must compare exactly.
      .select({ row: contactMessages, atKey: sql<string>`${contactMessages.createdAt}::text` })
      .from(contactMessages)
      .where(
        and(
          where,
          last
            ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${last.atKey}::timestamptz, ${last.id})`
            : undefined,
        ),
      )
      .orderBy(...ORDER)
      .limit(chunk);
    if (rows.length) yield rows.map((r) => r.row);
    if (rows.length < chunk) return;
    const tail = rows.at(-1)!;
    last = { atKey: tail.atKey, id: tail.row.id };
  }
}
