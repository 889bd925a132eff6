/** Payments and what is due, in integer minor units of the order's currency (never a float). */

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  other: "Other",
};

/** amount × bp / 10000 rounded half-up: the deposit of a total at a percentage in basis points. */
export function depositOf(totalMinor: number, depositBp: number): number {
  const bp = BigInt(depositBp);
  return Number((BigInt(totalMinor) * bp * 2n + 10_000n) / 20_000n);
}

export type MoneyState = {
  totalMinor: number;
  paidMinor: number;
  /** The deposit asked for. */
  depositMinor: number;
  /** What is left of the deposit. */
  depositDueMinor: number;
  /** What is left of the whole amount (the balance is due before shipping). */
  balanceDueMinor: number;
  /** The part of what is due whose date has passed. */
  overdueMinor: number;
  /** Paid beyond the total (only with an overpayment recorded). */
  overpaidMinor: number;
};

/**
 * What an order's payments add up to on a day ("YYYY-MM-DD"): the deposit is due by its date,
 * the rest before shipping, i.e. by the planned ship date.
 */
export function moneyState(o: {
  totalMinor: number;
  depositMinor: number;
  paidMinor: number;
  depositDueOn: string | null;
  plannedShipDate: string | null;
  cancelled?: boolean;
  today: string;
}): MoneyState {
  const depositDueMinor = Math.max(0, o.depositMinor - o.paidMinor);
  const balanceDueMinor = Math.max(0, o.totalMinor - o.paidMinor);
  let overdueMinor = 0;
  if (!o.cancelled) {
    if (balanceDueMinor > 0 && o.plannedShipDate && o.plannedShipDate < o.today)
      overdueMinor = balanceDueMinor;
    else if (depositDueMinor > 0 && o.depositDueOn && o.depositDueOn < o.today)
      overdueMinor = depositDueMinor;
  }
  return {
    totalMinor: o.totalMinor,
    paidMinor: o.paidMinor,
    depositMinor: o.depositMinor,
    depositDueMinor,
    balanceDueMinor,
    overdueMinor,
    overpaidMinor: Math.max(0, o.paidMinor - o.totalMinor),
  };
}

/**
 * A payment may be at most what is still due; more only when staff mark it as an overpayment
 * (with a note). Returns the refusal's message, or null when it may be recorded.
 */
export function refusePayment(
  amountMinor: number,
  balanceDueMinor: number,
  overpayment: boolean,
): string | null {
  if (amountMinor <= 0) return "The amount must be more than zero.";
  if (amountMinor > balanceDueMinor && !overpayment)
    return balanceDueMinor === 0
      ? "Nothing is due on this order: mark the payment as an overpayment, with a note, to record it."
      : "This is more than is due on this order: mark it as an overpayment, with a note, to record it.";
  return null;
}

/** Today as "YYYY-MM-DD" in UTC, the calendar the dates are compared in. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** "ORD-2026-0042": the year and its sequence, four digits at least. */
export const orderNumber = (year: number, seq: number) =>
  `ORD-${year}-${String(seq).padStart(4, "0")}`;
