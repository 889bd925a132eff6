import { z } from "zod";
import { AppError } from "./errors";

// Settings for running several processes (docs/operations.md, "Several processes and machines").

const optional = z
  .string()
  .optional()
  .transform((v) => v || undefined);

export const s3Env = {
  S3_BUCKET: optional,
  S3_ENDPOINT: optional.pipe(z.string().url().optional()),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  S3_PUBLIC_URL: optional.pipe(z.string().url().optional()),
};

type ScaleEnv = {
  DATABASE_URL?: string;
  AUTH_SECRET?: string;
  SECRETS_KEY?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
};

const configError = (message: string) =>
  new AppError(message, { code: "CONFIG_ERROR", severity: "high" });

/**
 * On a database server several processes share sessions and stored secrets, so both keys must be
 * the same everywhere: they come from the environment, never from a file generated per DATA_DIR.
 */
export function assertSharedSecrets(env: ScaleEnv): void {
  if (!env.DATABASE_URL) return;
  const missing = (["AUTH_SECRET", "SECRETS_KEY"] as const).filter((k) => !env[k]);
  if (missing.length > 0)
    throw configError(
      `${missing.join(" and ")} must be set when DATABASE_URL is set (every process needs the same values)`,
    );
}

/** With S3_BUCKET set, the keys come as a pair: half a configuration would fail on first upload. */
export function assertS3Env(env: ScaleEnv): void {
  if (!env.S3_BUCKET) return;
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    throw configError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
}
