import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import { findLead, touchLead } from "@/modules/leads/server";
import {
  approvedTemplate,
  numberOptedOut,
  queueMessages,
  whatsappActive,
  wroteSince,
} from "@/modules/whatsapp/server";
import type { Db } from "@/platform/db/open";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { localeInfo } from "@/platform/i18n/locales";
import { sendMail } from "@/platform/mail/send";
import { encryptSecret } from "@/platform/secrets";
import { SITE_NAME } from "@/platform/site";
import { formatMoney } from "../money";
import { quoteDeliveries, quotes, type Quote } from "../schema";
import { assertSendable, checkApproval } from "./approval";
import { loadQuote, quoteNumber } from "./build";
import { quoteTexts } from "./i18n";
import { quotePageUrl, quotePdfUrl } from "./links";
import { renderQuotePdf } from "./pdf/render";
import { loadQuoteSettings } from "./settings";
import { hashQuoteToken, newQuoteToken } from "./token";

const DAY_MS = 24 * 60 * 60_000;
const conflict = (message: string) => new AppError(message, { code: "CONFLICT", status: 409 });

const WA_NOT_SET_UP = "WhatsApp messaging is not set up or is turned off";
const WA_OPTED_OUT = "The buyer's number opted out of WhatsApp messages";
export const WA_NO_TEMPLATE =
  "The buyer has not written in the last 24 hours, and no approved quote template with a document header exists for their language: set one in quote settings, or ask the buyer to write first";

type WhatsappPlan =
  | { kind: "document" }
  | { kind: "template"; name: string; language: string }
  | { kind: "refused"; reason: string };

const digits = (phone: string) => phone.replace(/\D/g, "");

/**
 * How the PDF can reach the buyer on WhatsApp: as a document inside the 24-hour window after the
 * buyer's last message, else through the approved template with a document header, else not.
 */
async function whatsappPlan(
  lead: { whatsapp: string; language: string },
  now = new Date(),
): Promise<WhatsappPlan> {
  const db = await getDb();
  if (!(await whatsappActive(db))) return { kind: "refused", reason: WA_NOT_SET_UP };
  const number = digits(lead.whatsapp);
  if (await numberOptedOut(number, db)) return { kind: "refused", reason: WA_OPTED_OUT };
  if (await wroteSince(number, new Date(now.getTime() - DAY_MS), db)) return { kind: "document" };
  const { whatsappTemplate } = await loadQuoteSettings(db);
  if (!whatsappTemplate) return { kind: "refused", reason: WA_NO_TEMPLATE };
  const language = localeInfo((await quoteTexts(lead.language)).locale).whatsapp;
  const template = await approvedTemplate(whatsappTemplate, language, db);
  return template ? { kind: "template", ...template } : { kind: "refused", reason: WA_NO_TEMPLATE };
}

export type SendResult = {
  quote: Quote;
  /** The buyer's link, shown once to the sender (only its hash is stored). */
  url: string | null;
  alreadySent: boolean;
  deliveries: Array<{ channel: string; state: string; detail: string | null }>;
};

async function deliveriesOf(quoteId: string) {
  const db = await getDb();
  return db
    .select({
      channel: quoteDeliveries.channel,
      state: quoteDeliveries.state,
      detail: quoteDeliveries.detail,
    })
    .from(quoteDeliveries)
    .where(eq(quoteDeliveries.quoteId, quoteId));
}

/**
 * A series has one outcome: once the buyer accepted one of its versions, no other is sent. The
 * series' rows are locked, so an acceptance of an earlier version either lands first (and this
 * refuses) or waits and finds that version replaced.
 */
async function assertSeriesOpen(tx: Db, q: Quote) {
  const versions = await tx
    .select({ version: quotes.version, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.seriesId, q.seriesId))
    .for("update");
  const accepted = versions.find((v) => v.status === "accepted");
  if (accepted)
    throw conflict(
      `The buyer accepted version ${accepted.version} of this quote; it cannot be replaced. Duplicate it for a new quote`,
    );
}

/**
 * Sends a draft: freezes it (token, validity, the PDF exactly as sent), replaces the earlier
 * versions, and queues it on WhatsApp (the durable outbox, in the same transaction) and by email.
 * Sending a quote that was already sent sends nothing again: one delivery per version and
 * channel (a unique key); only an email that failed is tried again.
 */
export async function sendQuote(
  leadId: string,
  quoteId: string,
  sender: { id: string },
  now = new Date(),
): Promise<SendResult> {
  const db = await getDb();
  const current = await loadQuote(db, leadId, quoteId);
  if (current.status !== "draft" && current.status !== "awaiting_approval") {
    if (current.status !== "sent" && current.status !== "viewed")
      throw conflict(`This quote is ${current.status}; it cannot be sent again`);
    await retryFailedMail(current.id, current.pdf, current);
    return {
      quote: current,
      url: null,
      alreadySent: true,
      deliveries: await deliveriesOf(current.id),
    };
  }
  const lead = await findLead(leadId, db);
  if (!lead) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  const token = newQuoteToken();
  const texts = await quoteTexts(lead.language);
  const plan = await whatsappPlan(lead, now);
  const caption = (number: string) => texts.t("caption", { number, maker: SITE_NAME });

  // Everything sent (the approval check, the PDF, the email's text) is read from the row locked
  // here, so what goes out is what is saved: an edit made meanwhile waits, then becomes the next
  // version.
  const sent = await db.transaction(async (tx) => {
    const [q] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.leadId, leadId)))
      .for("update");
    // Another Send of the same draft won the race: it sent; this one sends nothing.
    if (!q || (q.status !== "draft" && q.status !== "awaiting_approval")) return null;
    assertSendable(q, await checkApproval(tx, q));
    await assertSeriesOpen(tx, q);
    const validUntil = new Date(now.getTime() + q.validDays * DAY_MS);
    const number = quoteNumber(q);
    const filename = `${number}.pdf`;
    const pdf = Buffer.from(
      await renderQuotePdf({
        quote: { ...q, number, sentAt: now, validUntil },
        buyerName: lead.name,
        url: quotePageUrl(token),
        texts,
      }),
    );
    const mail = q.buyerEmail
      ? {
          to: q.buyerEmail,
          subject: texts.t("mailSubject", { number, maker: SITE_NAME }),
          text: texts.t("mailBody", {
            name: lead.name,
            number,
            total: formatMoney(q.totalMinor, q.currency, texts.tag),
            date: texts.date(validUntil),
            url: quotePageUrl(token),
            maker: SITE_NAME,
          }),
        }
      : null;
    const [row] = await tx
      .update(quotes)
      .set({
        status: "sent",
        sentAt: now,
        sentBy: sender.id,
        validUntil,
        tokenHash: hashQuoteToken(token),
        tokenSealed: encryptSecret(token),
        pdf,
        language: texts.locale,
      })
      .where(eq(quotes.id, quoteId))
      .returning();
    await tx
      .update(quotes)
      .set({ status: "replaced", replacedAt: now })
      .where(
        and(
          eq(quotes.seriesId, row!.seriesId),
          lt(quotes.version, row!.version),
          inArray(quotes.status, ["sent", "viewed"]),
        ),
      );
    const [wa] = await tx
      .insert(quoteDeliveries)
      .values({
        quoteId,
        channel: "whatsapp",
        state: plan.kind === "refused" ? "refused" : "queued",
        detail: plan.kind === "refused" ? plan.reason : null,
      })
      .onConflictDoNothing()
      .returning({ id: quoteDeliveries.id });
    if (wa && plan.kind !== "refused") {
      const document = { link: quotePdfUrl(token), filename, caption: caption(number) };
      await queueMessages(tx, [
        {
          leadId,
          recipient: digits(lead.whatsapp),
          state: "queued",
          nextAttemptAt: now,
          authorId: sender.id,
          ...(plan.kind === "document"
            ? { kind: "document" as const, document }
            : {
                kind: "template" as const,
                templateName: plan.name,
                templateLanguage: plan.language,
                document: { link: document.link, filename },
              }),
        },
      ]);
    }
    if (mail)
      await tx
        .insert(quoteDeliveries)
        .values({ quoteId, channel: "email", state: "queued", payload: mail })
        .onConflictDoNothing();
    await touchLead(tx, leadId);
    return { row: row!, pdf, mail, filename };
  });
  if (!sent) {
    const q = await loadQuote(db, leadId, quoteId);
    return { quote: q, url: null, alreadySent: true, deliveries: await deliveriesOf(quoteId) };
  }
  if (sent.mail) await deliverMail(quoteId, sent.mail, sent.pdf, sent.filename);
  return {
    quote: sent.row,
    url: quotePageUrl(token),
    alreadySent: false,
    deliveries: await deliveriesOf(quoteId),
  };
}

async function deliverMail(
  quoteId: string,
  mail: { to: string; subject: string; text: string },
  pdf: Buffer,
  filename: string,
) {
  const db = await getDb();
  // Claimed by a conditional update: two Sends never mail twice.
  const [claimed] = await db
    .update(quoteDeliveries)
    .set({ state: "sending" })
    .where(
      and(
        eq(quoteDeliveries.quoteId, quoteId),
        eq(quoteDeliveries.channel, "email"),
        inArray(quoteDeliveries.state, ["queued", "failed", "off"]),
      ),
    )
    .returning({ id: quoteDeliveries.id });
  if (!claimed) return;
  const result = await sendMail({
    ...mail,
    attachments: [{ filename, content: pdf, contentType: "application/pdf" }],
  });
  await db
    .update(quoteDeliveries)
    .set({
      state: result,
      // Its text holds the buyer's working link: kept only while a retry may need it.
      ...(result === "sent" ? { payload: null } : {}),
      detail:
        result === "off"
          ? "Email is not set up (SMTP_URL)"
          : result === "failed"
            ? "The mail server refused or could not be reached; Send again to retry"
            : null,
    })
    .where(eq(quoteDeliveries.id, claimed.id));
}

async function retryFailedMail(quoteId: string, pdf: Buffer | null, q: Quote) {
  if (!pdf) return;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(quoteDeliveries)
    .where(and(eq(quoteDeliveries.quoteId, quoteId), eq(quoteDeliveries.channel, "email")));
  if (row?.payload && (row.state === "failed" || row.state === "off"))
    await deliverMail(quoteId, row.payload, pdf, `${quoteNumber(q)}.pdf`);
}
