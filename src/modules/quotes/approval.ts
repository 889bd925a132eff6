import { createHash } from "node:crypto";
import type { Quote, QuoteLine, QuoteSettings } from "./schema";
import { bpToPercent, percentOf } from "./totals";
import { formatMoney } from "./money";

/**
 * When a quote needs an owner's approval, and which content an approval covers.
 *
 * Percentages alone do not say how far under list a quote sells: a game line's unit price can be
 * typed below its list price, and a line discount and the quote discount compound. So the rule is
 * the effective discount of the quote's list-priced lines (their list price × quantity against what
 * they are charged after unit price, line discount and the quote discount), plus, for lines priced
 * by hand (nothing to compare them with), an amount per currency above which one needs approval.
 */

type ApprovalRule = Pick<QuoteSettings, "approvalThresholdBp" | "customLineApprovalMinor">;

type PricedQuote = Pick<Quote, "currency" | "lines" | "discountBp">;

const BP = 10_000n;

/** Why the quote needs an owner's approval, or null when it does not. */
export function approvalReason(
  q: PricedQuote,
  listPriceOf: (gameId: string) => number | null,
  rule: ApprovalRule,
): string | null {
  const t = rule.approvalThresholdBp;
  const limit = rule.customLineApprovalMinor[q.currency];
  let listTotal = 0n;
  let netTotal = 0n;
  for (const line of q.lines) {
    const gross = BigInt(line.quantity) * BigInt(line.unitMinor);
    const net = gross - percentOf(gross, line.discountBp);
    const list = line.kind === "game" && line.gameId ? listPriceOf(line.gameId) : null;
    if (list === null) {
      // No list price to compare with: the amount itself is what an owner limits.
      if (limit !== undefined && net > BigInt(limit))
        return `a line priced by hand (${line.description}) is over ${formatMoney(limit, q.currency)}`;
      continue;
    }
    listTotal += BigInt(list) * BigInt(line.quantity);
    netTotal += net;
  }
  if (listTotal > 0n) {
    // Exact: (list − net × (1 − quote discount)) / list, in basis points, without rounding.
    const under = listTotal * BP - netTotal * (BP - BigInt(q.discountBp));
    if (under > BigInt(t) * listTotal)
      return `it is ${bpToPercent(Number((under + listTotal - 1n) / listTotal))}% under list price (more than ${bpToPercent(t)}%)`;
  }
  if (q.discountBp > t || q.lines.some((l) => l.discountBp > t))
    return `a discount is over ${bpToPercent(t)}%`;
  return null;
}

type Content = Pick<
  Quote,
  | "currency"
  | "lines"
  | "discountBp"
  | "taxBp"
  | "taxLabel"
  | "validDays"
  | "terms"
  | "buyerNote"
  | "subtotalMinor"
  | "discountMinor"
  | "taxMinor"
  | "totalMinor"
>;

const lineContent = (l: QuoteLine) => [
  l.kind,
  l.gameId,
  l.description,
  l.quantity,
  l.unitMinor,
  l.discountBp,
];

/**
 * SHA-256 of everything the buyer is offered (lines, prices, quantities, discounts, currency, tax,
 * totals, validity, terms and note), in a fixed order: an approval holds for this content only.
 */
export function quoteFingerprint(q: Content): string {
  const content = [
    1, // the layout's version: a change of what is hashed changes every fingerprint
    q.currency,
    q.lines.map(lineContent),
    q.discountBp,
    q.taxBp,
    q.taxLabel,
    q.validDays,
    q.terms,
    q.buyerNote,
    q.subtotalMinor,
    q.discountMinor,
    q.taxMinor,
    q.totalMinor,
  ];
  return createHash("sha256").update(JSON.stringify(content)).digest("base64url");
}
