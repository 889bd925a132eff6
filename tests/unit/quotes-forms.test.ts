import { describe, expect, it } from "vitest";
import { gamePricesFormSchema, quoteSettingsFormSchema } from "@/modules/quotes/validation";

// The quote settings and list price screens' forms: what staff type, turned into exactly what the
// routes parse, with each mistake on its own field.
describe("quote settings form", () => {
  const typed = {
    currencies: ["USD", "EUR"],
    approvalThreshold: "12.5",
    customLineApproval: { USD: "5,000", EUR: "", JPY: "300000" },
    defaultValidDays: "30",
    defaultTerms: "Ex works.",
    whatsappTemplate: " ",
  };

  it("turns a percentage into basis points and an empty template into none", () => {
    expect(quoteSettingsFormSchema.parse(typed)).toEqual({
      currencies: ["USD", "EUR"],
      approvalThresholdBp: 1250,
      customLineApprovalMinor: { USD: 500_000, JPY: 300_000 },
      defaultValidDays: 30,
      defaultTerms: "Ex works.",
      whatsappTemplate: null,
    });
  });

  it("puts each mistake on its field", () => {
    const r = quoteSettingsFormSchema.safeParse({
      ...typed,
      approvalThreshold: "150",
      defaultValidDays: "two",
      currencies: ["XYZ"],
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["approvalThreshold", "defaultValidDays"]));
    const later = quoteSettingsFormSchema.safeParse({ ...typed, currencies: ["XYZ"] });
    expect(later.error!.issues[0]!.path).toEqual(["currencies", 0]);
    expect(
      quoteSettingsFormSchema.safeParse({ ...typed, defaultValidDays: "400" }).error!.issues[0],
    ).toMatchObject({ path: ["defaultValidDays"], message: "At most a year" });
    expect(
      quoteSettingsFormSchema.safeParse({ ...typed, customLineApproval: { JPY: "10.5" } }).error!
        .issues[0],
    ).toMatchObject({ path: ["customLineApproval", "JPY"], message: "Enter an amount in JPY" });
    expect(
      quoteSettingsFormSchema.safeParse({ ...typed, defaultTerms: "Ex works.\u0000" }).error!
        .issues[0],
    ).toMatchObject({ path: ["defaultTerms"] });
  });
});

describe("list prices form", () => {
  it("reads each currency's amount in its own minor units and leaves empty ones out", () => {
    expect(
      gamePricesFormSchema.parse({ prices: { USD: "12,500.00", EUR: "", JPY: "150000" } }),
    ).toEqual({ prices: { USD: 1_250_000, JPY: 150_000 } });
  });

  it("refuses an amount it cannot read, on that currency's field", () => {
    const r = gamePricesFormSchema.safeParse({ prices: { USD: "10", EUR: "ten" } });
    expect(r.error!.issues).toEqual([
      expect.objectContaining({ path: ["prices", "EUR"], message: "Enter an amount in EUR" }),
    ]);
  });
});
