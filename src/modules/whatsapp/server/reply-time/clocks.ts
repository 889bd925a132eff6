import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { whatsappReplyClocks } from "../../schema";
import { replyClock, type ReplyClock } from "../../reply-clock";

export type LeadReplyClock = ReplyClock & {
  leadId: string;
  waitingSince: string | null;
  /** The late notice went (the conversation is marked late). */
  markedLate: boolean;
};

/** The reply clocks of these leads (an inbox page's), answered for leads with none. */
export async function replyClocksFor(
  leadIds: string[],
  now: Date = new Date(),
): Promise<Map<string, LeadReplyClock>> {
  const out = new Map<string, LeadReplyClock>();
  if (leadIds.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select()
    .from(whatsappReplyClocks)
    .where(inArray(whatsappReplyClocks.leadId, [...new Set(leadIds)]));
  const byLead = new Map(rows.map((r) => [r.leadId, r]));
  for (const leadId of leadIds) {
    const r = byLead.get(leadId);
    const fields = { waitingSince: r?.waitingSince ?? null, replyDueAt: r?.replyDueAt ?? null };
    out.set(leadId, {
      ...replyClock(fields, now),
      leadId,
      waitingSince: fields.waitingSince?.toISOString() ?? null,
      markedLate: Boolean(r?.waitingSince && r.lateAt),
    });
  }
  return out;
}
