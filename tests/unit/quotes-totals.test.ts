import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bpToPercent, computeTotals, percentOf, percentToBp } from "@/modules/quotes/totals";

describe("quote totals", () => {
  it("adds lines, takes the discounts and the tax, each rounded half-up in minor units", () => {
    // 2 × €12,500.00 less 5% = €23,750.00; freight €800.00; 5% off the whole: €1,227.50;
    // 19% VAT on €23,322.50 = €4,431.275 → €4,431.28 (half-up).
    const t = computeTotals({
      lines: [
        { quantity: 2, unitMinor: 1_250_000, discountBp: 500 },
        { quantity: 1, unitMinor: 80_000, discountBp: 0 },
      ],
      discountBp: 500,
      taxBp: 1900,
    });
    expect(t.lines.map((l) => l.netMinor)).toEqual([2_375_000, 80_000]);
    expect(t.subtotalMinor).toBe(2_455_000);
    expect(t.discountMinor).toBe(122_750);
    expect(t.taxableMinor).toBe(2_332_250);
    expect(t.taxMinor).toBe(443_128);
    expect(t.totalMinor).toBe(2_775_378);
  });

  it("rounds half up per line, not on the sum", () => {
    // Each line: 0.05 × 10 = 0.5 cent → 1 cent; three lines take 3 cents, not round(1.5) = 2.
    const t = computeTotals({
      lines: Array.from({ length: 3 }, () => ({ quantity: 1, unitMinor: 10, discountBp: 500 })),
      discountBp: 0,
      taxBp: null,
    });
    expect(t.lines.map((l) => l.discountMinor)).toEqual([1, 1, 1]);
    expect(t.totalMinor).toBe(27);
    expect(percentOf(5n, 1000)).toBe(1n); // 0.5 → 1
    expect(percentOf(4n, 1000)).toBe(0n); // 0.4 → 0
    expect(percentOf(15n, 1000)).toBe(2n); // 1.5 → 2
  });

  it("has no tax without a rate and nothing off without a discount", () => {
    const t = computeTotals({
      lines: [{ quantity: 3, unitMinor: 999, discountBp: 0 }],
      discountBp: 0,
      taxBp: null,
    });
    expect(t).toMatchObject({
      subtotalMinor: 2997,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 2997,
    });
  });

  it("refuses totals past exact integers instead of losing cents", () => {
    expect(() =>
      computeTotals({
        lines: [{ quantity: 10_000, unitMinor: 1e13, discountBp: 0 }],
        discountBp: 0,
        taxBp: null,
      }),
    ).toThrow(RangeError);
  });

  const line = fc.record({
    quantity: fc.integer({ min: 1, max: 10_000 }),
    unitMinor: fc.integer({ min: 0, max: 100_000_000 }),
    discountBp: fc.integer({ min: 0, max: 10_000 }),
  });
  const quote = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 20 }),
    discountBp: fc.integer({ min: 0, max: 10_000 }),
    taxBp: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  });

  it("always gives whole, non-negative amounts that add up exactly", () => {
    fc.assert(
      fc.property(quote, (q) => {
        const t = computeTotals(q);
        const all = [
          t.subtotalMinor,
          t.discountMinor,
          t.taxMinor,
          t.totalMinor,
          ...t.lines.flatMap((l) => [l.grossMinor, l.discountMinor, l.netMinor]),
        ];
        expect(all.every((v) => Number.isSafeInteger(v) && v >= 0)).toBe(true);
        expect(t.lines.reduce((s, l) => s + l.netMinor, 0)).toBe(t.subtotalMinor);
        t.lines.forEach((l, i) => {
          expect(l.grossMinor).toBe(q.lines[i]!.quantity * q.lines[i]!.unitMinor);
          expect(l.netMinor).toBe(l.grossMinor - l.discountMinor);
        });
        expect(t.totalMinor).toBe(t.subtotalMinor - t.discountMinor + t.taxMinor);
      }),
    );
  });

  it("rounds every percentage to the nearest minor unit, halves up", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const r = percentOf(amount, bp);
          const exact2 = amount * BigInt(bp) * 2n; // twice the exact value, in 1/10000 units
          // r - 0.5 <= exact < r + 0.5  ⇔  (2r - 1)·10000 <= 2·exact < (2r + 1)·10000
          expect((2n * r - 1n) * 10_000n <= exact2).toBe(true);
          expect(exact2 < (2n * r + 1n) * 10_000n).toBe(true);
        },
      ),
    );
  });

  it("a bigger discount never gives a bigger total", () => {
    fc.assert(
      fc.property(quote, fc.integer({ min: 0, max: 10_000 }), (q, more) => {
        const a = computeTotals(q);
        const b = computeTotals({ ...q, discountBp: Math.min(10_000, q.discountBp + more) });
        expect(b.totalMinor).toBeLessThanOrEqual(a.totalMinor);
      }),
    );
  });

  it("reads and writes percentages as basis points", () => {
    expect(percentToBp("5")).toBe(500);
    expect(percentToBp("7.25")).toBe(725);
    expect(percentToBp("7.5")).toBe(750);
    expect(percentToBp("100")).toBe(10_000);
    expect(percentToBp("100.01")).toBeNull();
    expect(percentToBp("-1")).toBeNull();
    expect(percentToBp("1.234")).toBeNull();
    expect(bpToPercent(500)).toBe("5");
    expect(bpToPercent(725)).toBe("7.25");
    expect(bpToPercent(750)).toBe("7.5");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(percentToBp(bpToPercent(bp))).toBe(bp);
      }),
    );
  });
});
