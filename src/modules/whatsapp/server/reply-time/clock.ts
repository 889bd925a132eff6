import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { isLocale, DEFAULT_LOCALE } from "@/platform/i18n/locales";
import { leads } from "@/modules/leads/schema";
import { businessMinutesBetween, isOpen, replyDeadline } from "../../business-time";
import {
  whatsappOutbox,
  whatsappReplyClocks,
  whatsappReplyTimes,
  whatsappSettings,
} from "../../schema";
import { isOptedOut, waNumber } from "../opt-out";
import { queueMessages } from "../outbox/queue";
import { hoursOf, readReplyTimeSettings } from "./settings";

/** Past this, a free-form message could no longer go (Meta's 24-hour window). */
const WINDOW_MS = 24 * 60 * 60_000;

/**
 * A buyer's message was stored (in the caller's transaction, the one that applies it): the lead's
 * reply clock starts unless one already runs, and outside business hours the buyer gets the away
 * message in their language, once per closed period, never to a number that opted out. Both are
 * rolled back with the message if its transaction fails.
 */
export async function onBuyerMessage(
  tx: Db,
  leadId: string,
  sentAt: Date,
  now: Date = new Date(),
): Promise<void> {
  const settings = await readReplyTimeSettings(tx);
  const [clock] = await tx
    .select()
    .from(whatsappReplyClocks)
    .where(eq(whatsappReplyClocks.leadId, leadId))
    .limit(1);
  const hours = settings ? hoursOf(settings) : null;
  const changes: Partial<typeof whatsappReplyClocks.$inferInsert> = {};
  if (!clock?.waitingSince) {
    const firstReply = clock ? clock.firstReply : !(await staffEverReplied(tx, leadId));
    const target = firstReply ? settings?.firstReplyMinutes : settings?.nextReplyMinutes;
    const deadline = hours && target ? replyDeadline(sentAt, target, hours) : null;
    Object.assign(changes, {
      waitingSince: sentAt,
      firstReply,
      clockStartsAt: deadline?.startsAt ?? null,
      replyDueAt: deadline?.dueAt ?? null,
      lateAt: null,
    });
  }
  if (
    settings?.awayOn &&
    hours &&
    now.getTime() - sentAt.getTime() < WINDOW_MS &&
    !isOpen(sentAt, hours)
  ) {
    // Every message of one closed period has the same next opening: it names the period.
    const period = replyDeadline(sentAt, 0, hours)?.startsAt ?? null;
    if (period && clock?.awayFor?.getTime() !== period.getTime()) {
      const sent = await queueAway(tx, leadId, settings.awayTexts, now);
      if (sent) changes.awayFor = period;
    }
  }
  if (Object.keys(changes).length === 0) return;
  await tx
    .insert(whatsappReplyClocks)
    .values({ leadId, ...changes })
    .onConflictDoUpdate({
      target: whatsappReplyClocks.leadId,
      set: { ...changes, updatedAt: now },
    });
}

async function staffEverReplied(tx: Db, leadId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: whatsappOutbox.id })
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.leadId, leadId), isNotNull(whatsappOutbox.authorId)))
    .limit(1);
  return Boolean(row);
}

async function queueAway(
  tx: Db,
  leadId: string,
  texts: Record<string, string>,
  now: Date,
): Promise<boolean> {
  const [lead] = await tx
    .select({ whatsapp: leads.whatsapp, language: leads.language })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  const recipient = lead ? waNumber(lead.whatsapp) : "";
  if (!recipient) return false;
  const [wa] = await tx.select({ active: whatsappSettings.active }).from(whatsappSettings).limit(1);
  if (!wa?.active || (await isOptedOut(tx, recipient))) return false;
  const language = isLocale(lead!.language) ? lead!.language : DEFAULT_LOCALE;
  const body = texts[language] || texts[DEFAULT_LOCALE];
  if (!body) return false;
  await queueMessages(tx, [
    { leadId, recipient, kind: "text", body, state: "queued", nextAttemptAt: now },
  ]);
  return true;
}

/**
 * A staff member answered (a reply or a template was queued): the wait ends, and how long it took
 * in business time is kept for the dashboard. A conditional update, so two replies at once record
 * one wait.
 */
export async function onStaffReply(
  db: Db,
  leadId: string,
  staffId: string,
  repliedAt: Date = new Date(),
): Promise<void> {
  const [clock] = await db
    .select()
    .from(whatsappReplyClocks)
    .where(eq(whatsappReplyClocks.leadId, leadId))
    .limit(1);
  if (!clock?.waitingSince) {
    // Answered before the buyer wrote again (or before any clock): later replies are not first.
    if (clock?.firstReply !== false)
      await db
        .insert(whatsappReplyClocks)
        .values({ leadId, firstReply: false })
        .onConflictDoUpdate({ target: whatsappReplyClocks.leadId, set: { firstReply: false } });
    return;
  }
  const ended = await db
    .update(whatsappReplyClocks)
    .set({
      waitingSince: null,
      clockStartsAt: null,
      replyDueAt: null,
      lateAt: null,
      firstReply: false,
    })
    .where(
      and(
        eq(whatsappReplyClocks.leadId, leadId),
        eq(whatsappReplyClocks.waitingSince, clock.waitingSince),
      ),
    )
    .returning({ leadId: whatsappReplyClocks.leadId });
  if (ended.length === 0) return;
  const settings = await readReplyTimeSettings(db);
  const minutes = settings
    ? businessMinutesBetween(clock.waitingSince, repliedAt, hoursOf(settings))
    : null;
  await db.insert(whatsappReplyTimes).values({
    leadId,
    staffId,
    firstReply: clock.firstReply,
    waitingSince: clock.waitingSince,
    repliedAt,
    businessMinutes: minutes === null ? null : Math.round(minutes),
    withinTarget: clock.replyDueAt ? repliedAt <= clock.replyDueAt : null,
  });
}
