import "server-only";
import { and, desc, eq, max } from "drizzle-orm";
import { staffNames } from "@/modules/auth/server";
import { leadExists } from "@/modules/leads/server";
import type { Db } from "@/platform/db/open";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { formatMoney } from "../money";
import { effectiveStatus, type QuoteStatus } from "../statuses";
import { computeTotals } from "../totals";
import type { QuoteInput } from "../validation";
import { quoteDeliveries, quotes, type Quote, type QuoteLine } from "../schema";
import { approvalChecker, checkApproval, type ApprovalCheck } from "./approval";
import { listPricesFor, loadQuoteSettings, offeredCurrencies } from "./settings";

const conflict = (message: string) => new AppError(message, { code: "CONFLICT", status: 409 });
const notFound = () => new AppError("Quote not found", { code: "NOT_FOUND", status: 404 });

/** "Q-1A2B3C4D-2": the series' short id and the version, as staff and buyers read it. */
export const quoteNumber = (q: Pick<Quote, "seriesId" | "version">) =>
  `Q-${q.seriesId.slice(0, 8).toUpperCase()}-${q.version}`;

export type QuoteView = {
  id: string;
  seriesId: string;
  number: string;
  version: number;
  status: QuoteStatus;
  currency: string;
  lines: QuoteLine[];
  discountBp: number;
  taxBp: number | null;
  taxLabel: string | null;
  validDays: number;
  terms: string;
  buyerNote: string;
  buyerEmail: string | null;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  totalText: string;
  /** A draft needing an owner's approval of its present content (again, when outdated). */
  needsApproval: boolean;
  approvalReason: string | null;
  /** It was approved, then changed: the approval does not cover it any more. */
  approvalOutdated: boolean;
  /** What an owner approves (approval.ts): sent with the approval. */
  fingerprint: string;
  approvedBy: string | null;
  approvedAt: string | null;
  sentAt: string | null;
  validUntil: string | null;
  viewedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  deliveries: Array<{ channel: string; state: string; detail: string | null }>;
  createdAt: string;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The quote's totals, or a 400 naming the line (or the quote) whose amount is past what the
 * money arithmetic holds exactly.
 */
function totalsOf(lines: QuoteLine[], input: QuoteInput) {
  try {
    return computeTotals({ lines, discountBp: input.discountBp, taxBp: input.taxBp });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    const i = lines.findIndex(
      (l) => BigInt(l.quantity) * BigInt(l.unitMinor) > BigInt(Number.MAX_SAFE_INTEGER),
    );
    const fields =
      i >= 0
        ? { [`lines.${i}.quantity`]: "This line's amount is too large" }
        : { lines: "The quote's total is too large" };
    throw new AppError("The amounts on this quote are too large", {
      code: "VALIDATION_ERROR",
      status: 400,
      details: { fields },
    });
  }
}

/** Awaiting approval when the content needs one an owner has not given to this very content. */
async function statusFor(
  db: Db,
  q: Parameters<typeof checkApproval>[1],
): Promise<"draft" | "awaiting_approval"> {
  const check = await checkApproval(db, q);
  return check.reason && !check.approved ? "awaiting_approval" : "draft";
}

/** Game lines take the game's list price in the quote's currency unless a price is given. */
async function resolveLines(db: Db, input: QuoteInput): Promise<QuoteLine[]> {
  const ids = input.lines.flatMap((l) => (l.kind === "game" && l.gameId ? [l.gameId] : []));
  const prices = await listPricesFor(db, ids, input.currency);
  return input.lines.map((l, i) => {
    if (l.kind !== "game")
      return { ...l, gameId: null, unitMinor: l.unitMinor ?? 0, description: l.description };
    const game = prices.get(l.gameId!);
    if (!game)
      throw new AppError("A game on this quote no longer exists", {
        code: "VALIDATION_ERROR",
        status: 400,
        details: { fields: { [`lines.${i}.gameId`]: "Choose a game" } },
      });
    const unit = l.unitMinor ?? game.priceMinor;
    if (unit === null)
      throw new AppError(`${game.title} has no list price in ${input.currency}`, {
        code: "VALIDATION_ERROR",
        status: 400,
        details: { fields: { [`lines.${i}.unitMinor`]: `No list price in ${input.currency}` } },
      });
    return { ...l, unitMinor: unit, description: l.description || game.title };
  });
}

async function quoteValues(db: Db, input: QuoteInput) {
  const settings = await loadQuoteSettings(db);
  if (!offeredCurrencies(settings).includes(input.currency))
    throw new AppError("This currency is not offered", {
      code: "VALIDATION_ERROR",
      status: 400,
      details: { fields: { currency: "This currency is not offered" } },
    });
  const lines = await resolveLines(db, input);
  const totals = totalsOf(lines, input);
  return {
    currency: input.currency,
    lines,
    discountBp: input.discountBp,
    taxBp: input.taxBp,
    taxLabel: input.taxBp === null ? null : input.taxLabel,
    validDays: input.validDays,
    terms: input.terms,
    buyerNote: input.buyerNote,
    buyerEmail: input.buyerEmail || null,
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
  };
}

export async function loadQuote(db: Db, leadId: string, quoteId: string): Promise<Quote> {
  const [q] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.leadId, leadId)));
  if (!q) throw notFound();
  return q;
}

async function assertLead(db: Db, leadId: string) {
  if (!(await leadExists(leadId, db)))
    throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
}

export async function createQuote(leadId: string, input: QuoteInput, userId: string) {
  const db = await getDb();
  await assertLead(db, leadId);
  const values = await quoteValues(db, input);
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(quotes)
    .values({
      id,
      seriesId: id,
      leadId,
      ...values,
      status: await statusFor(db, { ...values, approvedFingerprint: null }),
      createdBy: userId,
    })
    .returning();
  return row!;
}

/**
 * A draft is changed in place (its approval goes if its discounts still need one); a sent quote is
 * never changed: the edit becomes its next version, a draft until it is sent.
 */
export async function updateQuote(
  leadId: string,
  quoteId: string,
  input: QuoteInput,
  userId: string,
): Promise<{ quote: Quote; before: Quote; newVersion: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.leadId, leadId)))
      .for("update");
    if (!before) throw notFound();
    const values = await quoteValues(tx, input);
    if (before.status === "draft" || before.status === "awaiting_approval") {
      // The approval stays on record but covers only the content approved (its fingerprint).
      const [row] = await tx
        .update(quotes)
        .set({
          ...values,
          status: await statusFor(tx, {
            ...values,
            approvedFingerprint: before.approvedFingerprint,
          }),
        })
        .where(eq(quotes.id, quoteId))
        .returning();
      return { quote: row!, before, newVersion: false };
    }
    if (before.status !== "sent" && before.status !== "viewed")
      throw conflict(`A ${before.status} quote cannot be changed; duplicate it instead`);
    const [latest] = await tx
      .select({ v: max(quotes.version) })
      .from(quotes)
      .where(eq(quotes.seriesId, before.seriesId));
    if ((latest?.v ?? 0) > before.version)
      throw conflict("A newer version of this quote exists; edit that one");
    const [row] = await tx
      .insert(quotes)
      .values({
        leadId,
        seriesId: before.seriesId,
        version: before.version + 1,
        ...values,
        status: await statusFor(tx, { ...values, approvedFingerprint: null }),
        createdBy: userId,
      })
      .returning();
    return { quote: row!, before, newVersion: true };
  });
}

/** A new quote (a series of its own) with the same content, as a draft. */
export async function duplicateQuote(leadId: string, quoteId: string, userId: string) {
  const db = await getDb();
  const q = await loadQuote(db, leadId, quoteId);
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(quotes)
    .values({
      id,
      seriesId: id,
      leadId,
      currency: q.currency,
      lines: q.lines,
      discountBp: q.discountBp,
      taxBp: q.taxBp,
      taxLabel: q.taxLabel,
      validDays: q.validDays,
      terms: q.terms,
      buyerNote: q.buyerNote,
      buyerEmail: q.buyerEmail,
      subtotalMinor: q.subtotalMinor,
      discountMinor: q.discountMinor,
      taxMinor: q.taxMinor,
      totalMinor: q.totalMinor,
      status: await statusFor(db, { ...q, approvedFingerprint: null }),
      createdBy: userId,
    })
    .returning();
  return row!;
}

/**
 * An owner approves a quote that needs it: exactly the content they were shown (its fingerprint,
 * from the list they approved from), so an edit made meanwhile is not approved unseen. It may then
 * be sent as long as that content does not change.
 */
export async function approveQuote(
  leadId: string,
  quoteId: string,
  ownerId: string,
  fingerprint: string,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [q] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.leadId, leadId)))
      .for("update");
    if (!q) throw notFound();
    const check = await checkApproval(tx, q);
    if (
      (q.status !== "draft" && q.status !== "awaiting_approval") ||
      !check.reason ||
      check.approved
    )
      throw conflict("This quote is not awaiting approval");
    if (check.fingerprint !== fingerprint)
      throw conflict("This quote changed since you opened it; look at it again before approving");
    const [row] = await tx
      .update(quotes)
      .set({
        status: "draft",
        approvedBy: ownerId,
        approvedAt: new Date(),
        approvedFingerprint: check.fingerprint,
      })
      .where(eq(quotes.id, quoteId))
      .returning();
    return row!;
  });
}

export async function listQuotes(leadId: string, now = new Date()): Promise<QuoteView[]> {
  const db = await getDb();
  const quoteRows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.leadId, leadId))
    .orderBy(desc(quotes.createdAt), desc(quotes.version));
  const names = await staffNames(
    quoteRows.map((q) => q.approvedBy),
    db,
  );
  const rows = quoteRows.map((q) => ({
    q,
    approver: q.approvedBy ? (names.get(q.approvedBy) ?? null) : null,
  }));
  const deliveries = rows.length
    ? await db
        .select()
        .from(quoteDeliveries)
        .innerJoin(quotes, eq(quotes.id, quoteDeliveries.quoteId))
        .where(eq(quotes.leadId, leadId))
    : [];
  const check = await approvalChecker(
    db,
    rows.map((r) => r.q),
  );
  return rows.map(({ q, approver }) =>
    toView(
      q,
      approver,
      check(q),
      now,
      deliveries.filter((d) => d.quote_deliveries.quoteId === q.id).map((d) => d.quote_deliveries),
    ),
  );
}

function toView(
  q: Quote,
  approver: string | null,
  approval: ApprovalCheck,
  now: Date,
  deliveries: Array<{ channel: string; state: string; detail: string | null }>,
): QuoteView {
  const open = q.status === "draft" || q.status === "awaiting_approval";
  const needsApproval = open && approval.reason !== null && !approval.approved;
  return {
    id: q.id,
    seriesId: q.seriesId,
    number: quoteNumber(q),
    version: q.version,
    status: open && needsApproval ? "awaiting_approval" : effectiveStatus(q, now),
    currency: q.currency,
    lines: q.lines,
    discountBp: q.discountBp,
    taxBp: q.taxBp,
    taxLabel: q.taxLabel,
    validDays: q.validDays,
    terms: q.terms,
    buyerNote: q.buyerNote,
    buyerEmail: q.buyerEmail,
    subtotalMinor: q.subtotalMinor,
    discountMinor: q.discountMinor,
    taxMinor: q.taxMinor,
    totalMinor: q.totalMinor,
    totalText: formatMoney(q.totalMinor, q.currency),
    needsApproval,
    approvalReason: needsApproval ? approval.reason : null,
    approvalOutdated: needsApproval && q.approvedFingerprint !== null,
    fingerprint: approval.fingerprint,
    approvedBy: approver,
    approvedAt: iso(q.approvedAt),
    sentAt: iso(q.sentAt),
    validUntil: iso(q.validUntil),
    viewedAt: iso(q.viewedAt),
    acceptedAt: iso(q.acceptedAt),
    acceptedName: q.acceptedName,
    declinedAt: iso(q.declinedAt),
    declineReason: q.declineReason,
    deliveries: deliveries.map((d) => ({ channel: d.channel, state: d.state, detail: d.detail })),
    createdAt: q.createdAt.toISOString(),
  };
}
