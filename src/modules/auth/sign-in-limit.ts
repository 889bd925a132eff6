import "server-only";
import { APIError, isAPIError } from "better-auth/api";
import type { HookContext } from "./hook-context";
import { clientIp } from "@/platform/http/client-ip";
import { assertUnderLimit, recordHit, resetLimit, type Limit } from "@/platform/rate-limit/limit";
import { isAppError } from "@/platform/errors";

/** 5 failed attempts for one email from one IP within 15 minutes (kept in the database). */
export const SIGN_IN_LIMIT = { bucket: "sign-in", limit: 5, windowMs: 15 * 60_000 } as const;
export const SIGN_IN_PATH = "/sign-in/email";

function limitFor(email: unknown, headers: Headers | undefined): Limit {
  const normalized = typeof email === "string" ? email.trim().toLowerCase() : "";
  const ip = headers ? clientIp({ headers } as Request) : "local";
  return { ...SIGN_IN_LIMIT, key: `${normalized}|${ip}` };
}

/** Before sign-in: refuse with 429 (and Retry-After) once the window is used up. */
export async function signInLimitBefore(ctx: HookContext): Promise<void> {
  if (ctx.path !== SIGN_IN_PATH) return;
  try {
    await assertUnderLimit(limitFor(ctx.body?.email, ctx.headers), "Too many failed sign-in attempts");
  } catch (e) {
    if (!isAppError(e) || e.status !== 429) throw e;
    const retryAt = (e.details as { retryAt: string }).retryAt;
    const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000));
    throw new APIError("TOO_MANY_REQUESTS", { message: e.message, code: "RATE_LIMITED", retryAt }, { "Retry-After": String(seconds) });
  }
}

/** After sign-in: count a wrong password, forget the count after a success. */
export async function signInLimitAfter(ctx: HookContext): Promise<void> {
  if (ctx.path !== SIGN_IN_PATH) return;
  const limit = limitFor(ctx.body?.email, ctx.headers);
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    // Only wrong credentials count; a malformed request or a server fault is not a guess.
    if (returned.statusCode === 401) await recordHit(limit);
    return;
  }
  if (returned) await resetLimit(limit);
}
