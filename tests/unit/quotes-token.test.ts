import { describe, expect, it } from "vitest";
import { hashQuoteToken, isQuoteTokenShape, newQuoteToken } from "@/modules/quotes/server/token";

describe("quote link tokens", () => {
  it("are 256 random bits in base64url, never repeated", () => {
    const tokens = Array.from({ length: 1000 }, newQuoteToken);
    expect(new Set(tokens).size).toBe(1000);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, "base64url")).toHaveLength(32);
      expect(isQuoteTokenShape(t)).toBe(true);
    }
  });

  it("are stored as a hash that does not reveal them", () => {
    const t = newQuoteToken();
    const h = hashQuoteToken(t);
    expect(h).not.toContain(t);
    expect(h).toBe(hashQuoteToken(t));
    expect(hashQuoteToken(newQuoteToken())).not.toBe(h);
  });

  it("only a token's shape is looked up", () => {
    expect(isQuoteTokenShape("short")).toBe(false);
    expect(isQuoteTokenShape("a".repeat(42) + "=")).toBe(false);
    expect(isQuoteTokenShape("../".repeat(15))).toBe(false);
  });
});
