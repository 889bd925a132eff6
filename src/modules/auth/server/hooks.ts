import "server-only";
import { createAuthMiddleware } from "better-auth/api";
import { refuseInvalidAuthInput } from "./auth-input";
import { refuseHostileEmail } from "./hostile-input";
import { signInLimitBefore } from "./sign-in-limit";

/**
 * The session token lives only in the httpOnly cookie: better-auth also returns it in JSON
 * bodies (sign-in, get-session, list-sessions), where page scripts could read it. Drop it there.
 */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object" || value instanceof Error || value instanceof Response)
    return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (!("token" in copy) && !("session" in copy)) return value;
  delete copy.token;
  if (copy.session && typeof copy.session === "object") {
    const session = { ...(copy.session as Record<string, unknown>) };
    delete session.token;
    copy.session = session;
  }
  return copy;
}

// Hooks run for every way into an endpoint (HTTP router and auth.api), so neither the rate
// limit nor the token stripping can be bypassed by another path spelling.
export const beforeHook = createAuthMiddleware(async (ctx) => {
  refuseHostileEmail(ctx);
  refuseInvalidAuthInput(ctx);
  await signInLimitBefore(ctx);
});

// The sign-in limits' after-hooks are staffPlugin's: global after-hooks run before the twoFactor
// plugin turns a right password into "code needed", so here a password alone would look finished.
export const afterHook = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  const stripped = withoutTokens(returned);
  if (stripped !== returned) return stripped;
});
