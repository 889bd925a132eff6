import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { staffNames } from "@/modules/auth/server";
import type { Lead } from "@/modules/leads/schema";
import { findLeadWithGame } from "@/modules/leads/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import {
  whatsappIncoming,
  whatsappOutbox,
  type IncomingDetails,
  type OutboxMessage,
} from "../schema";
import { graphFetch, graphUrl } from "./graph";
import { announceConversations } from "./live";
import { isOptedOut, waNumber } from "./opt-out";
import { templateParams } from "./pick-template";
import { loadWhatsappConfig } from "./settings";
import { onStaffReply } from "./reply-time/clock";
import { listTemplates } from "./templates";
import { noteReply, preview } from "./sales-inbox/conversations";

/** Free-form messages may go only this long after the buyer's last message (Meta's rule). */
const WINDOW_MS = 24 * 60 * 60_000;

export type ConversationMessage = {
  id: string;
  direction: "in" | "out";
  /** When it was sent (the buyer's time for incoming, queued time for ours). */
  at: string;
  /** text, template, image, document, audio, video, sticker, location… */
  type: string;
  body: string | null;
  templateName: string | null;
  /** Outgoing: the staff member who sent it (null: the automatic new-lead template). */
  author: string | null;
  /** Outgoing: the outbox state; incoming: null. */
  state: OutboxMessage["state"] | null;
  error: string | null;
  /** Incoming files: the staff-only download URL once stored, or why it could not be. */
  fileUrl: string | null;
  fileName: string | null;
  mime: string | null;
  mediaError: string | null;
  /** Incoming: what the type says beyond its text (place, contacts, order, ad, number change). */
  details: IncomingDetails | null;
  /** The message this one answers, as the buyer saw it quoted; null when not a reply. */
  quoted: { text: string | null; direction: "in" | "out" | null } | null;
  read: boolean;
};

export type TemplateOffer = {
  name: string;
  language: string;
  /** The body with its parameters filled from the lead. */
  preview: string | null;
  params: string[];
};

export type Conversation = {
  messages: ConversationMessage[];
  /** Until when a free-form reply may go; null when the buyer never wrote or it passed. */
  windowClosesAt: string | null;
  optedOut: boolean;
  unread: number;
  /** Approved templates to send when the window is closed. */
  templates: TemplateOffer[];
};

const notFound = () => new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
const conflict = (message: string) => new AppError(message, { code: "CONFLICT", status: 409 });

async function loadLead(leadId: string) {
  const row = await findLeadWithGame(leadId);
  if (!row) throw notFound();
  return row;
}

/** The end of the customer-service window: 24 h after the number's last incoming message. */
async function windowClosesAt(phone: string, now = new Date()): Promise<Date | null> {
  // A buyer known only by user id has no number to answer (nor messages of "no number" to count).
  if (!waNumber(phone)) return null;
  const db = await getDb();
  const [last] = await db
    .select({ sentAt: whatsappIncoming.sentAt })
    .from(whatsappIncoming)
    .where(eq(whatsappIncoming.sender, waNumber(phone)))
    .orderBy(desc(whatsappIncoming.sentAt))
    .limit(1);
  if (!last) return null;
  const closes = new Date(last.sentAt.getTime() + WINDOW_MS);
  return closes > now ? closes : null;
}

function fill(body: string | null, params: string[]): string | null {
  return (
    body?.replace(/\{\{\s*(\d+)\s*\}\}/g, (m, n: string) => params[Number(n) - 1] ?? m) ?? null
  );
}

async function templateOffers(lead: Lead, gameTitle: string | null): Promise<TemplateOffer[]> {
  const approved = (await listTemplates()).filter((t) => t.status === "APPROVED");
  return approved.map((t) => {
    const params = templateParams(t.paramCount, { name: lead.name, gameTitle }, t.language);
    return { name: t.name, language: t.language, preview: fill(t.body, params), params };
  });
}

/** The lead's outgoing messages, oldest first, each with its author's name (null: automatic). */
async function outgoingWithAuthors(db: Db, leadId: string) {
  const rows = await db
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.leadId, leadId))
    .orderBy(asc(whatsappOutbox.createdAt));
  const names = await staffNames(
    rows.map((m) => m.authorId),
    db,
  );
  return rows.map((m) => ({ m, author: m.authorId ? (names.get(m.authorId) ?? null) : null }));
}

/** Every message in and out of the lead, oldest first, with the window and opt-out state. */
export async function leadConversation(leadId: string, now = new Date()): Promise<Conversation> {
  const { lead, gameTitle } = await loadLead(leadId);
  const db = await getDb();
  const [outgoing, incoming, closes, optedOut, templates] = await Promise.all([
    outgoingWithAuthors(db, leadId),
    db
      .select()
      .from(whatsappIncoming)
      .where(eq(whatsappIncoming.leadId, leadId))
      .orderBy(asc(whatsappIncoming.sentAt)),
    windowClosesAt(lead.whatsapp, now),
    isOptedOut(db, lead.whatsapp),
    templateOffers(lead, gameTitle),
  ]);
  // A reply quotes a message of this conversation: ours by Meta's id, or the buyer's by wamid.
  const byWamid = new Map<string, { text: string | null; direction: "in" | "out" }>();
  for (const { m } of outgoing)
    if (m.waMessageId)
      byWamid.set(m.waMessageId, {
        text: m.kind === "text" ? m.body : `Template: ${m.templateName ?? "new-lead template"}`,
        direction: "out",
      });
  for (const m of incoming)
    byWamid.set(m.wamid, { text: m.body ?? `(${m.type})`, direction: "in" });
  const quote = (wamid: string) => byWamid.get(wamid) ?? { text: null, direction: null };
  const messages: ConversationMessage[] = [
    ...outgoing.map(({ m, author }) => ({
      id: m.id,
      direction: "out" as const,
      at: m.createdAt.toISOString(),
      type: m.kind,
      body: m.kind === "text" ? m.body : null,
      templateName: m.kind === "template" ? (m.templateName ?? null) : null,
      author: m.authorId ? (author ?? "Former staff member") : null,
      state: m.state,
      // Meta's error on a failed message, why a skipped one did not go; the attempt-level notes
      // (retries, unanswered sends) stay in the lead's message list.
      error:
        m.state === "failed"
          ? m.error
          : m.state === "skipped" && m.skipReason
            ? `Not sent: ${m.skipReason}`
            : null,
      fileUrl: null,
      fileName: null,
      mime: null,
      mediaError: null,
      details: null,
      quoted: null,
      read: true,
    })),
    ...incoming.map((m) => ({
      id: m.id,
      direction: "in" as const,
      at: m.sentAt.toISOString(),
      type: m.type,
      body: m.body,
      templateName: null,
      author: null,
      state: null,
      error: null,
      fileUrl: m.fileKey ? `/api/admin/whatsapp/media/${m.id}` : null,
      fileName: m.fileName,
      mime: m.mediaMime,
      mediaError: m.mediaError,
      details: m.details ?? null,
      quoted: m.replyTo ? quote(m.replyTo) : null,
      read: m.readAt !== null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    messages,
    windowClosesAt: closes?.toISOString() ?? null,
    optedOut,
    unread: messages.filter((m) => !m.read).length,
    templates: optedOut ? [] : templates,
  };
}

export type ReplyInput =
  { kind: "text"; text: string } | { kind: "template"; name: string; language: string };

/**
 * Queues a staff reply in the outbox (sent once, retried, its states shown): free-form only while
 * the window is open, a template only when approved; nothing to a number that opted out.
 */
export async function queueReply(leadId: string, input: ReplyInput, authorId: string) {
  const { lead, gameTitle } = await loadLead(leadId);
  const settings = await loadWhatsappConfig();
  if (!settings?.active) throw conflict("Turn on WhatsApp messaging in WhatsApp Settings first");
  const db = await getDb();
  if (!waNumber(lead.whatsapp))
    throw conflict(
      "This buyer wrote with a WhatsApp username and shared no phone number to answer",
    );
  if (await isOptedOut(db, lead.whatsapp))
    throw conflict("This number opted out of WhatsApp messages");
  const base = {
    leadId,
    recipient: waNumber(lead.whatsapp),
    state: "queued" as const,
    nextAttemptAt: new Date(),
    authorId,
  };
  if (input.kind === "text") {
    if (!(await windowClosesAt(lead.whatsapp)))
      throw conflict(
        "The 24-hour window is closed: the buyer has not written in the last 24 hours. Send a template instead",
      );
    const [row] = await db
      .insert(whatsappOutbox)
      .values({ ...base, kind: "text", body: input.text })
      .returning({ id: whatsappOutbox.id });
    await onStaffReply(db, leadId, authorId);
    await noteReply(db, {
      leadId,
      ownerId: lead.ownerId,
      at: new Date(),
      preview: preview(input.text, "text"),
    });
    return row!.id;
  }
  const template = (await listTemplates()).find(
    (t) => t.name === input.name && t.language === input.language && t.status === "APPROVED",
  );
  if (!template) throw conflict("This template is not approved");
  const params = templateParams(
    template.paramCount,
    { name: lead.name, gameTitle },
    template.language,
  );
  const [row] = await db
    .insert(whatsappOutbox)
    .values({
      ...base,
      kind: "template",
      templateName: template.name,
      templateLanguage: template.language,
      templateParams: params.length ? params : null,
    })
    .returning({ id: whatsappOutbox.id });
  await onStaffReply(db, leadId, authorId);
  await noteReply(db, {
    leadId,
    ownerId: lead.ownerId,
    at: new Date(),
    preview: preview(`Template: ${template.name}`, "template"),
  });
  return row!.id;
}

/**
 * Staff opened the conversation: its messages are read, and Meta's read receipt goes once for the
 * latest incoming message (it marks the earlier ones read on the buyer's phone too). The receipt
 * is claimed by a conditional update, so two tabs opening at once send it once.
 */
export async function markConversationRead(leadId: string): Promise<number> {
  const db = await getDb();
  const read = await db
    .update(whatsappIncoming)
    .set({ readAt: new Date() })
    .where(and(eq(whatsappIncoming.leadId, leadId), isNull(whatsappIncoming.readAt)))
    .returning({ id: whatsappIncoming.id });
  if (read.length === 0) return 0;
  await announceConversations([leadId]);
  const [latest] = await db
    .select({ id: whatsappIncoming.id, wamid: whatsappIncoming.wamid })
    .from(whatsappIncoming)
    .where(
      and(
        inArray(
          whatsappIncoming.id,
          read.map((r) => r.id),
        ),
      ),
    )
    .orderBy(desc(whatsappIncoming.sentAt))
    .limit(1);
  const [claimed] = latest
    ? await db
        .update(whatsappIncoming)
        .set({ receiptAt: new Date() })
        .where(and(eq(whatsappIncoming.id, latest.id), isNull(whatsappIncoming.receiptAt)))
        .returning({ wamid: whatsappIncoming.wamid })
    : [];
  const settings = await loadWhatsappConfig();
  if (claimed && settings?.active && settings.accessToken) {
    // Best effort: a lost receipt only leaves grey ticks on the buyer's phone.
    await graphFetch(graphUrl(settings, settings.phoneNumberId, "messages"), settings.accessToken, {
      json: { messaging_product: "whatsapp", status: "read", message_id: claimed.wamid },
    }).catch((e: unknown) => console.warn("WhatsApp read receipt failed", (e as Error).message));
  }
  return read.length;
}

/** Unread incoming messages over all leads (every role that reads leads sees every lead). */
export async function unreadTotal(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(whatsappIncoming)
    .where(and(isNull(whatsappIncoming.readAt), isNotNull(whatsappIncoming.leadId)));
  return row?.n ?? 0;
}
