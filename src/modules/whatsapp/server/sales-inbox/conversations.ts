import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { whatsappConversations } from "../../schema";

/** The list's one-line preview of a message. */
const PREVIEW_CHARS = 160;
export const preview = (body: string | null | undefined, type: string) =>
  (body?.replace(/\s+/g, " ").trim() || `(${type})`).slice(0, PREVIEW_CHARS);

/**
 * A buyer's message: the conversation exists, is open (a close or a snooze ends), moves to the top
 * (unless an older message arrived late) and waits for us from its first unanswered message on.
 * One statement inside the message's transaction.
 */
export async function noteIncoming(
  tx: Db,
  m: { leadId: string; ownerId: string | null; sentAt: Date; preview: string },
) {
  await tx
    .insert(whatsappConversations)
    .values({
      leadId: m.leadId,
      ownerId: m.ownerId,
      lastMessageAt: m.sentAt,
      lastDirection: "in",
      lastPreview: m.preview,
      waitingSince: m.sentAt,
    })
    .onConflictDoUpdate({
      target: whatsappConversations.leadId,
      set: {
        ownerId: m.ownerId,
        closedAt: null,
        snoozedUntil: null,
        waitingSince: sql`coalesce(${whatsappConversations.waitingSince}, excluded.waiting_since)`,
        lastDirection: sql`case when excluded.last_message_at >= ${whatsappConversations.lastMessageAt} then 'in' else ${whatsappConversations.lastDirection} end`,
        lastPreview: sql`case when excluded.last_message_at >= ${whatsappConversations.lastMessageAt} then excluded.last_preview else ${whatsappConversations.lastPreview} end`,
        lastMessageAt: sql`greatest(${whatsappConversations.lastMessageAt}, excluded.last_message_at)`,
        updatedAt: new Date(),
      },
    });
}

/** A staff reply: the conversation waits for the buyer now, and a closed or snoozed one is open. */
export async function noteReply(
  db: Db,
  m: { leadId: string; ownerId: string | null; at: Date; preview: string },
) {
  await db
    .insert(whatsappConversations)
    .values({
      leadId: m.leadId,
      ownerId: m.ownerId,
      lastMessageAt: m.at,
      lastDirection: "out",
      lastPreview: m.preview,
    })
    .onConflictDoUpdate({
      target: whatsappConversations.leadId,
      set: {
        lastMessageAt: m.at,
        lastDirection: "out",
        lastPreview: m.preview,
        waitingSince: null,
        closedAt: null,
        snoozedUntil: null,
        updatedAt: m.at,
      },
    });
}

/** Snoozed until `until` (null: wake it now). */
export async function setSnooze(db: Db, leadId: string, until: Date | null) {
  const [row] = await db
    .update(whatsappConversations)
    .set({ snoozedUntil: until, updatedAt: new Date() })
    .where(eq(whatsappConversations.leadId, leadId))
    .returning();
  if (!row) throw new AppError("Conversation not found", { code: "NOT_FOUND", status: 404 });
  return row;
}

/** Closed (out of the open tabs until a new message) or open again. */
export async function setClosed(db: Db, leadId: string, closed: boolean) {
  const [row] = await db
    .update(whatsappConversations)
    .set({ closedAt: closed ? new Date() : null, snoozedUntil: null, updatedAt: new Date() })
    .where(eq(whatsappConversations.leadId, leadId))
    .returning();
  if (!row) throw new AppError("Conversation not found", { code: "NOT_FOUND", status: 404 });
  return row;
}
