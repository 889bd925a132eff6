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

/**
 * Inside a lead merge: the merged request's conversation becomes the kept lead's, or the two
 * become one (the newer last message, the earlier unanswered one, open if either was), with the
 * owner the merge gives the kept lead.
 */
export async function mergeConversations(tx: Db, keptId: string, mergedId: string) {
  await tx.execute(sql`
    update whatsapp_conversations k set
      last_direction = case when m.last_message_at > k.last_message_at then m.last_direction else k.last_direction end,
      last_preview = case when m.last_message_at > k.last_message_at then m.last_preview else k.last_preview end,
      waiting_since = case
        when (case when m.last_message_at > k.last_message_at then m.last_direction else k.last_direction end) = 'in'
        then least(k.waiting_since, m.waiting_since) end,
      last_message_at = greatest(k.last_message_at, m.last_message_at),
      closed_at = case when k.closed_at is null or m.closed_at is null then null else greatest(k.closed_at, m.closed_at) end,
      owner_id = (select coalesce(kl.owner_id, ml.owner_id) from leads kl, leads ml where kl.id = ${keptId} and ml.id = ${mergedId}),
      updated_at = now()
    from whatsapp_conversations m
    where k.lead_id = ${keptId} and m.lead_id = ${mergedId}`);
  await tx.execute(sql`
    update whatsapp_conversations set lead_id = ${keptId},
      owner_id = (select coalesce(k.owner_id, m.owner_id) from leads k, leads m where k.id = ${keptId} and m.id = ${mergedId})
    where lead_id = ${mergedId}
      and not exists (select 1 from whatsapp_conversations where lead_id = ${keptId})`);
}
