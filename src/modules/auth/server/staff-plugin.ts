import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { recordSignInResult, recordSignOut } from "./sign-in-audit";
import { sameAnswerForDeactivated, signInLimitAfter, SIGN_IN_PATH } from "./sign-in-limit";
import { twoFactorLimitAfter, twoFactorLimitBefore, TWO_FACTOR_PATHS } from "./two-factor-limit";

/** Called through /api/auth (the router), not as auth.api.* from our own server code. */
const overHttp = (ctx: { request?: unknown }) =>
  ctx.request !== undefined || (ctx as { _flag?: string })._flag === "router";

const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/disable", ...TWO_FACTOR_PATHS]);

/**
 * better-auth's own account changes. A password is changed through a one-time link from the Team
 * screen (audited, earlier links revoked) or `npm run user:password`; names, emails and accounts
 * only through /api/admin/team. Over HTTP these would skip both the audit trail and the revoking.
 */
const CLOSED_ACCOUNT_PATHS = new Set([
  "/change-password",
  "/update-user",
  "/change-email",
  "/delete-user",
  "/delete-user/callback",
  "/set-password",
]);

const closedOverHttp = (path: string | undefined) =>
  path !== undefined && (path.startsWith("/admin/") || CLOSED_ACCOUNT_PATHS.has(path));

/**
 * Our own rules around better-auth's endpoints, as a plugin placed after twoFactor so its
 * after-hooks see the final answer of a sign-in (a second step pending, or a session):
 * - the admin plugin's HTTP endpoints and the account changes are closed: people are managed
 *   only through /api/admin/team, where the last-owner rule and the audit trail apply;
 * - the sign-in limits count wrong two-step codes as they count wrong passwords, and a sign-in
 *   counts as done (counts cleared, device remembered) only after its second step;
 * - a deactivated account's right password answers as a wrong one;
 * - sign-in, failed sign-in and sign-out are recorded in the audit trail.
 */
export function staffPlugin() {
  return {
    id: "arcade-staff",
    hooks: {
      before: [
        {
          matcher: (ctx) => closedOverHttp(ctx.path) && overHttp(ctx),
          handler: createAuthMiddleware(async () => {
            throw new APIError("NOT_FOUND", { message: "Not found" });
          }),
        },
        {
          matcher: (ctx) => TWO_FACTOR_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(twoFactorLimitBefore),
        },
        {
          matcher: (ctx) => ctx.path === "/sign-out",
          handler: createAuthMiddleware(recordSignOut),
        },
      ],
      after: [
        {
          matcher: (ctx) => TWO_FACTOR_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(twoFactorLimitAfter),
        },
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(signInLimitAfter),
        },
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(recordSignInResult),
        },
        // Last, so the audit trail above still records why.
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(sameAnswerForDeactivated),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
