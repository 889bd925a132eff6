import "server-only";
import { getSessionFromCtx } from "better-auth/api";
import type { HookContext } from "./hook-context";

export type CodeAttempt = {
  user: { id: string; email: string };
  /** true while signing in (a pending two_factor cookie), false when setting two-step up. */
  signingIn: boolean;
};

// The twoFactor plugin consumes its cookie's record on success, so the person is read once,
// before the endpoint runs, and kept for the after-hooks (the plugin does the same).
const attempts = new WeakMap<object, Promise<CodeAttempt | null>>();

async function read(ctx: HookContext): Promise<CodeAttempt | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (identifier) {
    const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
    const user = record ? await ctx.context.internalAdapter.findUserById(record.value) : null;
    if (user) return { user: { id: user.id, email: user.email }, signingIn: true };
  }
  const session = await getSessionFromCtx(ctx).catch(() => null);
  return session
    ? { user: { id: session.user.id, email: session.user.email }, signingIn: false }
    : null;
}

/** Who is entering a two-step code on this request (sign-in or set-up), or null. */
export function codeAttempt(ctx: HookContext): Promise<CodeAttempt | null> {
  let found = attempts.get(ctx.context);
  if (!found) {
    found = read(ctx);
    attempts.set(ctx.context, found);
  }
  return found;
}
