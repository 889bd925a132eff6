import "server-only";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { can } from "@/modules/auth";
import { staffNames } from "@/modules/auth/server";
import { findLeadWithGame } from "@/modules/leads/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { whatsappSavedReplies, type SavedReply } from "../schema";
import { fillSavedReply, type savedReplySchema } from "../reply-time-validation";

/** The signed-in person, as the admin guard gives them. */
type StaffUser = { id: string; role: string | null };

export type SavedReplyView = {
  id: string;
  name: string;
  language: string;
  body: string;
  author: string | null;
  authorId: string | null;
  /** Whether the signed-in person may edit or delete it (an owner, or its author). */
  mine: boolean;
  updatedAt: string;
};

type Input = z.output<typeof savedReplySchema>;

const notFound = () => new AppError("Saved reply not found", { code: "NOT_FOUND", status: 404 });
const taken = () =>
  new AppError("A saved reply with this name already exists in this language", {
    code: "VALIDATION",
    status: 400,
    details: { fields: { name: "A saved reply with this name already exists in this language" } },
  });
const refused = () =>
  new AppError("Only an owner or its author may change a saved reply", {
    code: "FORBIDDEN",
    status: 403,
  });

const manages = (staff: StaffUser, row: Pick<SavedReply, "authorId">) =>
  can(staff.role, { whatsappSettings: ["update"] }) || row.authorId === staff.id;

export async function listSavedReplies(staff: StaffUser): Promise<SavedReplyView[]> {
  const db = await getDb();
  const replies = await db
    .select()
    .from(whatsappSavedReplies)
    .orderBy(asc(whatsappSavedReplies.name), asc(whatsappSavedReplies.language));
  const names = await staffNames(
    replies.map((r) => r.authorId),
    db,
  );
  const rows = replies.map((r) => ({
    r,
    author: r.authorId ? (names.get(r.authorId) ?? null) : null,
  }));
  return rows.map(({ r, author }) => ({
    id: r.id,
    name: r.name,
    language: r.language,
    body: r.body,
    author,
    authorId: r.authorId,
    mine: manages(staff, r),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function getSavedReply(id: string): Promise<SavedReply | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(whatsappSavedReplies)
    .where(eq(whatsappSavedReplies.id, id))
    .limit(1);
  return row ?? null;
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === "23505" ||
  (e as { cause?: { code?: string } })?.cause?.code === "23505";

export async function createSavedReply(input: Input, staff: StaffUser): Promise<SavedReply> {
  const db = await getDb();
  try {
    const [row] = await db
      .insert(whatsappSavedReplies)
      .values({ ...input, authorId: staff.id })
      .returning();
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) throw taken();
    throw e;
  }
}

export async function updateSavedReply(
  id: string,
  input: Input,
  staff: StaffUser,
): Promise<SavedReply> {
  const existing = await getSavedReply(id);
  if (!existing) throw notFound();
  if (!manages(staff, existing)) throw refused();
  const db = await getDb();
  try {
    const [row] = await db
      .update(whatsappSavedReplies)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(whatsappSavedReplies.id, id))
      .returning();
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) throw taken();
    throw e;
  }
}

export async function deleteSavedReply(id: string, staff: StaffUser): Promise<void> {
  const existing = await getSavedReply(id);
  if (!existing) throw notFound();
  if (!manages(staff, existing)) throw refused();
  const db = await getDb();
  await db.delete(whatsappSavedReplies).where(eq(whatsappSavedReplies.id, id));
}

export type FilledReply = { id: string; name: string; language: string; text: string };

/** The buyer's link to a lead's latest sent quote; quotes depend on WhatsApp, so start-up plugs it in. */
export type QuoteLinkSource = (leadId: string) => Promise<string | null>;
// On globalThis: the server's start-up and its route handlers may be bundled apart.
const g = globalThis as unknown as { __quoteLinkSource?: QuoteLinkSource };
export function setQuoteLinkSource(source: QuoteLinkSource | undefined) {
  g.__quoteLinkSource = source;
}

/**
 * Every saved reply filled in for one lead: {first name} from the lead's name, {game} from the
 * game asked about, {quote link} the buyer's link to the latest quote sent to them (empty when
 * none was).
 */
export async function savedRepliesFor(
  leadId: string,
): Promise<{ language: string; replies: FilledReply[] }> {
  const db = await getDb();
  const found = await findLeadWithGame(leadId, db);
  const lead = found && {
    name: found.lead.name,
    language: found.lead.language,
    game: found.gameTitle,
  };
  if (!lead) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  const values = {
    firstName: lead.name.trim().split(/\s+/)[0] ?? "",
    game: lead.game ?? "",
    quoteLink: (await g.__quoteLinkSource?.(leadId)) ?? "",
  };
  const rows = await db
    .select()
    .from(whatsappSavedReplies)
    .orderBy(asc(whatsappSavedReplies.name), asc(whatsappSavedReplies.language));
  return {
    language: lead.language,
    replies: rows.map((r) => ({
      id: r.id,
      name: r.name,
      language: r.language,
      text: fillSavedReply(r.body, values),
    })),
  };
}
