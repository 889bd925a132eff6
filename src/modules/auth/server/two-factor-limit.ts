import "server-only";
import { isAPIError } from "better-auth/api";
import { clientKey } from "@/platform/http/client-ip";
import { removeLatestHit, resetLimit, type Limit } from "@/platform/rate-limit/limit";
import type { HookContext } from "./hook-context";
import { ACCOUNT_LIMIT, SIGN_IN_LIMIT, signInSucceeded } from "./sign-in-limit";
import { countSignInAttempt } from "./sign-in-throttle";
import { codeAttempt } from "./two-factor-cookie";

export const TWO_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);
const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

/**
 * The same windows as a password (per email and address, and per email), counted apart: a right
 * password must not wipe the count of wrong codes, or each new sign-in would buy five more guesses.
 */
async function limitsFor(ctx: HookContext): Promise<Limit[] | null> {
  const attempt = await codeAttempt(ctx);
  if (!attempt) return null;
  const normalized = attempt.user.email.trim().toLowerCase();
  // The same client key as every other limit: an IPv6 client is its /64, not one of its addresses.
  const ip = ctx.headers ? clientKey({ headers: ctx.headers }) : "local";
  return [
    { ...SIGN_IN_LIMIT, bucket: "sign-in-code", key: `${normalized}|${ip}` },
    { ...ACCOUNT_LIMIT, bucket: "sign-in-code-account", key: normalized },
  ];
}

/** Count the code attempt first; refuse with 429 and Retry-After once a window is used up. */
export async function twoFactorLimitBefore(ctx: HookContext): Promise<void> {
  const limits = await limitsFor(ctx);
  if (limits) await countSignInAttempt(limits);
}

/**
 * A wrong code stays counted, anything else that failed is taken back. A right code clears the
 * code counts and, when it finishes a sign-in, does what a finished sign-in does (clears this
 * client's password counts, remembers the device): only now, never after the password alone.
 */
export async function twoFactorLimitAfter(ctx: HookContext): Promise<void> {
  const attempt = await codeAttempt(ctx);
  const limits = await limitsFor(ctx);
  if (!attempt || !limits) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    const code = (returned.body as { code?: string } | undefined)?.code ?? "";
    if (!WRONG_CODE.has(code)) await Promise.all(limits.map(removeLatestHit));
    return;
  }
  if (!returned) return;
  await Promise.all(limits.map(resetLimit));
  if (attempt.signingIn) await signInSucceeded(ctx, attempt.user.email);
}
