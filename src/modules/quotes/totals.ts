/**
 * A quote's totals, computed the same way wherever they are shown (the builder's preview, the
 * stored quote, the PDF and the buyer's page). Percentages are basis points (5% = 500), amounts
 * integer minor units; every rounding is half-up in minor units, per line.
 */

export type TotalsLine = { quantity: number; unitMinor: number; discountBp: number };

export type QuoteTotals = {
  lines: Array<{ grossMinor: number; discountMinor: number; netMinor: number }>;
  /** The lines' net amounts summed. */
  subtotalMinor: number;
  /** The whole-quote discount, taken from the subtotal. */
  discountMinor: number;
  /** Subtotal less the whole-quote discount. */
  taxableMinor: number;
  taxMinor: number;
  totalMinor: number;
};

const BP = 10_000n;

/** amount × bp / 10000 rounded half-up (amounts are never negative). */
export function percentOf(amountMinor: bigint, bp: number): bigint {
  return (amountMinor * BigInt(bp) * 2n + BP) / (2n * BP);
}

export function computeTotals(input: {
  lines: TotalsLine[];
  discountBp: number;
  taxBp: number | null;
}): QuoteTotals {
  const lines = input.lines.map((l) => {
    const gross = BigInt(l.quantity) * BigInt(l.unitMinor);
    const discount = percentOf(gross, l.discountBp);
    return { gross, discount, net: gross - discount };
  });
  const subtotal = lines.reduce((s, l) => s + l.net, 0n);
  const discount = percentOf(subtotal, input.discountBp);
  const taxable = subtotal - discount;
  const tax = input.taxBp ? percentOf(taxable, input.taxBp) : 0n;
  const n = (v: bigint) => {
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("Amount too large");
    return Number(v);
  };
  return {
    lines: lines.map((l) => ({
      grossMinor: n(l.gross),
      discountMinor: n(l.discount),
      netMinor: n(l.net),
    })),
    subtotalMinor: n(subtotal),
    discountMinor: n(discount),
    taxableMinor: n(taxable),
    taxMinor: n(tax),
    totalMinor: n(taxable + tax),
  };
}

/** "5" → 500, "7.25" → 725: a percentage with at most two decimals as basis points. */
export function percentToBp(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0") || "0");
  return bp <= 10_000 ? bp : null;
}

export function bpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = bp % 100;
  return frac ? `${whole}.${String(frac).padStart(2, "0").replace(/0$/, "")}` : `${whole}`;
}
