import { describe, expect, it } from "vitest";
import { approvalReason, quoteFingerprint } from "@/modules/quotes/approval";
import type { QuoteLine } from "@/modules/quotes/schema";

// When a quote needs an owner's approval: its effective discount against list prices, however it
// is reached, and lines priced by hand over the owner's amount.
const GAME = "game-1";
const rule = { approvalThresholdBp: 1000, customLineApprovalMinor: { USD: 500_000 } };
const game = (unitMinor: number, extra: Partial<QuoteLine> = {}): QuoteLine => ({
  kind: "game",
  gameId: GAME,
  description: "Galaxy Racer",
  quantity: 1,
  unitMinor,
  discountBp: 0,
  ...extra,
});
const freight = (unitMinor: number): QuoteLine => ({
  kind: "freight",
  gameId: null,
  description: "Sea freight",
  quantity: 1,
  unitMinor,
  discountBp: 0,
});
const list = (price: number | null) => () => price;
const reason = (lines: QuoteLine[], discountBp = 0, price: number | null = 100_000) =>
  approvalReason({ currency: "USD", lines, discountBp }, list(price), rule);

describe("quote approval rule", () => {
  it("counts a unit price under list, and stacked discounts, against the threshold", () => {
    expect(reason([game(100_000)])).toBeNull();
    expect(reason([game(90_000)])).toBeNull(); // exactly 10%: not above it
    expect(reason([game(89_999)])).toContain("under list price");
    // 6% on the line then 5% on the quote: 10.7% under list.
    expect(reason([game(100_000, { discountBp: 600 })], 500)).toContain("10.7% under list price");
    // A price above list makes up for nothing beyond itself, but does not need approval.
    expect(reason([game(150_000)])).toBeNull();
  });

  it("is not diluted by lines priced by hand", () => {
    // 30% off the game, hidden behind a large freight line: still caught.
    expect(reason([game(70_000), freight(400_000)])).toContain("30% under list price");
  });

  it("limits a line priced by hand (or a game without a list price) per currency", () => {
    expect(reason([freight(500_000)])).toBeNull();
    expect(reason([freight(500_001)])).toContain("priced by hand");
    expect(reason([game(600_000)], 0, null)).toContain("priced by hand");
    expect(
      approvalReason({ currency: "EUR", lines: [freight(9e12)], discountBp: 0 }, list(null), rule),
    ).toBeNull(); // no amount set for EUR
  });

  it("fingerprints the content: any change of a price, quantity or text changes it", () => {
    const q = {
      currency: "USD",
      lines: [game(100_000)],
      discountBp: 0,
      taxBp: null,
      taxLabel: null,
      validDays: 30,
      terms: "",
      buyerNote: "",
      subtotalMinor: 100_000,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 100_000,
    };
    const base = quoteFingerprint(q);
    expect(quoteFingerprint({ ...q })).toBe(base);
    expect(base).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const changed of [
      { lines: [game(99_999)] },
      { lines: [game(100_000, { quantity: 2 })] },
      { discountBp: 1 },
      { currency: "EUR" },
      { terms: "Pay later" },
      { totalMinor: 1 },
    ])
      expect(quoteFingerprint({ ...q, ...changed })).not.toBe(base);
  });
});
