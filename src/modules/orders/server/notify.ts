import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
// The core formatter alone: the package root brings its React hooks, which scripts run under
// the react-server condition cannot load.
import { createTranslator } from "use-intl/core";
import { findLead } from "@/modules/leads/server";
import {
  noticeRoute,
  queueMessages,
  waNumber,
  windowOpen,
  type OutboxMessage,
} from "@/modules/whatsapp/server";
import { config } from "@/platform/config";
import type { Db } from "@/platform/db/open";
import {
  DEFAULT_LOCALE,
  isLocale,
  localeInfo,
  localePath,
  type Locale,
} from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";
import { SITE_NAME } from "@/platform/site";
import { orderNotices, type Order } from "../schema";
import type { OrderStage } from "../stages";

/**
 * The WhatsApp template a buyer outside the 24-hour window is told through (utility, approved in
 * Meta's manager in the site languages wanted; the English one otherwise). Its body parameters:
 * {{1}} the order's number, {{2}} what happened (with the carrier, tracking and arrival when
 * shipped), {{3}} the order's page in the portal.
 */
const ORDER_TEMPLATE = "order_update";

const SKIP_OFF = "WhatsApp messaging is not set up or is turned off";
const SKIP_OPTED_OUT = "the buyer's number opted out of WhatsApp messages (STOP)";
const SKIP_NO_TEMPLATE = `no approved template ${ORDER_TEMPLATE} in the buyer's language or English`;

/** A template parameter may hold no line break, tab or run of spaces (Meta refuses them). */
const param = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, 1000);

/** The order's page in the buyer's portal, in their language. */
const orderPortalUrl = (locale: Locale, number: string) =>
  config().siteUrl + localePath(locale, `/portal/orders/${encodeURIComponent(number)}`);

type StageFacts = Pick<
  Order,
  "number" | "plannedShipDate" | "carrier" | "trackingNumber" | "trackingUrl" | "estimatedArrival"
> & { installDate?: string | null };

/** What the buyer reads for a stage, in their language: the sentence(s), the subject, the link. */
async function stageTexts(locale: Locale, stage: OrderStage, o: StageFacts) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "OrderNotices" });
  const day = (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(localeInfo(locale).tag, {
          dateStyle: "long",
          timeZone: "UTC",
        }).format(new Date(`${iso}T00:00:00Z`))
      : "";
  const number = o.number;
  const parts: string[] = [];
  switch (stage) {
    case "in_production":
      parts.push(t("in_production", { number, date: day(o.plannedShipDate) }));
      break;
    case "shipped":
      parts.push(
        t("shipped", { number, carrier: o.carrier ?? "", tracking: o.trackingNumber ?? "" }),
      );
      if (o.trackingUrl) parts.push(t("trackingLink", { link: o.trackingUrl }));
      if (o.estimatedArrival) parts.push(t("arrival", { date: day(o.estimatedArrival) }));
      break;
    case "installed":
      parts.push(t("installed", { number, date: day(o.installDate) }));
      break;
    default:
      parts.push(t(stage, { number }));
  }
  const link = orderPortalUrl(locale, number);
  return {
    subject: t("subject", { number, stage: t(`stages.${stage}`) }),
    update: parts.join(" "),
    link,
    email: (name: string) =>
      [t("greeting", { name }), "", ...parts, "", t("link", { link }), "", SITE_NAME].join("\n"),
  };
}

type Claimed = { channel: "whatsapp" | "email"; row: OutboxMessage & { id: string } };

/**
 * Tells the buyer that their order reached `stage`: by WhatsApp (a free-form message inside the
 * 24-hour window after they last wrote, else the approved template, else a skipped row saying
 * why, for staff) and by email when the order has an address. Written in the caller's transaction
 * (the stage change's), so a committed stage always has its messages and a rolled-back one none;
 * `order_notices`' unique key (order, stage, channel) is the idempotency key: told once, ever.
 */
export async function queueStageNotice(
  tx: Db,
  order: Order,
  stage: OrderStage,
  now: Date,
  extra: { installDate?: string | null } = {},
): Promise<void> {
  const lead = await findLead(order.leadId, tx);
  if (!lead) return;
  const locale: Locale = isLocale(lead.language) ? lead.language : DEFAULT_LOCALE;
  const texts = await stageTexts(locale, stage, { ...order, ...extra });
  const planned: Claimed[] = [];
  const number = waNumber(lead.whatsapp);
  if (number) {
    const base = { id: randomUUID(), leadId: order.leadId, recipient: number, createdAt: now };
    const route = await noticeRoute(tx, [lead.whatsapp]);
    // Staff's notices to one buyer are few: like operators' notices they spend no daily cap.
    const send = { state: "queued" as const, nextAttemptAt: now, capped: false };
    let row: OutboxMessage & { id: string };
    if (!route.whatsappOn) row = { ...base, kind: "text", state: "skipped", skipReason: SKIP_OFF };
    else if (route.optedOut(lead.whatsapp))
      row = { ...base, kind: "text", state: "skipped", skipReason: SKIP_OPTED_OUT };
    else if (await windowOpen(tx, lead.whatsapp, now))
      row = { ...base, ...send, kind: "text", body: `${texts.update}\n${texts.link}` };
    else {
      const template = route.template(ORDER_TEMPLATE, localeInfo(locale).whatsapp);
      row = template
        ? {
            ...base,
            ...send,
            kind: "template",
            templateName: template.name,
            templateLanguage: template.language,
            templateParams: [order.number, param(texts.update), texts.link],
          }
        : { ...base, kind: "template", state: "skipped", skipReason: SKIP_NO_TEMPLATE };
    }
    planned.push({ channel: "whatsapp", row });
  }
  if (order.buyerEmail)
    planned.push({
      channel: "email",
      row: {
        id: randomUUID(),
        leadId: order.leadId,
        recipient: order.buyerEmail,
        kind: "email",
        capped: false,
        state: "queued",
        nextAttemptAt: now,
        subject: texts.subject,
        body: texts.email(lead.name),
        createdAt: now,
      },
    });
  for (const p of planned) {
    const [claimed] = await tx
      .insert(orderNotices)
      .values({ orderId: order.id, stage, channel: p.channel, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: orderNotices.id });
    // Already told of this stage by this channel (a retried change): nothing more is queued.
    if (!claimed) continue;
    await queueMessages(tx, [p.row]);
    await tx
      .update(orderNotices)
      .set({ outboxId: p.row.id })
      .where(and(eq(orderNotices.id, claimed.id)));
  }
}
