import "server-only";
import { recordAudit } from "@/platform/audit/record";
import { AppError } from "@/platform/errors";
import { getAuth } from "../auth";
import { isRole } from "../../permissions";
import { passwordChanged, staffExists } from "../users";
import { fromAuthError } from "./auth-errors";
import { claimLink, findOpenLink, releaseLink, type StaffLink } from "./links";
import { acceptInviteSchema, resetPasswordSchema } from "../../validation";

export const LINK_GONE = "This link has expired or was already used. Ask an owner for a new one.";

const gone = () => new AppError(LINK_GONE, { code: "LINK_GONE", status: 410 });

/** What the link page shows before anything is submitted; null when the link cannot be used. */
export async function describeLink(token: string) {
  const link = await findOpenLink(token);
  if (!link) return null;
  return { kind: link.kind, email: link.email, role: link.role };
}

async function join(link: StaffLink, input: unknown, ip: string) {
  const { name, password } = acceptInviteSchema.parse(input);
  if (await staffExists(link.email))
    throw new AppError("Someone on the team already uses this email", {
      code: "CONFLICT",
      status: 409,
    });
  if (!isRole(link.role)) throw gone();
  const auth = await getAuth();
  const { user } = await auth.api
    .createUser({ body: { email: link.email, password, name, role: link.role } })
    .catch((e: unknown) => {
      throw fromAuthError(e);
    });
  await recordAudit({
    actor: { id: user.id, email: user.email },
    ip,
    entity: "team",
    entityId: user.id,
    action: "accept-invite",
    changes: { before: null, after: { email: user.email, name, role: link.role } },
  });
}

async function resetPassword(link: StaffLink, input: unknown, ip: string) {
  const { password } = resetPasswordSchema.parse(input);
  if (!link.userId) throw gone();
  const ctx = await (await getAuth()).$context;
  await ctx.internalAdapter.updatePassword(link.userId, await ctx.password.hash(password));
  // Whoever knew the old password is signed out everywhere; other reset links stop working.
  await passwordChanged(link.userId);
  await recordAudit({
    actor: { id: link.userId, email: link.email },
    ip,
    entity: "team",
    entityId: link.userId,
    action: "reset-password",
    changes: { before: null, after: { password: "changed" } },
  });
}

/**
 * Uses a one-time link: an invitation creates the account with the invited role, a reset sets
 * the new password. The link is claimed first, so it works once even when sent twice at once.
 */
export async function redeemLink(token: string, input: unknown, ip: string) {
  const link = await findOpenLink(token);
  if (!link) throw gone();
  // Validate before claiming, so a typo does not spend the link.
  (link.kind === "invite" ? acceptInviteSchema : resetPasswordSchema).parse(input);
  const claimed = await claimLink(token);
  if (!claimed) throw gone();
  try {
    if (claimed.kind === "invite") await join(claimed, input, ip);
    else await resetPassword(claimed, input, ip);
  } catch (e) {
    await releaseLink(claimed.id);
    throw e;
  }
  return { kind: claimed.kind, email: claimed.email };
}
