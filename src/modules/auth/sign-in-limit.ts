import "server-only";
import { APIError, isAPIError } from "better-auth/api";
import type { HookContext } from "./hook-context";
import { clientIp } from "@/platform/http/client-ip";
import {
  consume,
  removeHit,
  removeLatestHit,
  resetLimit,
  type Limit,
} from "@/platform/rate-limit/limit";
import { isAppError } from "@/platform/errors";

/** 5 failed attempts for one email from one IP within 15 minutes (kept in the database). */
export const SIGN_IN_LIMIT = { bucket: "sign-in", limit: 5, windowMs: 15 * 60_000 } as const;
/** Beyond SPEC.md: one account across all addresses, so guesses spread over many IPs still stop. */
export const ACCOUNT_LIMIT = {
  bucket: "sign-in-account",
  limit: 20,
  windowMs: 15 * 60_000,
} as const;
export const SIGN_IN_PATH = "/sign-in/email";
const MESSAGE = "Too many failed sign-in attempts";

function limitsFor(email: unknown, headers: Headers | undefined): [Limit, Limit] {
  const normalized = typeof email === "string" ? email.trim().toLowerCase() : "";
  const ip = headers ? clientIp({ headers } as Request) : "local";
  return [
    { ...SIGN_IN_LIMIT, key: `${normalized}|${ip}` },
    { ...ACCOUNT_LIMIT, key: normalized },
  ];
}

/**
 * Before sign-in: count the attempt first (so parallel guesses all see each other) and refuse with
 * 429 and Retry-After once a window is used up.
 */
export async function signInLimitBefore(ctx: HookContext): Promise<void> {
  if (ctx.path !== SIGN_IN_PATH) return;
  const [perAddress, perAccount] = limitsFor(ctx.body?.email, ctx.headers);
  const counted: string[] = [];
  try {
    counted.push(await consume(perAddress, MESSAGE));
    counted.push(await consume(perAccount, MESSAGE));
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

/** After sign-in: a wrong password stays counted, a success clears the count, anything else is taken back. */
export async function signInLimitAfter(ctx: HookContext): Promise<void> {
  if (ctx.path !== SIGN_IN_PATH) return;
  const limits = limitsFor(ctx.body?.email, ctx.headers);
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    // Only wrong credentials count; a malformed request or a server fault is not a guess.
    if (returned.statusCode !== 401) await Promise.all(limits.map(removeLatestHit));
    return;
  }
  if (returned) await Promise.all(limits.map(resetLimit));
}
