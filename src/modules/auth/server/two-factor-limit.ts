import "server-only";
import { APIError, isAPIError } from "better-auth/api";
import { clientIp } from "@/platform/http/client-ip";
import { isAppError } from "@/platform/errors";
import {
  consume,
  removeHit,
  removeLatestHit,
  resetLimit,
  type Limit,
} from "@/platform/rate-limit/limit";
import type { HookContext } from "./hook-context";
import { ACCOUNT_LIMIT, SIGN_IN_LIMIT } from "./sign-in-limit";
import { codeAttempt } from "./two-factor-cookie";

export const TWO_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);
const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);
const MESSAGE = "Too many failed sign-in attempts";

/**
 * The same windows as a password (per email and address, and per email), counted apart: a right
 * password must not wipe the count of wrong codes, or each new sign-in would buy five more guesses.
 */
async function limitsFor(ctx: HookContext): Promise<Limit[] | null> {
  const attempt = await codeAttempt(ctx);
  if (!attempt) return null;
  const normalized = attempt.user.email.trim().toLowerCase();
  const ip = ctx.headers ? clientIp({ headers: ctx.headers } as Request) : "local";
  return [
    { ...SIGN_IN_LIMIT, bucket: "sign-in-code", key: `${normalized}|${ip}` },
    { ...ACCOUNT_LIMIT, bucket: "sign-in-code-account", key: normalized },
  ];
}

/** Count the code attempt first; refuse with 429 and Retry-After once a window is used up. */
export async function twoFactorLimitBefore(ctx: HookContext): Promise<void> {
  const limits = await limitsFor(ctx);
  if (!limits) return;
  const counted: string[] = [];
  try {
    for (const limit of limits) counted.push(await consume(limit, MESSAGE));
  } catch (e) {
    await Promise.all(counted.map(removeHit));
    if (!isAppError(e) || e.status !== 429) throw e;
    const retryAt = (e.details as { retryAt: string }).retryAt;
    const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000));
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { message: e.message, code: "RATE_LIMITED", retryAt },
      { "Retry-After": String(seconds) },
    );
  }
}

/** A wrong code stays counted, a right one clears the count, anything else is taken back. */
export async function twoFactorLimitAfter(ctx: HookContext): Promise<void> {
  const limits = await limitsFor(ctx);
  if (!limits) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    const code = (returned.body as { code?: string } | undefined)?.code ?? "";
    if (!WRONG_CODE.has(code)) await Promise.all(limits.map(removeLatestHit));
    return;
  }
  if (returned) await Promise.all(limits.map(resetLimit));
}
