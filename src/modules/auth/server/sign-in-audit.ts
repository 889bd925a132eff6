import "server-only";
import { eq } from "drizzle-orm";
import { getSessionFromCtx, isAPIError } from "better-auth/api";
import { recordAudit } from "@/platform/audit/record";
import { getDb } from "@/platform/db/client";
import { clientIp } from "@/platform/http/client-ip";
import type { HookContext } from "./hook-context";
import { user as userTable } from "../schema";
import { codeAttempt } from "./two-factor-cookie";

type Person = { id: string; email: string };
const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

const ipOf = (ctx: HookContext) =>
  ctx.headers ? clientIp({ headers: ctx.headers } as Request) : null;

function record(
  ctx: HookContext,
  person: { id: string | null; email: string | null },
  action: string,
  after?: Record<string, unknown>,
) {
  return recordAudit({
    actor: person,
    ip: ipOf(ctx),
    entity: "staff",
    entityId: person.id,
    action,
    changes: after ? { before: null, after } : null,
  });
}

async function signedIn(ctx: HookContext, person: Person, method: string) {
  const db = await getDb();
  await db.update(userTable).set({ lastSignInAt: new Date() }).where(eq(userTable.id, person.id));
  await record(ctx, person, "sign-in", { method });
}

async function passwordResult(ctx: HookContext) {
  const returned = ctx.context.returned;
  const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : null;
  if (isAPIError(returned)) {
    if (returned.statusCode !== 401 && returned.statusCode !== 403) return;
    const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
    const reason = returned.statusCode === 403 ? "deactivated" : "wrong email or password";
    await record(ctx, { id: found?.user.id ?? null, email }, "sign-in-failed", { reason });
    return;
  }
  // null while the second step is pending: the sign-in is recorded when the code is right.
  const session = ctx.context.newSession;
  if (session) await signedIn(ctx, session.user, "password");
}

async function codeResult(ctx: HookContext) {
  const attempt = await codeAttempt(ctx);
  if (!attempt) return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    const code = (returned.body as { code?: string } | undefined)?.code ?? "";
    if (attempt.signingIn && WRONG_CODE.has(code))
      await record(ctx, attempt.user, "sign-in-failed", { reason: "wrong code" });
    return;
  }
  if (attempt.signingIn) await signedIn(ctx, attempt.user, "two-step");
  // Verifying the first code with a session is what turns two-step on (it renews the session).
  else if (ctx.path === "/two-factor/verify-totp" && ctx.context.newSession)
    await record(ctx, attempt.user, "two-step-on");
}

/** After sign-in paths and two-step endpoints: sign-in, failed sign-in, two-step on or off. */
export async function recordSignInResult(ctx: HookContext): Promise<void> {
  if (ctx.path === "/sign-in/email") return passwordResult(ctx);
  if (ctx.path === "/two-factor/disable") {
    const session = ctx.context.session ?? (await getSessionFromCtx(ctx).catch(() => null));
    if (session && !isAPIError(ctx.context.returned))
      await record(ctx, session.user, "two-step-off");
    return;
  }
  return codeResult(ctx);
}

/** Before sign-out, while the session still says who is leaving. */
export async function recordSignOut(ctx: HookContext): Promise<void> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) await record(ctx, session.user, "sign-out");
}
