import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameSchema } from "@/modules/catalog/validation";
import { numberField } from "@/platform/validation/number";
import { hasControlChars, optionalText, text } from "@/platform/validation/text";

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error!.issues[0]!.message;

// Every control character of Unicode category Cc: C0, DEL and C1.
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));
const control = fc.constantFrom(...CONTROLS);
const ALLOWED_IN_MULTILINE = ["\t", "\n", "\r"];

describe("text fields", () => {
  const single = text("Name", { max: 50 }).min(1, "Name is required");
  const multi = text("Message", { max: 50, multiline: true });

  it("refuse any control character anywhere with a message naming the field", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        control,
        fc.string({ maxLength: 20 }),
        (a, c, b) => {
          expect(firstMessage(single.safeParse(a + c + b))).toBe(
            "Name must not contain control characters",
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("keep tab, line feed and carriage return in multi-line fields only", () => {
    for (const c of ALLOWED_IN_MULTILINE) {
      expect(multi.safeParse(`a${c}b`)).toMatchObject({ success: true, data: `a${c}b` });
      expect(firstMessage(single.safeParse(`a${c}b`))).toBe(
        "Name must not contain control characters",
      );
    }
    for (const c of CONTROLS.filter((c) => !ALLOWED_IN_MULTILINE.includes(c)))
      expect(firstMessage(multi.safeParse(`a${c}b`))).toBe(
        "Message must not contain control characters",
      );
  });

  it("refuse a lone surrogate, which cannot be stored as UTF-8", () => {
    expect(firstMessage(single.safeParse("a\uD800b"))).toBe("Name contains invalid characters");
    expect(firstMessage(single.safeParse("a\uDC00"))).toBe("Name contains invalid characters");
    expect(single.safeParse("emoji 🎮").success).toBe(true);
  });

  it("accept any other text up to the maximum, trimmed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
        fc.pre(!hasControlChars(s) && s.trim().length > 0 && s.trim().length <= 50);
        expect(single.parse(s)).toBe(s.trim());
      }),
      { numRuns: 1000 },
    );
    expect(firstMessage(single.safeParse("x".repeat(51)))).toBe(
      "Name must be at most 50 characters",
    );
  });

  it("store a blank optional text as null", () => {
    const opt = optionalText("Title", { max: 10 });
    expect(opt.parse("   ")).toBeNull();
    expect(opt.parse(null)).toBeNull();
    expect(opt.parse(undefined)).toBeNull();
  });
});

describe("number fields", () => {
  const n = numberField({
    required: "Width is required",
    min: { value: 0, exclusive: true, message: "Width must be greater than 0" },
    max: { value: 100, message: "Width must be at most 100" },
  });

  it("take numbers and numeric strings, and nothing JavaScript would coerce", () => {
    expect(n.parse(5)).toBe(5);
    expect(n.parse(" 7.5 ")).toBe(7.5);
    for (const v of [true, false, [5], {}, "abc", "", null, undefined, Number.NaN])
      expect(firstMessage(n.safeParse(v))).toBe("Width is required");
  });

  it("have a maximum, so a huge value is a clear 400 and never an overflow", () => {
    fc.assert(
      fc.property(fc.double({ min: 100.0001, noNaN: true }), (v) => {
        expect(firstMessage(n.safeParse(v))).toMatch(/^Width (must be at most 100|is required)$/);
      }),
    );
    expect(firstMessage(n.safeParse(1e12))).toBe("Width must be at most 100");
    expect(firstMessage(n.safeParse("1e400"))).toBe("Width is required");
  });

  it("bound the warranty at 100 years", () => {
    const warranty = (v: unknown) =>
      gameSchema
        .safeParse({ title: "T", category: "C", warrantyYears: v })
        .error?.issues.find((i) => i.path[0] === "warrantyYears")?.message ?? null;
    expect(warranty(1e12)).toBe("Warranty must be at most 100 years");
    expect(warranty(100)).toBeNull();
    expect(warranty(true)).toBe("Warranty is required");
  });
});
