import "server-only";
import { and, count, desc, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, whatsappMessageStatus, whatsappOutbox, type OutboxMessage } from "../../../schema";
import { startOfUtcDay } from "./backoff";
import { enqueueLeadMessage } from "./enqueue";
import { loadWhatsappConfig } from "../settings";

/** What staff see of one message; "retrying" is a queued message that has been tried before. */
export type MessageView = {
  id: string;
  recipient: string;
  state: OutboxMessage["state"] | "retrying";
  attempts: number;
  nextAttemptAt: string | null;
  error: string | null;
  errorCode: number | null;
  skipReason: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
  events: Array<{ status: string; at: string; error: string | null }>;
};

const view = (m: OutboxMessage, events: MessageView["events"] = []): MessageView => ({
  id: m.id,
  recipient: m.recipient,
  state: m.state === "queued" && m.attempts > 0 ? "retrying" : m.state,
  attempts: m.attempts,
  nextAttemptAt: m.state === "queued" ? (m.nextAttemptAt?.toISOString() ?? null) : null,
  error: m.error,
  errorCode: m.errorCode,
  skipReason: m.skipReason,
  sentAt: m.sentAt?.toISOString() ?? null,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
  events,
});

/** The latest messages of any state, for the WhatsApp settings screen. */
export async function latestMessages(limit = 10): Promise<MessageView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(whatsappOutbox)
    .orderBy(desc(whatsappOutbox.updatedAt))
    .limit(limit);
  return rows.map((m) => view(m));
}

export type OutboxSummary = {
  waiting: number;
  sentToday: number;
  dailyCap: number;
  capReached: boolean;
};

/** How many messages wait, and whether today's cap is spent. */
export async function outboxSummary(now = new Date()): Promise<OutboxSummary> {
  const db = await getDb();
  const [[waiting], [sentToday]] = await Promise.all([
    db
      .select({ n: count() })
      .from(whatsappOutbox)
      .where(inArray(whatsappOutbox.state, ["queued", "sending"])),
    db
      .select({ n: count() })
      .from(whatsappOutbox)
      .where(and(isNotNull(whatsappOutbox.sentAt), gte(whatsappOutbox.sentAt, startOfUtcDay(now)))),
  ]);
  const dailyCap = config().WHATSAPP_DAILY_CAP;
  const sent = sentToday?.n ?? 0;
  return { waiting: waiting?.n ?? 0, sentToday: sent, dailyCap, capReached: sent >= dailyCap };
}

/** A lead's messages, newest first, each with the delivery statuses the webhook reported. */
export async function leadMessages(leadId: string): Promise<MessageView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.leadId, leadId))
    .orderBy(desc(whatsappOutbox.createdAt));
  const ids = rows.flatMap((m) => (m.waMessageId ? [m.waMessageId] : []));
  const events = ids.length
    ? await db
        .select()
        .from(whatsappMessageStatus)
        .where(inArray(whatsappMessageStatus.messageId, ids))
        .orderBy(whatsappMessageStatus.createdAt)
    : [];
  return rows.map((m) =>
    view(
      m,
      events
        .filter((e) => e.messageId === m.waMessageId)
        .map((e) => ({ status: e.status, at: e.createdAt.toISOString(), error: e.error })),
    ),
  );
}

/**
 * Staff send the template again after a failed or skipped message: a new queued message, past
 * the one-per-day rule (a person decided), still within the daily cap.
 */
export async function resendLeadMessage(leadId: string): Promise<void> {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  const [latest] = await db
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.leadId, leadId))
    .orderBy(desc(whatsappOutbox.createdAt))
    .limit(1);
  if (latest && latest.state !== "failed" && latest.state !== "skipped")
    throw new AppError("Only a failed or skipped message can be sent again", {
      code: "CONFLICT",
      status: 409,
    });
  const settings = await loadWhatsappConfig();
  if (!settings?.active)
    throw new AppError("Turn on WhatsApp messaging in WhatsApp Settings first", {
      code: "CONFLICT",
      status: 409,
    });
  await db.transaction((tx) =>
    enqueueLeadMessage(
      tx,
      { id: lead.id, recipient: (latest?.recipient ?? lead.whatsapp).replace(/\D/g, "") },
      { active: true, force: true },
    ),
  );
}
