import path from "node:path";
import { z } from "zod";
import { AppError } from "./errors";
import { assertS3Env, assertSharedSecrets, s3Env } from "./config-scale";
import { estimatedRandomBytes } from "./secret-strength";

const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback)
    .transform((v) => v === "true" || v === "1");

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: flag("true"),
  PUBLIC_SITE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().optional(),
  SECRETS_KEY: z.string().optional(),
  GEOIP_URL: z.string().url().default("https://ipapi.co/json/"),
  WHATSAPP_GRAPH_URL: z.string().url().default("https://graph.facebook.com"),
  GEOCODE_URL: z.string().url().default("https://maps.googleapis.com/maps/api/geocode/json"),
  // No proxy is assumed: the client address is the socket's peer (server.ts).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  WHATSAPP_DAILY_CAP: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /** Operators' portal sign-in codes sent by WhatsApp per UTC day, apart from buyers' messages. */
  WHATSAPP_CODE_DAILY_CAP: z.coerce.number().int().min(0).max(1_000_000).default(50),
  /** How long one send waits for the Graph API; past it the send may or may not have been accepted. */
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Leading zero bits the pricing form's proof of work must find (each bit doubles the work). */
  LEAD_PROOF_BITS: z.coerce.number().int().min(0).max(24).default(16),
  /** Seconds between the pricing dialog opening and a price request below which no person typed it. */
  LEAD_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  /** Price requests the whole site takes per minute before answering 429 (a flood, not buyers). */
  LEAD_SITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  CONTACT_SITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  VITALS_PAGE_DAILY_CAP: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  /** Leads in 10 minutes that never count as unusual, however quiet the last 7 days were. */
  WHATSAPP_HOLD_FLOOR: z.coerce.number().int().min(1).max(100_000).default(12),
  /** Times the 7-day average of a 10-minute window above which new messages wait for an owner. */
  WHATSAPP_HOLD_FACTOR: z.coerce.number().min(1).max(1000).default(8),
  /** Server key for the Geocoding API; the browser maps key of contact settings never leaves the browser side. */
  GEOCODING_API_KEY: z.string().trim().optional(),
  ALLOW_HTTP: flag("false"),
  NODE_ENV: z.string().optional(),
  NEXT_PHASE: z.string().optional(),
  ...s3Env,
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().optional(),
  /** One stdout line per database query (npm run bench counts them); off in normal use. */
  LOG_QUERIES: flag("false"),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** Days an unread contact message marked as spam (failed person check) is kept. */
  CONTACT_SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  /** The share of public visits that report their Core Web Vitals (0 = none, 1 = every visit). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
});

/** Random bytes the production secrets must hold at least. */
const MIN_SECRET_BYTES = 32;

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
  assertProductionReady(env);
  assertSharedSecrets(env);
  assertS3Env(env);
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

/**
 * A production deployment (NODE_ENV=production with a PostgreSQL server) must not run on a
 * generated or guessable secret, nor serve sign-in over plain http. `next build` is exempt: it
 * loads the configuration without the runtime secrets.
 */
function assertProductionReady(env: z.infer<typeof schema>): void {
  if (env.NODE_ENV !== "production" || !env.DATABASE_URL) return;
  if (env.NEXT_PHASE === "phase-production-build") return;
  const problems: string[] = [];
  for (const name of ["AUTH_SECRET", "SECRETS_KEY"] as const) {
    if (estimatedRandomBytes(env[name] ?? "") < MIN_SECRET_BYTES)
      problems.push(
        `${name} must hold at least ${MIN_SECRET_BYTES} random bytes (e.g. \`openssl rand -base64 32\`)`,
      );
  }
  if (!env.PUBLIC_SITE_URL?.startsWith("https://") && !env.ALLOW_HTTP)
    problems.push("PUBLIC_SITE_URL must be an https:// URL (or set ALLOW_HTTP=true)");
  if (problems.length)
    throw new AppError(`Invalid production configuration: ${problems.join("; ")}`, {
      code: "CONFIG_ERROR",
      severity: "high",
    });
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
