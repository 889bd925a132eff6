import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { recordAudit } from "@/platform/audit/record";
import { staffContact } from "@/modules/auth/server";
import { getDb } from "@/platform/db/client";
import { config } from "@/platform/config";
import { sendMail } from "@/platform/mail/send";
import { changeLeadStatus, findLead } from "@/modules/leads/server";
import { announceNotice } from "@/modules/whatsapp/server";
import { formatMoney } from "../money";
import { quotes, type Quote } from "../schema";
import { effectiveStatus, type QuoteStatus, type StoredQuoteStatus } from "../statuses";
import { onQuoteAccepted } from "./accept-hook";
import { quoteNumber } from "./build";
import { leadOwnerOf, sendOwnerNotices } from "./owner-notices";
import { hashQuoteToken, isQuoteTokenShape } from "./token";

const BUYER = { id: null, email: null };

/** The quote a buyer's token opens, with only what the buyer's page shows: their name. */
export async function quoteByToken(token: string) {
  if (!isQuoteTokenShape(token)) return null;
  const db = await getDb();
  const [q] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.tokenHash, hashQuoteToken(token)));
  const lead = q && (await findLead(q.leadId, db));
  return q && lead ? { quote: q, buyerName: lead.name } : null;
}

/**
 * The first view of a version: its time and address, and "sent" becomes "viewed". The status is
 * decided by the row as it is now, not as the page read it: an accept or decline committed in
 * between stays.
 */
export async function recordFirstView(q: Quote, ip: string, now = new Date()) {
  if (q.viewedAt) return;
  const db = await getDb();
  const [row] = await db
    .update(quotes)
    .set({
      viewedAt: now,
      viewedIp: ip,
      status: sql<StoredQuoteStatus>`case when ${quotes.status} = 'sent' then 'viewed' else ${quotes.status} end`,
    })
    .where(and(eq(quotes.id, q.id), isNull(quotes.viewedAt)))
    .returning({ id: quotes.id });
  if (row)
    await recordAudit({
      actor: BUYER,
      ip,
      entity: "quote",
      entityId: q.id,
      parent: `lead:${q.leadId}`,
      action: "view",
      changes: { before: null, after: { version: q.version } },
    });
}

export type BuyerAnswer =
  { ok: true; quote: Quote } | { ok: false; status: QuoteStatus | "not-found" };

/**
 * Accept or decline, once: only a sent (or viewed) version still within its validity. The status
 * is the row's own condition, so two simultaneous answers record one.
 */
async function answer(
  token: string,
  ip: string,
  now: Date,
  values: Partial<typeof quotes.$inferInsert>,
  action: "accept" | "decline",
): Promise<BuyerAnswer> {
  const found = await quoteByToken(token);
  if (!found) return { ok: false, status: "not-found" };
  const status = effectiveStatus(found.quote, now);
  if (status !== "sent" && status !== "viewed") return { ok: false, status };
  const db = await getDb();
  const after: { accept?: () => Promise<void> } = {};
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set(values)
      .where(and(eq(quotes.id, found.quote.id), inArray(quotes.status, ["sent", "viewed"])))
      .returning();
    if (!row) return null;
    if (action === "accept") {
      await changeLeadStatus(tx, {
        ids: [row.leadId],
        status: "converted",
        actor: { id: null, email: null },
        ip,
        note: { quote: quoteNumber(row) },
      });
      after.accept = (await onQuoteAccepted()?.(tx, row, { ip, now })) ?? undefined;
    }
    return row;
  });
  if (!result) {
    const again = await quoteByToken(token);
    return { ok: false, status: again ? effectiveStatus(again.quote, now) : "not-found" };
  }
  await recordAudit({
    actor: BUYER,
    ip,
    entity: "quote",
    entityId: result.id,
    parent: `lead:${result.leadId}`,
    action,
    changes: {
      before: { status: found.quote.status },
      after: {
        status: result.status,
        version: result.version,
        ...(action === "accept" ? { name: result.acceptedName } : { reason: result.declineReason }),
      },
    },
  });
  await after.accept?.();
  if (action === "accept") await tellOwnerOfAcceptance(result, found.buyerName, now);
  else await tellOwner(result, action);
  return { ok: true, quote: result };
}

export function acceptQuote(token: string, name: string, ip: string, now = new Date()) {
  return answer(
    token,
    ip,
    now,
    { status: "accepted", acceptedAt: now, acceptedName: name, acceptedIp: ip },
    "accept",
  );
}

export function declineQuote(token: string, reason: string, ip: string, now = new Date()) {
  return answer(
    token,
    ip,
    now,
    { status: "declined", declinedAt: now, declineReason: reason || null, declinedIp: ip },
    "decline",
  );
}

/**
 * The buyer of an expired quote asks for a new one: the lead's owner is told, once per version
 * (claimed by a conditional update; a failed email is unclaimed so the next request tries again).
 */
export async function askForNewQuote(q: Quote, ip: string, now = new Date()) {
  const db = await getDb();
  const [claimed] = await db
    .update(quotes)
    .set({ ownerToldRenewalAt: now })
    .where(and(eq(quotes.id, q.id), isNull(quotes.ownerToldRenewalAt)))
    .returning({ id: quotes.id });
  if (!claimed) return;
  await recordAudit({
    actor: BUYER,
    ip,
    entity: "quote",
    entityId: q.id,
    parent: `lead:${q.leadId}`,
    action: "renewal-request",
    changes: { before: null, after: { version: q.version } },
  });
  if ((await tellOwner(q, "renew")) === "failed")
    await db.update(quotes).set({ ownerToldRenewalAt: null }).where(eq(quotes.id, q.id));
}

/**
 * The lead's owner hears of an acceptance at once in the back office (their open tabs, live) and
 * by email, once and durably (owner-notices.ts: a sweep sends it if this process stops first).
 */
async function tellOwnerOfAcceptance(q: Quote, buyerName: string, now: Date) {
  const ownerId = await leadOwnerOf(q.leadId);
  if (ownerId)
    await announceNotice({
      userId: ownerId,
      leadId: q.leadId,
      text: `${buyerName} accepted quote ${quoteNumber(q)} (${formatMoney(q.totalMinor, q.currency)}).`,
    });
  await sendOwnerNotices(now, { kind: "accepted", quoteId: q.id }).catch((e: unknown) =>
    console.error("Emailing the owner of an accepted quote failed (the sweep retries)", e),
  );
}

async function tellOwner(q: Quote, what: "decline" | "renew") {
  const lead = await findLead(q.leadId);
  const owner = lead?.ownerId ? await staffContact(lead.ownerId) : undefined;
  if (!lead || !owner?.email) return null;
  const row = { lead: lead.name, email: owner.email };
  const number = quoteNumber(q);
  const verb = what === "decline" ? "declined" : "asked for a new version of (it expired)";
  return sendMail({
    to: row.email,
    subject: `${row.lead} ${what === "renew" ? "asked for a new quote" : verb} ${what === "renew" ? number : `quote ${number}`}`,
    text: [
      `${row.lead} ${verb} quote ${number} (${formatMoney(q.totalMinor, q.currency)}).`,
      what === "decline" && q.declineReason ? `Reason: ${q.declineReason}` : "",
      "",
      `Leads: ${config().siteUrl}/admin/leads`,
    ]
      .filter((l, i) => l !== "" || i > 0)
      .join("\n"),
  });
}
