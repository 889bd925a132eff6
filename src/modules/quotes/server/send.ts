import "server-only";
import { and, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { leads } from "@/modules/leads/schema";
import {
  whatsappIncoming,
  whatsappOptOuts,
  whatsappOutbox,
  whatsappSettings,
  whatsappTemplates,
} from "@/modules/whatsapp/schema";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { localeInfo } from "@/platform/i18n/locales";
import { sendMail } from "@/platform/mail/send";
import { SITE_NAME } from "@/platform/site";
import { formatMoney } from "../money";
import { quoteDeliveries, quotes, type Quote } from "../schema";
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
  const [settings] = await db
    .select({ active: whatsappSettings.active })
    .from(whatsappSettings)
    .limit(1);
  if (!settings?.active) return { kind: "refused", reason: WA_NOT_SET_UP };
  const number = digits(lead.whatsapp);
  const [opt] = await db
    .select({ out: whatsappOptOuts.optedOut })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.number, number));
  if (opt?.out) return { kind: "refused", reason: WA_OPTED_OUT };
  const [last] = await db
    .select({ at: whatsappIncoming.sentAt })
    .from(whatsappIncoming)
    .where(
      and(
        eq(whatsappIncoming.sender, number),
        gte(whatsappIncoming.sentAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(whatsappIncoming.sentAt))
    .limit(1);
  if (last) return { kind: "document" };
  const { whatsappTemplate } = await loadQuoteSettings(db);
  if (!whatsappTemplate) return { kind: "refused", reason: WA_NO_TEMPLATE };
  const language = localeInfo((await quoteTexts(lead.language)).locale).whatsapp;
  const [template] = await db
    .select({ name: whatsappTemplates.name, language: whatsappTemplates.language })
    .from(whatsappTemplates)
    .where(
      and(
        eq(whatsappTemplates.name, whatsappTemplate),
        inArray(whatsappTemplates.language, [language, "en"]),
        eq(whatsappTemplates.status, "APPROVED"),
      ),
    )
    .orderBy(desc(eq(whatsappTemplates.language, language)))
    .limit(1);
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
  if (current.status === "awaiting_approval")
    throw conflict("An owner must approve this quote's discounts before it is sent");
  if (current.status !== "draft") {
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
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  const token = newQuoteToken();
  const validUntil = new Date(now.getTime() + current.validDays * DAY_MS);
  const texts = await quoteTexts(lead.language);
  const number = quoteNumber(current);
  const pdf = Buffer.from(
    await renderQuotePdf({
      quote: { ...current, number, sentAt: now, validUntil },
      buyerName: lead.name,
      url: quotePageUrl(token),
      texts,
    }),
  );
  const plan = await whatsappPlan(lead, now);
  const filename = `${number}.pdf`;
  const caption = texts.t("caption", { number, maker: SITE_NAME });
  const mail = current.buyerEmail
    ? {
        to: current.buyerEmail,
        subject: texts.t("mailSubject", { number, maker: SITE_NAME }),
        text: texts.t("mailBody", {
          name: lead.name,
          number,
          total: formatMoney(current.totalMinor, current.currency, texts.tag),
          date: texts.date(validUntil),
          url: quotePageUrl(token),
          maker: SITE_NAME,
        }),
      }
    : null;

  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({
        status: "sent",
        sentAt: now,
        sentBy: sender.id,
        validUntil,
        tokenHash: hashQuoteToken(token),
        pdf,
        language: texts.locale,
      })
      .where(and(eq(quotes.id, quoteId), eq(quotes.status, "draft")))
      .returning();
    // Another Send of the same draft won the race: it sent; this one sends nothing.
    if (!row) return null;
    await tx
      .update(quotes)
      .set({ status: "replaced", replacedAt: now })
      .where(
        and(
          eq(quotes.seriesId, row.seriesId),
          lt(quotes.version, row.version),
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
      const document = { link: quotePdfUrl(token), filename, caption };
      await tx.insert(whatsappOutbox).values({
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
      });
    }
    if (mail)
      await tx
        .insert(quoteDeliveries)
        .values({ quoteId, channel: "email", state: "queued", payload: mail })
        .onConflictDoNothing();
    await tx.update(leads).set({ lastActionAt: now }).where(eq(leads.id, leadId));
    return row;
  });
  if (!sent) {
    const q = await loadQuote(db, leadId, quoteId);
    return { quote: q, url: null, alreadySent: true, deliveries: await deliveriesOf(quoteId) };
  }
  if (mail) await deliverMail(quoteId, mail, pdf, filename);
  return {
    quote: sent,
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
