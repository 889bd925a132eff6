import { describe, expect, it } from "vitest";
import { gameSchema } from "@/modules/catalog/validation";
import { packOrder } from "@/modules/orders/packing";
import { ibanChecks, orderSettingsSchema } from "@/modules/orders/validation";

const game = { title: "Galaxy Racer", category: "Racing", warrantyYears: 1 };
const fieldErrors = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join(".")) ?? [];

describe("customs details of a game", () => {
  it("take an HS code of 6 to 10 digits, dots allowed, and an ISO 3166-1 alpha-2 country", () => {
    for (const hsCode of ["950450", "9504.50", "9504.50.00", "9504500000"]) {
      const r = gameSchema.safeParse({ ...game, hsCode, countryOfOrigin: "cn" });
      expect(r.success, hsCode).toBe(true);
      expect(r.data).toMatchObject({ hsCode, countryOfOrigin: "CN" });
    }
    for (const hsCode of ["95045", "95045000001", "9504..50", "9504-50", ".950450", "HS950450"])
      expect(fieldErrors(gameSchema.safeParse({ ...game, hsCode })), hsCode).toEqual(["hsCode"]);
    for (const countryOfOrigin of ["XX", "UK", "CHN", "C1"])
      expect(
        fieldErrors(gameSchema.safeParse({ ...game, countryOfOrigin })),
        countryOfOrigin,
      ).toEqual(["countryOfOrigin"]);
  });

  it("are cleared by a blank and kept when left out", () => {
    expect(gameSchema.parse({ ...game, hsCode: "", countryOfOrigin: " " })).toMatchObject({
      hsCode: null,
      countryOfOrigin: null,
    });
    const kept = gameSchema.parse(game);
    expect(kept.hsCode).toBeUndefined();
    expect(kept.countryOfOrigin).toBeUndefined();
  });
});

describe("bank details", () => {
  it("check an IBAN's digits (ISO 13616) and a SWIFT/BIC's shape", () => {
    expect(ibanChecks("DE89370400440532013000")).toBe(true);
    expect(ibanChecks("GB82WEST12345698765432")).toBe(true);
    expect(ibanChecks("DE89370400440532013001")).toBe(false);
    const base = { depositPercent: "30", depositDays: 7 };
    expect(
      orderSettingsSchema.parse({ ...base, bankAccount: "gb82 west 1234 5698 7654 32" }),
    ).toMatchObject({ bankAccount: "GB82WEST12345698765432" });
    expect(
      fieldErrors(orderSettingsSchema.safeParse({ ...base, bankAccount: "GB82 WEST 1" })),
    ).toEqual(["bankAccount"]);
    expect(orderSettingsSchema.parse({ ...base, bankSwift: "deutdeff500" })).toMatchObject({
      bankSwift: "DEUTDEFF500",
    });
    expect(fieldErrors(orderSettingsSchema.safeParse({ ...base, bankSwift: "DEUTDEFF5" }))).toEqual(
      ["bankSwift"],
    );
  });
});

describe("packing an order", () => {
  const cm = { dimensionUnit: "cm" as const, weightUnit: "kg" as const };
  it("adds packages, grams and cubic centimetres exactly, converting inches and pounds", () => {
    const p = packOrder([
      {
        description: "A",
        quantity: 3,
        hsCode: null,
        countryOfOrigin: null,
        packaged: { width: 100, depth: 50, height: 150, weight: 80.5, ...cm },
        assembled: { width: 90, depth: 45, height: 140, weight: 70.25, ...cm },
      },
      {
        description: "B",
        quantity: 1,
        hsCode: null,
        countryOfOrigin: null,
        packaged: {
          width: 10,
          depth: 10,
          height: 10,
          weight: 1,
          dimensionUnit: "in",
          weightUnit: "lbs",
        },
        assembled: null,
      },
    ]);
    // A: 3 × 750,000 cm³, 3 × 80,500 g gross, 3 × 70,250 g net. B: 1,000 in³ = 16,387 cm³,
    // 1 lb = 454 g; its own weight is not recorded.
    expect(p).toMatchObject({
      packages: 4,
      volumeCm3: 2_250_000 + 16_387,
      grossGrams: 241_500 + 454,
      netGrams: 210_750,
      incomplete: ["B"],
    });
    expect(p.lines[1]!.sizeCm).toEqual([25, 25, 25]);
  });
});
