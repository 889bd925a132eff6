import "server-only";
import { APIError, isAPIError } from "better-auth/api";
import type { HookContext } from "./hook-context";
import { knownDeviceId, rememberDevice } from "./known-device";
import { countSignInAttempt } from "./sign-in-throttle";
import { clientKey } from "@/platform/http/client-ip";
import { removeLatestHit, resetLimit, type Limit } from "@/platform/rate-limit/limit";

/** 5 failed attempts for one email from one IP within 15 minutes (kept in the database). */
export const SIGN_IN_LIMIT = { bucket: "sign-in", limit: 5, windowMs: 15 * 60_000 } as const;
/**
 * Beyond the per-address limit: one account across all addresses, so guesses spread over many IPs still stop.
 * It binds only browsers that have never signed in to the account (see known-device.ts).
 */
export const ACCOUNT_LIMIT = {
  bucket: "sign-in-account",
  limit: 20,
  windowMs: 15 * 60_000,
} as const;
/** A known device's own limit, in place of the two above. */
const DEVICE_LIMIT = { bucket: "sign-in-device", limit: 5, windowMs: 15 * 60_000 } as const;
export const SIGN_IN_PATH = "/sign-in/email";

type Client = { email: string; address: Limit; account: Limit; device: Limit | null };

async function clientOf(ctx: HookContext, signedInAs?: string): Promise<Client> {
  const raw: unknown = signedInAs ?? ctx.body?.email;
  const email = typeof raw === "string" ? raw.trim().toLowerCase() : "";
  const ip = ctx.headers ? clientKey({ headers: ctx.headers }) : "local";
  const deviceId = email ? await knownDeviceId(ctx, email) : null;
  return {
    email,
    address: { ...SIGN_IN_LIMIT, key: `${email}|${ip}` },
    account: { ...ACCOUNT_LIMIT, key: email },
    device: deviceId ? { ...DEVICE_LIMIT, key: `${deviceId}|${email}` } : null,
  };
}

/** The limits an attempt counts against: its device's alone when known, else address and account. */
const countedLimits = (c: Client): Limit[] => (c.device ? [c.device] : [c.address, c.account]);

/**
 * Before sign-in: count the attempt first (so parallel guesses all see each other) and refuse with
 * 429 and Retry-After once a window is used up.
 */
export async function signInLimitBefore(ctx: HookContext): Promise<void> {
  if (ctx.path !== SIGN_IN_PATH) return;
  await countSignInAttempt(countedLimits(await clientOf(ctx)));
}

/** The admin plugin's refusal of a deactivated account, given only after a right password. */
const isDeactivated = (e: APIError) =>
  e.statusCode === 403 && (e.body as { code?: string } | undefined)?.code === "BANNED_USER";

/** A right password of an account with two-step on: the second step is still to come. */
const secondStepPending = (returned: unknown) =>
  typeof returned === "object" &&
  returned !== null &&
  (returned as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/**
 * After the password step (a staffPlugin after-hook, so it runs after the twoFactor plugin has
 * turned a session into "code needed"): a wrong password stays counted, and so does a right
 * password of a deactivated account, which must look the same; anything else that failed is
 * taken back. A right password with the code still to come is no guess and no success yet: the
 * attempt is taken back, nothing is cleared, no device is remembered (that waits for the code).
 */
export async function signInLimitAfter(ctx: HookContext): Promise<void> {
  if (ctx.path !== SIGN_IN_PATH) return;
  const client = await clientOf(ctx);
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    // Only wrong credentials count; a malformed request or a server fault is not a guess.
    if (returned.statusCode !== 401 && !isDeactivated(returned))
      await Promise.all(countedLimits(client).map(removeLatestHit));
    return;
  }
  if (!returned) return;
  if (secondStepPending(returned)) {
    await Promise.all(countedLimits(client).map(removeLatestHit));
    return;
  }
  if (!client.device) await removeLatestHit(client.account);
  await signInSucceeded(ctx, client.email);
}

/**
 * A finished sign-in (password alone, or the second step's right code): clears this client's own
 * counts (its address and its device) and remembers the device; the account's count stays, so a
 * success of an attacker's never frees a locked account for them.
 */
export async function signInSucceeded(ctx: HookContext, email: string): Promise<void> {
  const client = await clientOf(ctx, email);
  await Promise.all([client.address, client.device].filter((l) => l !== null).map(resetLimit));
  await rememberDevice(ctx, client.email);
}

/**
 * A deactivated account's right password answers exactly as a wrong one (same status, code and
 * message), so the sign-in form tells nobody which accounts exist or were deactivated. Runs
 * last: the audit trail still records the real reason. better-auth keeps the endpoint's status
 * (403) when an after-hook replaces the answer, so `wrongPasswordStatus` sets it over HTTP.
 */
export async function sameAnswerForDeactivated(ctx: HookContext): Promise<void> {
  const returned = ctx.context.returned;
  if (ctx.path === SIGN_IN_PATH && isAPIError(returned) && isDeactivated(returned))
    throw new APIError("UNAUTHORIZED", {
      message: "Invalid email or password",
      code: "INVALID_EMAIL_OR_PASSWORD",
    });
}

/** Over HTTP: the replaced answer above with the status of a wrong password (401), not 403. */
export async function wrongPasswordStatus(res: Response): Promise<Response> {
  if (res.status !== 403) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (body?.code !== "INVALID_EMAIL_OR_PASSWORD") return res;
  return new Response(res.body, { status: 401, statusText: "Unauthorized", headers: res.headers });
}
