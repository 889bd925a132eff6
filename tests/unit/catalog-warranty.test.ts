import { describe, expect, it } from "vitest";
import { gameSchema } from "@/modules/catalog/validation";

const base = { title: "T", category: "Racing" };
const message = (warrantyYears: unknown) => {
  const r = gameSchema.safeParse({ ...base, warrantyYears });
  return r.success ? null : r.error.issues.find((i) => i.path[0] === "warrantyYears")?.message;
};

describe("game warranty", () => {
  it("says a blank warranty is required rather than too short", () => {
    expect(message("")).toBe("Warranty is required");
    expect(message(undefined)).toBe("Warranty is required");
  });

  it("keeps the minimum and whole-number rules", () => {
    expect(message("0")).toBe("Warranty must be at least 1 year");
    expect(message("1.5")).toBe("Warranty must be a whole number of years");
    expect(message("2")).toBe(null);
  });
});
