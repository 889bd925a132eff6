import { afterEach, describe, expect, it } from "vitest";
import { config, resetConfigForTests } from "@/platform/config";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

function withEnv(env: Record<string, string | undefined>) {
  process.env = { ...saved, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  resetConfigForTests();
  return () => config();
}

describe("configuration for several processes", () => {
  it("refuses a database server without AUTH_SECRET and SECRETS_KEY, naming what is missing", () => {
    const start = withEnv({
      DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db",
      AUTH_SECRET: undefined,
      SECRETS_KEY: "k".repeat(40),
    });
    expect(start).toThrow(
      expect.objectContaining({
        code: "CONFIG_ERROR",
        message: expect.stringContaining("AUTH_SECRET"),
      }),
    );
    const both = withEnv({
      DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db",
      AUTH_SECRET: undefined,
      SECRETS_KEY: undefined,
    });
    expect(both).toThrow(/AUTH_SECRET and SECRETS_KEY must be set when DATABASE_URL is set/);
  });

  it("starts on a database server with both secrets, and on the embedded database without them", () => {
    expect(
      withEnv({
        DATABASE_URL: "postgres://u:p@127.0.0.1:5432/db",
        AUTH_SECRET: "a".repeat(40),
        SECRETS_KEY: "s".repeat(40),
      })().DATABASE_URL,
    ).toBe("postgres://u:p@127.0.0.1:5432/db");
    expect(
      withEnv({ DATABASE_URL: undefined, AUTH_SECRET: undefined, SECRETS_KEY: undefined })()
        .DATABASE_URL,
    ).toBeUndefined();
  });

  it("checks the S3 variables when S3_BUCKET is set", () => {
    expect(
      withEnv({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: undefined }),
    ).toThrow(expect.objectContaining({ code: "CONFIG_ERROR" }));
    expect(withEnv({ S3_BUCKET: "b", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    const cfg = withEnv({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "true" })();
    expect(cfg.S3_REGION).toBe("us-east-1");
    expect(cfg.S3_FORCE_PATH_STYLE).toBe(true);
  });
});
