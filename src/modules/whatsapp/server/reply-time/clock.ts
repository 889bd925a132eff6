import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { isLocale, DEFAULT_LOCALE } from "@/platform/i18n/locales";
import { leads } from "@/modules/leads/schema";
import { addBusinessMinutes, businessMinutesBetween } from "../../business-time";
import {
  whatsappOptOuts,
  whatsappOutbox,
  whatsappReplyClocks,
  whatsappReplyTimeSettings,
  whatsappReplyTimes,
  whatsappSettings,
} from "../../schema";
import { waNumber } from "../opt-out";
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
  // One read for everything the decision needs: it runs inside the message's transaction.
  const [row] = await tx
    .select({
      settings: whatsappReplyTimeSettings,
      clock: whatsappReplyClocks,
      whatsapp: leads.whatsapp,
      language: leads.language,
      whatsappOn: whatsappSettings.active,
      optedOut: whatsappOptOuts.optedOut,
      staffReplied: sql<boolean>`exists (select 1 from ${whatsappOutbox} where ${whatsappOutbox.leadId} = ${leads.id} and ${whatsappOutbox.authorId} is not null)`,
    })
    .from(leads)
    .leftJoin(whatsappReplyClocks, eq(whatsappReplyClocks.leadId, leads.id))
    .leftJoin(whatsappReplyTimeSettings, sql`true`)
    .leftJoin(whatsappSettings, sql`true`)
    .leftJoin(
      whatsappOptOuts,
      eq(whatsappOptOuts.number, sql`regexp_replace(${leads.whatsapp}, '[^0-9]', '', 'g')`),
    )
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return;
  const { settings, clock } = row;
  const hours = settings ? hoursOf(settings) : null;
  // The first business instant at or after the message: the message itself when open, else the
  // next opening, which also names the closed period the message arrived in.
  const opening = hours ? addBusinessMinutes(sentAt, 0, hours) : null;
  const changes: Partial<typeof whatsappReplyClocks.$inferInsert> = {};
  if (!clock?.waitingSince) {
    const firstReply = clock ? clock.firstReply : !row.staffReplied;
    const target = firstReply ? settings?.firstReplyMinutes : settings?.nextReplyMinutes;
    Object.assign(changes, {
      waitingSince: sentAt,
      firstReply,
      clockStartsAt: opening,
      replyDueAt: opening && target && hours ? addBusinessMinutes(opening, target, hours) : null,
      lateAt: null,
    });
  }
  const recipient = waNumber(row.whatsapp);
  if (
    settings?.awayOn &&
    opening &&
    opening.getTime() !== sentAt.getTime() &&
    clock?.awayFor?.getTime() !== opening.getTime() &&
    now.getTime() - sentAt.getTime() < WINDOW_MS &&
    recipient &&
    row.whatsappOn &&
    !row.optedOut
  ) {
    const language = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
    const body = settings.awayTexts[language] || settings.awayTexts[DEFAULT_LOCALE];
    if (body) {
      await queueMessages(tx, [
        { leadId, recipient, kind: "text", body, state: "queued", nextAttemptAt: now },
      ]);
      changes.awayFor = opening;
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
  // The reply is queued already: a failure here must not answer the staff member with an error.
  await endWait(db, leadId, staffId, repliedAt).catch((e: unknown) =>
    console.error("Recording a WhatsApp reply time failed", (e as Error).message),
  );
}

async function endWait(db: Db, leadId: string, staffId: string, repliedAt: Date): Promise<void> {
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
