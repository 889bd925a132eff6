import "server-only";
import { APIError, isAPIError } from "better-auth/api";
import type { HookContext } from "./hook-context";
import { knownDeviceId, rememberDevice } from "./known-device";
import { clientKey } from "@/platform/http/client-ip";
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
/**
 * Beyond SPEC.md: one account across all addresses, so guesses spread over many IPs still stop.
 * It binds only browsers that have never signed in to the account (see known-device.ts).
 */
export const ACCOUNT_LIMIT = {
  bucket: "sign-in-account",
  limit: 20,
  windowMs: 15 * 60_000,
} as const;
/** A known device's own limit, in place of the two above. */
export const DEVICE_LIMIT = { bucket: "sign-in-device", limit: 5, windowMs: 15 * 60_000 } as const;
export const SIGN_IN_PATH = "/sign-in/email";
const MESSAGE = "Too many failed sign-in attempts";

type Client = { email: string; address: Limit; account: Limit; device: Limit | null };

async function clientOf(ctx: HookContext): Promise<Client> {
  const raw: unknown = ctx.body?.email;
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
  const counted: string[] = [];
  try {
    for (const limit of countedLimits(await clientOf(ctx)))
      counted.push(await consume(limit, MESSAGE));
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

/**
 * After sign-in: a wrong password stays counted, anything else that failed is taken back. A
 * success clears this client's own counts (its address and its device) and remembers the device;
 * the account's count stays, so a success of an attacker's never frees a locked account for them.
 */
export async function signInLimitAfter(ctx: HookContext): Promise<void> {
  if (ctx.path !== SIGN_IN_PATH) return;
  const client = await clientOf(ctx);
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    // Only wrong credentials count; a malformed request or a server fault is not a guess.
    if (returned.statusCode !== 401) await Promise.all(countedLimits(client).map(removeLatestHit));
    return;
  }
  if (!returned) return;
  await Promise.all([
    ...[client.address, client.device].filter((l) => l !== null).map(resetLimit),
    // This attempt was counted against the account before it succeeded; it was no failure.
    ...(client.device ? [] : [removeLatestHit(client.account)]),
  ]);
  await rememberDevice(ctx, client.email);
}
