import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { digitsOnly } from "@/modules/leads";
import type { LeadMessaging, NewLeadFacts } from "@/modules/leads/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { localeInfo, type Locale } from "@/platform/i18n/locales";
import { whatsappIncoming, whatsappMessageStatus, whatsappOutbox } from "../schema";
import { enqueueLeadMessage } from "./outbox/enqueue";
import { leadMessages } from "./outbox/history";
import { nudgeOutbox } from "./outbox/worker";
import { pickTemplate, templateParams } from "./pick-template";
import { loadWhatsappConfig } from "./settings";
import { config } from "@/platform/config";
import { checkSurge, HOLD_REASON, SITE_LIMIT_HOLD_REASON } from "./surge";
import { mailOwnersAboutHold } from "./surge-mail";
import { listTemplates } from "./templates";
import { mergeConversations } from "./sales-inbox/conversations";

/**
 * The new lead's template message: settings, template and surge check before the lead's
 * transaction, the outbox row inside it (a stored lead always has its outbox row), and the owners'
 * email about a surge after it.
 */
async function firstMessage(facts: NewLeadFacts) {
  const settings = await loadWhatsappConfig();
  const template = settings
    ? await newLeadTemplate(settings, facts.name, facts.gameTitle, facts.language)
    : undefined;
  const surge = settings?.active && !facts.unverified ? await checkSurge(await getDb()) : null;
  const holdReason = !settings?.active
    ? undefined
    : facts.siteBusy
      ? SITE_LIMIT_HOLD_REASON
      : surge?.surge
        ? HOLD_REASON
        : undefined;
  return {
    held: Boolean(holdReason),
    inTransaction: (tx: Db, lead: { id: string; whatsapp: string }) =>
      enqueueLeadMessage(
        tx,
        { id: lead.id, recipient: digitsOnly(lead.whatsapp) },
        {
          active: Boolean(settings?.active),
          unverified: facts.unverified,
          holdReason,
          template,
        },
      ),
    afterCommit: () => {
      // Sent from this process at once, not at the next poll.
      nudgeOutbox();
      if (holdReason === SITE_LIMIT_HOLD_REASON)
        void mailOwnersAboutHold(
          `More than ${config().LEAD_SITE_LIMIT_PER_MINUTE} checked price requests arrived within a minute (the site-wide limit).`,
        );
      else if (holdReason && surge)
        void mailOwnersAboutHold(
          `${surge.recent} price requests arrived in the last 10 minutes, far more than usual.`,
        );
    },
  };
}

/**
 * The approved template in the language of the page the buyer asked from, else the
 * configured default, its parameters filled from the lead.
 */
async function newLeadTemplate(
  settings: { templateName: string; templateLanguage: string },
  name: string,
  gameTitle: string,
  language: Locale,
) {
  const templates = await listTemplates();
  const picked = pickTemplate(templates, localeInfo(language).whatsapp, {
    name: settings.templateName,
    language: settings.templateLanguage,
  });
  if (!picked) return null;
  const known = templates.find((t) => t.name === picked.name && t.language === picked.language);
  return {
    ...picked,
    params: templateParams(known?.paramCount ?? 0, { name, gameTitle }, picked.language),
  };
}

/** The merged request's messages, delivery states and the buyer's own messages move over. */
async function moveMessages(tx: Db, keptId: string, mergedId: string) {
  await tx
    .update(whatsappOutbox)
    .set({ leadId: keptId })
    .where(eq(whatsappOutbox.leadId, mergedId));
  await tx
    .update(whatsappMessageStatus)
    .set({ leadId: keptId })
    .where(eq(whatsappMessageStatus.leadId, mergedId));
  // The buyer's WhatsApp messages too (they would be deleted with the merged lead).
  await tx
    .update(whatsappIncoming)
    .set({ leadId: keptId })
    .where(eq(whatsappIncoming.leadId, mergedId));
  // And its place in the sales inbox.
  await mergeConversations(tx, keptId, mergedId);
}

const unread = (leadId: AnyPgColumn) =>
  and(eq(whatsappIncoming.leadId, leadId), isNull(whatsappIncoming.readAt));

type Rows<T> = { rows: T[] };

async function deliveryCounts(from: Date, to: Date) {
  const db = await getDb();
  const { rows } = (await db.execute(sql`
      select count(*) filter (where ${whatsappOutbox.state} in ('sent', 'delivered', 'read')) as sent,
        count(*) filter (where ${whatsappOutbox.state} in ('delivered', 'read')) as delivered,
        count(*) filter (where ${whatsappOutbox.state} = 'read') as read,
        count(*) filter (where ${whatsappOutbox.state} = 'failed') as failed
      from ${whatsappOutbox}
      where ${whatsappOutbox.kind} <> 'email'
        and ${whatsappOutbox.createdAt} >= ${from.toISOString()}::timestamptz
        and ${whatsappOutbox.createdAt} <= ${to.toISOString()}::timestamptz`)) as unknown as Rows<
    Record<"sent" | "delivered" | "read" | "failed", string>
  >;
  const w = rows[0];
  const num = (v: unknown) => Number(v ?? 0);
  return {
    sent: num(w?.sent),
    delivered: num(w?.delivered),
    read: num(w?.read),
    failed: num(w?.failed),
  };
}

/** WhatsApp as leads' messaging channel (plugged in at start-up: src/startup/compose-modules.ts). */
export const whatsappForLeads: LeadMessaging = {
  firstMessage,
  moveMessages,
  timeline: leadMessages,
  // Through whatsapp_incoming_unread_idx (a partial index on the unread rows).
  unreadCount: (leadId) =>
    sql<number>`(select count(*)::int from ${whatsappIncoming} where ${unread(leadId)})`,
  hasUnread: (leadId) => sql`exists (select 1 from ${whatsappIncoming} where ${unread(leadId)})`,
  deliveryCounts,
};
