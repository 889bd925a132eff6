import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, minorDigits, minorToPlain, parseMoney } from "@/modules/quotes/money";

describe("money", () => {
  it("knows each currency's minor digits", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("INR")).toBe(2);
  });

  it("formats minor units per currency and language, exactly", () => {
    expect(formatMoney(123_450, "EUR", "en")).toBe("€1,234.50");
    expect(formatMoney(123_450, "EUR", "de")).toBe("1.234,50\u00a0€");
    expect(formatMoney(1_234, "JPY", "en")).toBe("¥1,234");
    expect(formatMoney(100_000_000, "INR", "en-IN")).toBe("₹10,00,000.00");
    expect(formatMoney(5, "USD")).toBe("$0.05");
    // Past 2^53 / 100 a float would lose the cents; the integer split keeps them.
    expect(formatMoney(9_007_199_254_740_991, "USD")).toBe("$90,071,992,547,409.91");
  });

  it("parses typed amounts into minor units and refuses what it cannot keep exactly", () => {
    expect(parseMoney("1234.5", "EUR")).toBe(123_450);
    expect(parseMoney("1,234.50", "EUR")).toBe(123_450);
    expect(parseMoney("0.1", "USD")).toBe(10);
    expect(parseMoney("12", "JPY")).toBe(12);
    expect(parseMoney("12.5", "JPY")).toBeNull();
    expect(parseMoney("1.005", "USD")).toBeNull();
    expect(parseMoney("-3", "USD")).toBeNull();
    expect(parseMoney("abc", "USD")).toBeNull();
  });

  it("round-trips every amount through its plain text", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }), // the largest amount a quote takes
        fc.constantFrom("USD", "EUR", "JPY", "AED"),
        (minor, currency) => {
          expect(parseMoney(minorToPlain(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
