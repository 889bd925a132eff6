import "server-only";
import { createTranslator } from "next-intl";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { config } from "@/platform/config";
import type { Db } from "@/platform/db/open";
import { isLocale, localePath, type Locale } from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";
import { sendMail } from "@/platform/mail/send";
import { SITE_NAME } from "@/platform/site";
import type { ClaimStatus } from "../index";
import type { Operator } from "../schema";

export type Notice =
  | { kind: "code"; code: string }
  | { kind: "claim"; status: ClaimStatus; serial: string; reason?: string; trackingRef?: string }
  | { kind: "bulletin"; title: string; bulletinId: string };

/**
 * The notice's subject and text in the operator's language. Through next-intl's translator: the
 * built catalogues are precompiled, so their entries are not plain strings to fill by hand.
 */
async function noticeText(
  operator: Pick<Operator, "locale">,
  notice: Notice,
): Promise<{ subject: string; text: string }> {
  const locale: Locale = isLocale(operator.locale) ? operator.locale : "en";
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "PortalNotices" });
  const statuses = createTranslator({ locale, messages, namespace: "Portal.statuses" });
  const portal = config().siteUrl + localePath(locale, "/portal");
  if (notice.kind === "code")
    return {
      subject: t("codeSubject", { site: SITE_NAME }),
      text: t("code", { code: notice.code, site: SITE_NAME }),
    };
  if (notice.kind === "bulletin")
    return {
      subject: t("bulletinSubject", { title: notice.title }),
      text: t("bulletin", {
        title: notice.title,
        link: `${portal}/bulletins/${notice.bulletinId}`,
      }),
    };
  const status = statuses(notice.status);
  const extra =
    notice.status === "rejected" && notice.reason
      ? ` ${t("reason", { reason: notice.reason })}`
      : notice.status === "parts-shipped" && notice.trackingRef
        ? ` ${t("tracking", { ref: notice.trackingRef })}`
        : "";
  return {
    subject: t("claimSubject", { serial: notice.serial }),
    text: `${t("claim", { serial: notice.serial, status })}${extra} ${portal}`,
  };
}

/**
 * Tells an operator something by WhatsApp (a row of the durable outbox, in the caller's
 * transaction, so it is sent once the change is committed) or else by email.
 */
export async function notifyOperator(
  db: Db,
  operator: Operator,
  notice: Notice,
  channel: "whatsapp" | "email" = operator.whatsapp ? "whatsapp" : "email",
): Promise<"queued" | "sent" | "failed" | "off"> {
  const { subject, text } = await noticeText(operator, notice);
  if (channel === "whatsapp" && operator.whatsapp) {
    await db.insert(whatsappOutbox).values({
      recipient: operator.whatsapp,
      kind: "text",
      body: text,
      state: "queued",
      nextAttemptAt: new Date(),
    });
    return "queued";
  }
  if (!operator.email) return "off";
  return sendMail({ to: operator.email, subject, text });
}
