import "server-only";
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { lockLead } from "@/modules/leads/server";
import { whatsappMessageStatus, whatsappOutbox, type OutboxMessage } from "../../schema";
import { apiAttemptsSince } from "./attempts";
import { startOfUtcDay } from "./backoff";
import { enqueueLeadMessage } from "./enqueue";
import { loadWhatsappConfig } from "../settings";
import { codesToday } from "../code-budget";

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
    .where(ne(whatsappOutbox.kind, "email"))
    .orderBy(desc(whatsappOutbox.updatedAt))
    .limit(limit);
  return rows.map((m) => view(m));
}

export type OutboxSummary = {
  waiting: number;
  /** Held for an owner's approval after an unusual number of price requests. */
  held: number;
  /** Sends that reached the API today (accepted or not): what the daily cap counts. */
  sentToday: number;
  dailyCap: number;
  capReached: boolean;
  /** Operators' sign-in codes queued for WhatsApp today, on a budget of their own. */
  codesToday: number;
  codeCap: number;
};

/** How many messages wait or are held, and whether today's cap is spent. */
export async function outboxSummary(now = new Date()): Promise<OutboxSummary> {
  const db = await getDb();
  const [rows, sent, codes] = await Promise.all([
    db
      .select({ state: whatsappOutbox.state, n: count() })
      .from(whatsappOutbox)
      .where(
        and(
          inArray(whatsappOutbox.state, ["queued", "sending", "held"]),
          ne(whatsappOutbox.kind, "email"),
        ),
      )
      .groupBy(whatsappOutbox.state),
    apiAttemptsSince(db, startOfUtcDay(now)),
    codesToday(db, now),
  ]);
  const n = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  const dailyCap = config().WHATSAPP_DAILY_CAP;
  return {
    waiting: n("queued") + n("sending"),
    held: n("held"),
    sentToday: sent,
    dailyCap,
    capReached: sent >= dailyCap,
    codesToday: codes,
    codeCap: config().WHATSAPP_CODE_DAILY_CAP,
  };
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

const conflict = (message: string) => new AppError(message, { code: "CONFLICT", status: 409 });

/**
 * Staff send the template again after a failed, skipped or unknown message: a new queued message,
 * past the one-per-day rule (a person decided), still within the daily cap. The lead's row is
 * locked first and the latest message read after, inside one transaction, so of two simultaneous
 * clicks the second sees the first's new message and is refused.
 */
export async function resendLeadMessage(leadId: string): Promise<void> {
  const db = await getDb();
  const settings = await loadWhatsappConfig();
  if (!settings?.active) throw conflict("Turn on WhatsApp messaging in WhatsApp Settings first");
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
    const [latest] = await tx
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.leadId, leadId))
      .orderBy(desc(whatsappOutbox.createdAt))
      .limit(1);
    if (latest && !RESENDABLE.includes(latest.state))
      throw conflict("Only a failed, skipped or unknown message can be sent again");
    await enqueueLeadMessage(
      tx,
      { id: lead.id, recipient: (latest?.recipient ?? lead.whatsapp).replace(/\D/g, "") },
      { active: true, force: true },
    );
  });
}

const RESENDABLE: OutboxMessage["state"][] = ["failed", "skipped", "unknown"];

/**
 * Staff checked with the buyer that an "unknown" message did arrive: it becomes sent. The update
 * is conditional on the state, so it cannot overwrite a message that moved on meanwhile.
 */
export async function markMessageSent(leadId: string, messageId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .update(whatsappOutbox)
    .set({ state: "sent", sentAt: new Date(), error: "Marked as sent by staff", errorCode: null })
    .where(
      and(
        eq(whatsappOutbox.id, messageId),
        eq(whatsappOutbox.leadId, leadId),
        eq(whatsappOutbox.state, "unknown"),
      ),
    )
    .returning({ id: whatsappOutbox.id });
  if (!row) throw conflict("Only a message in an unknown state can be marked as sent");
}
