import path from "node:path";
import { z } from "zod";
import { AppError } from "./errors";

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  PUBLIC_SITE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().optional(),
  SECRETS_KEY: z.string().optional(),
  GEOIP_URL: z.string().url().default("https://ipapi.co/json/"),
  WHATSAPP_GRAPH_URL: z.string().url().default("https://graph.facebook.com"),
  GEOCODE_URL: z.string().url().default("https://maps.googleapis.com/maps/api/geocode/json"),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
});

export type Config = z.infer<typeof schema> & { dataDir: string; siteUrl: string };

let cached: Config | undefined;

/** Environment parsed once; a bad value stops the process with CONFIG_ERROR. */
export function config(): Config {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new AppError(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
      {
        code: "CONFIG_ERROR",
        severity: "high",
        details: parsed.error.issues,
      },
    );
  }
  const env = parsed.data;
  if (env.DATABASE_URL !== undefined && env.DATABASE_URL !== "")
    assertDatabaseUrl(env.DATABASE_URL);
  cached = {
    ...env,
    DATABASE_URL: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR),
    siteUrl: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
  return cached;
}

export function assertDatabaseUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError("Invalid DATABASE_URL format", { code: "CONFIG_ERROR", severity: "high" });
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new AppError("Invalid DATABASE_URL format: expected postgres:// or postgresql://", {
      code: "CONFIG_ERROR",
      severity: "high",
    });
  }
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
