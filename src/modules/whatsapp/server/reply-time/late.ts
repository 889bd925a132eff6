import "server-only";
import { and, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { activeOwnersAnd } from "@/modules/auth/server";
import { leadOwners } from "@/modules/leads/server";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import type { Job } from "@/platform/scheduler";
import { whatsappReplyClocks } from "../../schema";
import { announceConversations, announceNotice } from "../live";
import { queueMessages } from "../outbox/queue";

/** Claimed per run: a backlog (a first start after long) is told over a few runs. */
const BATCH = 100;

type Told = { leadId: string; buyer: string; userId: string; email: string };

/**
 * Marks conversations whose reply deadline passed as late and tells the lead's owner (every owner
 * when the lead has none), once: the mark is claimed by a conditional update in the transaction
 * that queues the emails (the durable outbox), so two processes or two runs tell no one twice.
 * Returns how many conversations became late.
 */
export async function markLateConversations(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const told: Told[] = [];
  const late = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: whatsappReplyClocks.leadId })
      .from(whatsappReplyClocks)
      .where(
        and(
          isNull(whatsappReplyClocks.lateAt),
          isNotNull(whatsappReplyClocks.waitingSince),
          lte(whatsappReplyClocks.replyDueAt, now),
        ),
      )
      .limit(BATCH);
    const claimed = await tx
      .update(whatsappReplyClocks)
      .set({ lateAt: now })
      .where(and(inArray(whatsappReplyClocks.leadId, due), isNull(whatsappReplyClocks.lateAt)))
      .returning({ leadId: whatsappReplyClocks.leadId, dueAt: whatsappReplyClocks.replyDueAt });
    if (claimed.length === 0) return [];
    const rows = await leadOwners(
      claimed.map((c) => c.leadId),
      tx,
    );
    const staff = await activeOwnersAnd(
      rows.map((r) => r.ownerId).filter((id): id is string => Boolean(id)),
      tx,
    );
    const owners = staff.filter((s) => s.role === "owner");
    for (const lead of rows) {
      const owner = staff.find((s) => s.id === lead.ownerId);
      for (const person of owner ? [owner] : owners)
        told.push({ leadId: lead.id, buyer: lead.buyer, userId: person.id, email: person.email });
    }
    const link = `${config().siteUrl}/admin/leads`;
    await queueMessages(
      tx,
      told.map((t) => ({
        recipient: t.email,
        kind: "email" as const,
        capped: false,
        state: "queued" as const,
        nextAttemptAt: now,
        subject: `Late WhatsApp reply: ${t.buyer} is waiting`,
        body: `${t.buyer} wrote on WhatsApp and has waited past the reply target. Please answer them now.\n\nLeads: ${link}`,
      })),
    );
    return claimed;
  });
  if (late.length === 0) return 0;
  await announceConversations(late.map((l) => l.leadId));
  for (const t of told)
    await announceNotice({
      userId: t.userId,
      leadId: t.leadId,
      text: `${t.buyer} has waited past the WhatsApp reply target.`,
    });
  return late.length;
}

/** Every minute: a deadline passes without any request. */
export const lateRepliesJob: Job = {
  name: "whatsapp-late-replies",
  everyMs: 60_000,
  run: () => markLateConversations(),
  failure: "Marking late WhatsApp conversations failed",
};
