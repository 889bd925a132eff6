import "server-only";
import { randomUUID } from "node:crypto";
// The core formatter alone: the package root brings its React hooks, which scripts run under
// the react-server condition cannot load.
import { createTranslator } from "use-intl/core";
import {
  CODE_REMOVED,
  codeBudgetLeft,
  noticeRoute,
  queueMessages,
  sealText,
  waNumber,
  type NoticeRoute,
  type OutboxMessage,
} from "@/modules/whatsapp/server";
import { config } from "@/platform/config";
import type { Db } from "@/platform/db/open";
import { isLocale, localeInfo, localePath, type Locale } from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";
import { SITE_NAME } from "@/platform/site";
import type { ClaimStatus } from "../index";
import type { Operator } from "../schema";

export type Notice =
  | { kind: "code"; code: string }
  | { kind: "locked" }
  | { kind: "claim"; status: ClaimStatus; serial: string; reason?: string; trackingRef?: string }
  | { kind: "bulletin"; title: string; bulletinId: string };

/**
 * The WhatsApp templates operators' notices go out as (a business may only start a conversation
 * with a template). Each must be approved in Meta's manager in the site languages wanted; an
 * operator whose language has none gets the English one. Their bodies' parameters:
 * - operator_code (authentication, with a copy-code button): {{1}} the code;
 * - operator_claim_update (utility): {{1}} the serial, {{2}} the new status (with the reason or
 *   tracking reference), {{3}} the portal's address;
 * - operator_bulletin (utility): {{1}} the bulletin's title, {{2}} its address;
 * - operator_sign_in_locked (utility, no parameters): too many wrong sign-in codes, sign-in is
 *   paused for a day.
 */
const OPERATOR_TEMPLATES = {
  code: "operator_code",
  locked: "operator_sign_in_locked",
  claim: "operator_claim_update",
  bulletin: "operator_bulletin",
} as const;

type Texts = {
  subject: string;
  text: string;
  params: string[];
  buttons?: string[];
  /** The text and parameters with the secret (a code) removed: what the row keeps once sent. */
  redacted?: { text: string; params: string[]; buttons?: string[] };
};

/** A template parameter may hold no line break, tab or run of spaces (Meta refuses them). */
const param = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, 500);

/**
 * The notice's email subject and text, and its template's parameters, in one language. Through
 * next-intl's translator: the built catalogues are precompiled, so their entries are not plain
 * strings to fill by hand.
 */
async function noticeTexts(locale: Locale, notice: Notice): Promise<Texts> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "PortalNotices" });
  const statuses = createTranslator({ locale, messages, namespace: "Portal.statuses" });
  const portal = config().siteUrl + localePath(locale, "/portal");
  if (notice.kind === "code")
    return {
      subject: t("codeSubject", { site: SITE_NAME }),
      text: t("code", { code: notice.code, site: SITE_NAME }),
      params: [notice.code],
      buttons: [notice.code],
      redacted: {
        text: t("code", { code: CODE_REMOVED, site: SITE_NAME }),
        params: [CODE_REMOVED],
        buttons: [CODE_REMOVED],
      },
    };
  if (notice.kind === "locked")
    return {
      subject: t("lockedSubject", { site: SITE_NAME }),
      text: t("locked", { site: SITE_NAME }),
      params: [],
    };
  if (notice.kind === "bulletin") {
    const link = `${portal}/bulletins/${notice.bulletinId}`;
    return {
      subject: t("bulletinSubject", { title: notice.title }),
      text: t("bulletin", { title: notice.title, link }),
      params: [param(notice.title), link],
    };
  }
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
    params: [notice.serial, param(extra ? `${status}.${extra}` : status), portal],
  };
}

const SKIP_OFF = "WhatsApp messaging is not set up or is turned off";
const SKIP_OPTED_OUT = "the number opted out of WhatsApp messages (STOP)";
const SKIP_CODE_BUDGET =
  "today's sign-in codes by WhatsApp are spent (WHATSAPP_CODE_DAILY_CAP); the operator has no email";
const skipNoTemplate = (name: string) =>
  `no approved template ${name} in the operator's language or English`;

type OutboxRow = OutboxMessage & { id: string };

/** One operator's notice: the outbox row that will carry it (skipped when it cannot go). */
export type PlannedNotice = {
  operator: Operator;
  channel: "whatsapp" | "email";
  row: OutboxRow;
};

type Verdict = { template: { name: string; language: string } } | { skip: string };

function whatsappVerdict(
  route: NoticeRoute,
  operator: Operator,
  name: string,
  language: string,
): Verdict {
  if (!route.whatsappOn) return { skip: SKIP_OFF };
  if (route.optedOut(operator.whatsapp!)) return { skip: SKIP_OPTED_OUT };
  const template = route.template(name, language);
  return template ? { template } : { skip: skipNoTemplate(name) };
}

/**
 * How each operator hears of `notice`, as outbox rows ready to insert: a WhatsApp template when
 * they have a number, WhatsApp is on, the number did not opt out and the template is approved;
 * else an email when they have an address; else a skipped WhatsApp row saying why, for staff.
 * `prefer` "email" sends the email whatever the number. What anyone may trigger on the public
 * sign-in form (a code, the lock after wrong codes) goes by email whenever there is an address,
 * and a code by WhatsApp only within the codes' own daily budget.
 */
export async function planNotices(
  db: Db,
  operators: Operator[],
  notice: Notice,
  prefer?: "whatsapp" | "email",
  now = new Date(),
): Promise<PlannedNotice[]> {
  const route = await noticeRoute(
    db,
    operators.flatMap((o) => (o.whatsapp ? [o.whatsapp] : [])),
  );
  const cache = new Map<Locale, Promise<Texts>>();
  const textsIn = (locale: Locale) => {
    let texts = cache.get(locale);
    if (!texts) cache.set(locale, (texts = noticeTexts(locale, notice)));
    return texts;
  };
  const name = OPERATOR_TEMPLATES[notice.kind];
  const plans: PlannedNotice[] = [];
  for (const operator of operators) {
    const locale: Locale = isLocale(operator.locale) ? operator.locale : "en";
    const texts = await textsIn(locale);
    const base = { id: randomUUID(), createdAt: now };
    const emailFirst = prefer === "email" || (publicNotice(notice) && operator.email);
    let verdict =
      operator.whatsapp && !emailFirst
        ? whatsappVerdict(route, operator, name, localeInfo(locale).whatsapp)
        : null;
    if (verdict && "template" in verdict && notice.kind === "code")
      if (!(await codeBudgetLeft(db, now))) verdict = { skip: SKIP_CODE_BUDGET };
    const code = notice.kind === "code";
    const seal = (v: string) => (code ? sealText(v) : v);
    if (verdict && "template" in verdict) {
      plans.push({
        operator,
        channel: "whatsapp",
        row: {
          ...base,
          recipient: waNumber(operator.whatsapp!),
          kind: "template",
          state: "queued",
          nextAttemptAt: now,
          templateName: verdict.template.name,
          templateLanguage: verdict.template.language,
          templateParams: texts.params.map(seal),
          templateButtons: texts.buttons?.map(seal) ?? null,
          afterSend: texts.redacted
            ? { templateParams: texts.redacted.params, templateButtons: texts.redacted.buttons }
            : null,
          // Nothing sent to operators spends the buyers' cap: staff's notices are few, and codes
          // (asked for on a public form) have a budget of their own, taken above.
          capped: false,
          signInCode: code,
        },
      });
    } else if (operator.email) {
      plans.push({
        operator,
        channel: "email",
        row: {
          ...base,
          recipient: operator.email,
          kind: "email",
          capped: false,
          state: "queued",
          nextAttemptAt: now,
          subject: texts.subject,
          body: seal(texts.text),
          signInCode: code,
          afterSend: texts.redacted ? { body: texts.redacted.text } : null,
        },
      });
    } else if (operator.whatsapp) {
      plans.push({
        operator,
        channel: "whatsapp",
        row: {
          ...base,
          recipient: waNumber(operator.whatsapp),
          kind: "template",
          state: "skipped",
          skipReason: verdict && "skip" in verdict ? verdict.skip : SKIP_OFF,
          signInCode: code,
        },
      });
    }
  }
  return plans;
}

/** Notices anyone can cause from the public sign-in form. */
const publicNotice = (notice: Notice) => notice.kind === "code" || notice.kind === "locked";

/** Writes the planned rows, in the caller's transaction: they go once it commits, never before. */
export async function queueNotices(db: Db, plans: PlannedNotice[]): Promise<void> {
  await queueMessages(
    db,
    plans.map((p) => p.row),
  );
}

/**
 * Tells one operator something through the durable outbox (WhatsApp template or email), in the
 * caller's transaction: the message is sent after the commit, retried, and never lost.
 */
export async function notifyOperator(
  db: Db,
  operator: Operator,
  notice: Notice,
  prefer?: "whatsapp" | "email",
): Promise<PlannedNotice | null> {
  const plans = await planNotices(db, [operator], notice, prefer);
  await queueNotices(db, plans);
  return plans[0] ?? null;
}
