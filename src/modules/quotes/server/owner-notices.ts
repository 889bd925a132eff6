import "server-only";
import type { Job } from "@/platform/scheduler";
import { and, eq, gt, inArray, isNull, lte, type SQL } from "drizzle-orm";
import { staffEmails } from "@/modules/auth/server";
import { findLead, leadOwners, ownedLeadIds } from "@/modules/leads/server";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { sendMail } from "@/platform/mail/send";
import { formatMoney } from "../money";
import { quotes, type Quote } from "../schema";
import { quoteNumber } from "./build";

/**
 * What the lead's owner is emailed about a quote, once each: the buyer accepted it, it was not
 * opened two days after sending, it expires within a day unanswered. Each is read from the quote's
 * row (so a restart or another process misses nothing) and claimed by setting its column with a
 * conditional update, so two processes never send the same one; a failed email is unclaimed and
 * tried again by the next sweep.
 */
export type OwnerNoticeKind = "accepted" | "no-view" | "expiry";

const HOUR = 3_600_000;
const NO_VIEW_AFTER_MS = 48 * HOUR;
const EXPIRY_WITHIN_MS = 24 * HOUR;
const SWEEP_EVERY_MS = 5 * 60_000;
/** Claimed per kind and sweep: a backlog (a first start after long) goes out over a few sweeps. */
const BATCH = 50;

const CLAIM = {
  accepted: quotes.ownerToldAcceptedAt,
  "no-view": quotes.remindedNoViewAt,
  expiry: quotes.remindedExpiryAt,
} as const;
const FIELD = {
  accepted: "ownerToldAcceptedAt",
  "no-view": "remindedNoViewAt",
  expiry: "remindedExpiryAt",
} as const;

function dueCondition(kind: OwnerNoticeKind, now: Date): SQL {
  switch (kind) {
    case "accepted":
      return eq(quotes.status, "accepted");
    case "no-view":
      return and(
        eq(quotes.status, "sent"),
        isNull(quotes.viewedAt),
        lte(quotes.sentAt, new Date(now.getTime() - NO_VIEW_AFTER_MS)),
        gt(quotes.validUntil, now),
      )!;
    case "expiry":
      return and(
        inArray(quotes.status, ["sent", "viewed"]),
        gt(quotes.validUntil, now),
        lte(quotes.validUntil, new Date(now.getTime() + EXPIRY_WITHIN_MS)),
      )!;
  }
}

/** Sets the notice's column on due quotes whose lead has an owner; returns the rows claimed. */
async function claim(kind: OwnerNoticeKind, now: Date, quoteId?: string): Promise<Quote[]> {
  const db = await getDb();
  const unclaimed = and(
    isNull(CLAIM[kind]),
    dueCondition(kind, now),
    quoteId ? eq(quotes.id, quoteId) : undefined,
    inArray(quotes.leadId, ownedLeadIds(db)),
  );
  const batch = db.select({ id: quotes.id }).from(quotes).where(unclaimed).limit(BATCH);
  return db
    .update(quotes)
    .set({ [FIELD[kind]]: now })
    .where(and(inArray(quotes.id, batch), isNull(CLAIM[kind])))
    .returning();
}

const day = (d: Date | null) =>
  d ? new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(d) : "";

function compose(kind: OwnerNoticeKind, q: Quote, buyer: string) {
  const number = quoteNumber(q);
  const total = formatMoney(q.totalMinor, q.currency);
  const leadsUrl = `${config().siteUrl}/admin/leads`;
  if (kind === "accepted")
    return {
      subject: `${buyer} accepted quote ${number}`,
      text: `${buyer} accepted quote ${number} (${total}) on ${day(q.acceptedAt)}, signed "${q.acceptedName ?? ""}". The lead is converted.\n\nLeads: ${leadsUrl}`,
    };
  if (kind === "no-view")
    return {
      subject: `Reminder: ${buyer} has not opened quote ${number}`,
      text: `Quote ${number} (${total}) was sent to ${buyer} on ${day(q.sentAt)} and has not been opened yet. A word on WhatsApp may help.\n\nLeads: ${leadsUrl}`,
    };
  return {
    subject: `Reminder: quote ${number} for ${buyer} expires ${day(q.validUntil)}`,
    text: `Quote ${number} (${total}) for ${buyer} is valid until ${day(q.validUntil)} and has not been answered. Follow up, or send a new version.\n\nLeads: ${leadsUrl}`,
  };
}

/** Emails the claimed quotes' owners; a failed email is unclaimed for the next sweep. */
async function mail(kind: OwnerNoticeKind, claimed: Quote[]): Promise<number> {
  if (claimed.length === 0) return 0;
  const db = await getDb();
  const owned = await leadOwners(
    claimed.map((q) => q.leadId),
    db,
  );
  const emails = await staffEmails(
    owned.map((l) => l.ownerId),
    db,
  );
  const owners = owned.flatMap((l) => {
    const email = l.ownerId && emails.get(l.ownerId);
    return email ? [{ leadId: l.id, buyer: l.buyer, email }] : [];
  });
  let sent = 0;
  for (const q of claimed) {
    const owner = owners.find((o) => o.leadId === q.leadId);
    if (!owner) continue;
    const result = await sendMail({ to: owner.email, ...compose(kind, q, owner.buyer) });
    if (result === "sent") sent++;
    else if (result === "failed")
      await db
        .update(quotes)
        .set({ [FIELD[kind]]: null })
        .where(eq(quotes.id, q.id));
  }
  return sent;
}

/**
 * Sends every due notice (or only the acceptance of one quote, right after the buyer's answer).
 * Nothing is claimed while email is off, so turning SMTP on later still sends what is due.
 * Returns how many emails went.
 */
export async function sendOwnerNotices(
  now = new Date(),
  only?: { kind: OwnerNoticeKind; quoteId: string },
): Promise<number> {
  if (!config().SMTP_URL) return 0;
  let sent = 0;
  for (const kind of only ? [only.kind] : (["accepted", "no-view", "expiry"] as const))
    sent += await mail(kind, await claim(kind, now, only?.quoteId));
  return sent;
}

/** Sweeps every 5 minutes (and at start): the reminders' hours pass without any request. */
export const ownerNoticesJob: Job = {
  name: "quotes-owner-notices",
  everyMs: SWEEP_EVERY_MS,
  run: () => sendOwnerNotices(),
  failure: "Sending quote notices to lead owners failed",
};

/** For the live notice: the lead's owner, or null. */
export async function leadOwnerOf(leadId: string): Promise<string | null> {
  return (await findLead(leadId))?.ownerId ?? null;
}
