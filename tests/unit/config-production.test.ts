import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { config, resetConfigForTests } from "@/platform/config";
import { estimatedRandomBytes } from "@/platform/secret-strength";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

const strong = () => randomBytes(32).toString("base64");

function withEnv(env: Record<string, string | undefined>) {
  process.env = { ...saved, ...env } as NodeJS.ProcessEnv;
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  resetConfigForTests();
  return () => config();
}

const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://app:pw@db.internal:5432/arcade",
  AUTH_SECRET: strong(),
  SECRETS_KEY: strong(),
  PUBLIC_SITE_URL: "https://arcadia.example",
  ALLOW_HTTP: undefined,
  NEXT_PHASE: undefined,
};

describe("production configuration (NODE_ENV=production with DATABASE_URL)", () => {
  it("starts with strong secrets and an https public URL", () => {
    expect(withEnv(production)().siteUrl).toBe("https://arcadia.example");
  });

  it.each([
    ["AUTH_SECRET", undefined],
    ["AUTH_SECRET", "too-short"],
    ["SECRETS_KEY", undefined],
    ["SECRETS_KEY", "changeme".repeat(6)],
    ["SECRETS_KEY", randomBytes(16).toString("hex")],
  ])("refuses %s = %s with CONFIG_ERROR", (name, value) => {
    expect(withEnv({ ...production, [name]: value })).toThrow(
      expect.objectContaining({
        code: "CONFIG_ERROR",
        message: expect.stringContaining(`${name} must hold at least 32 random bytes`),
      }),
    );
  });

  it("refuses an http public URL unless ALLOW_HTTP=true", () => {
    const http = { ...production, PUBLIC_SITE_URL: "http://arcadia.example" };
    expect(withEnv(http)).toThrow(/PUBLIC_SITE_URL must be an https:\/\/ URL/);
    expect(withEnv({ ...http, PUBLIC_SITE_URL: undefined })).toThrow(/PUBLIC_SITE_URL/);
    expect(withEnv({ ...http, ALLOW_HTTP: "true" })().siteUrl).toBe("http://arcadia.example");
  });

  it("does not apply to the embedded database, development, or `next build`", () => {
    const missing = { ...production, AUTH_SECRET: undefined, SECRETS_KEY: undefined };
    expect(() => withEnv({ ...missing, DATABASE_URL: undefined })()).not.toThrow();
    // With DATABASE_URL the two secrets must exist everywhere (several processes share them),
    // but only production asks for their strength.
    const weak = { ...production, AUTH_SECRET: "dev-secret", SECRETS_KEY: "dev-key" };
    expect(() => withEnv({ ...weak, NODE_ENV: "development" })()).not.toThrow();
    expect(() => withEnv({ ...weak, NEXT_PHASE: "phase-production-build" })()).not.toThrow();
    expect(withEnv({ ...missing, NODE_ENV: "development" })).toThrow(
      /AUTH_SECRET and SECRETS_KEY must be set when DATABASE_URL is set/,
    );
  });
});

describe("estimatedRandomBytes", () => {
  it("counts random hex and base64 by what they decode to", () => {
    for (let i = 0; i < 50; i++) {
      expect(estimatedRandomBytes(randomBytes(32).toString("hex"))).toBe(32);
      expect(estimatedRandomBytes(randomBytes(32).toString("base64url"))).toBe(32);
      expect(estimatedRandomBytes(randomBytes(31).toString("base64"))).toBeLessThan(32);
    }
  });

  it("sees through long but repetitive values", () => {
    expect(estimatedRandomBytes("a".repeat(100))).toBeLessThan(10);
    expect(estimatedRandomBytes("changeme".repeat(8))).toBeLessThan(32);
    expect(estimatedRandomBytes("0123456789abcdef".repeat(4))).toBeLessThan(32);
  });
});
