import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { HookContext } from "./hook-context";

/**
 * OWASP's "device cookie": a browser that has signed in to an account before carries a cookie,
 * signed with the auth secret (HMAC-SHA256), naming a device id and the accounts it signed in to.
 * Such a request is counted against its own per-device limit instead of the per-account one, so
 * a stranger's wrong guesses cannot lock staff out of their own browsers.
 */
export const KNOWN_DEVICE_COOKIE = "arcadia.known-device";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Accounts one browser is remembered for (a shared office machine). */
const MAX_ACCOUNTS = 5;

type Device = { id: string; accounts: string[] };

/** The account as the cookie names it: a digest, so the cookie does not carry the email. */
const accountTag = (email: string) =>
  createHash("sha256").update(`known-device|${email}`).digest("base64url").slice(0, 22);

async function readDevice(ctx: HookContext): Promise<Device | null> {
  const value = await ctx.getSignedCookie(KNOWN_DEVICE_COOKIE, ctx.context.secret);
  if (!value) return null;
  const [id, accounts = ""] = value.split(":");
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { id, accounts: accounts.split(",").filter(Boolean) };
}

/** The device id when this request carries a valid device cookie for this account. */
export async function knownDeviceId(ctx: HookContext, email: string): Promise<string | null> {
  const device = await readDevice(ctx);
  return device?.accounts.includes(accountTag(email)) ? device.id : null;
}

/** After a successful sign-in: issue or extend the cookie, keeping the device id it had. */
export async function rememberDevice(ctx: HookContext, email: string): Promise<void> {
  const device = (await readDevice(ctx)) ?? { id: randomUUID(), accounts: [] };
  const tag = accountTag(email);
  const accounts = [...device.accounts.filter((a) => a !== tag), tag].slice(-MAX_ACCOUNTS);
  await ctx.setSignedCookie(
    KNOWN_DEVICE_COOKIE,
    `${device.id}:${accounts.join(",")}`,
    ctx.context.secret,
    {
      httpOnly: true,
      sameSite: "lax",
      secure: ctx.context.baseURL.startsWith("https://"),
      path: "/",
      maxAge: MAX_AGE_SECONDS,
    },
  );
}
