import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { decryptSecret, encryptSecret, maskSecret } from "@/platform/secrets";

afterEach(() => {
  delete process.env.SECRETS_KEY;
  resetConfigForTests();
});
const useKey = (k: string) => {
  process.env.SECRETS_KEY = k;
  resetConfigForTests();
};

describe("stored secrets", () => {
  it("round-trips with AES-256-GCM and a fresh IV each time", () => {
    useKey("key-one");
    const a = encryptSecret("EAAG-token-1234");
    const b = encryptSecret("EAAG-token-1234");
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toContain("EAAG");
    expect(a).not.toBe(b);
    expect(decryptSecret(a)).toBe("EAAG-token-1234");
  });

  it("refuses tampered text and a different key", () => {
    useKey("key-one");
    const stored = encryptSecret("secret-value");
    const parts = stored.split(".");
    const tampered = [...parts.slice(0, 2), Buffer.from("XXXX").toString("base64url")].join(".");
    expect(() => decryptSecret(tampered)).toThrow();
    expect(() => decryptSecret("plain-text")).toThrow("Stored secret is not encrypted");
    useKey("key-two");
    expect(() => decryptSecret(stored)).toThrow();
  });

  it("refuses a truncated authentication tag, which GCM would otherwise accept", () => {
    useKey("key-one");
    const [iv, tag, data] = encryptSecret("secret-value").slice("enc:v1:".length).split(".");
    for (const bytes of [4, 8, 12, 15]) {
      const short = Buffer.from(tag!, "base64url").subarray(0, bytes).toString("base64url");
      expect(() => decryptSecret(`enc:v1:${iv}.${short}.${data}`)).toThrow();
    }
    expect(decryptSecret(`enc:v1:${iv}.${tag}.${data}`)).toBe("secret-value");
  });

  it("masks all but the last 4 characters of long values", () => {
    expect(maskSecret("EAAG-very-long-token-9876")).toBe("••••••••9876");
    expect(maskSecret("short")).toBe("••••••••");
  });
});
