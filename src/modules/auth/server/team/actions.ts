import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { user } from "../../schema";
import { SITE_NAME } from "@/platform/site";
import { getAuth } from "../auth";
import type { StaffUser } from "../guard";
import { ROLE_LABELS, type Role } from "../../permissions";
import { staffExists } from "../users";
import { fromAuthError, lastOwner } from "./auth-errors";
import {
  createLink,
  INVITE_DAYS,
  RESET_HOURS,
  revokeLinksMadeBy,
  revokeResetLinksFor,
} from "./links";
import { mailLink } from "./mail";
import { findStaff, otherActiveOwners } from "./queries";

const notFound = () => new AppError("Person not found", { code: "NOT_FOUND", status: 404 });

async function person(id: string) {
  const found = await findStaff(id);
  if (!found) throw notFound();
  return found;
}

async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw fromAuthError(e);
  }
}

/** An invitation to join with a role: a 7-day one-time link, shown once and mailed when possible. */
export async function invite(actor: StaffUser, input: { email: string; role: Role }) {
  if (await staffExists(input.email))
    throw new AppError("Someone on the team already uses this email", {
      code: "CONFLICT",
      status: 409,
      details: { fields: { email: "Someone on the team already uses this email" } },
    });
  const { link, url } = await createLink({ kind: "invite", ...input, createdBy: actor.id });
  const mail = await mailLink({
    to: input.email,
    subject: `You are invited to the ${SITE_NAME} back office`,
    intro: `${actor.name} invited you to the ${SITE_NAME} back office as ${ROLE_LABELS[input.role]}. Choose your name and password here:`,
    url,
    validity: `expires in ${INVITE_DAYS} days`,
  });
  return { id: link.id, email: link.email, role: input.role, expiresAt: link.expiresAt, url, mail };
}

/** A new role through the admin plugin; the last active owner keeps theirs. */
export async function changeRole(actor: StaffUser, headers: Headers, id: string, role: Role) {
  const target = await person(id);
  const before = target.role;
  if (before === role) return { before, after: role };
  if (before === "owner" && target.banned !== true && (await otherActiveOwners(id)) === 0)
    throw lastOwner();
  const auth = await getAuth();
  await viaAuth(() => auth.api.setRole({ body: { userId: id, role }, headers }));
  return { before, after: role };
}

/**
 * Deactivate (the admin plugin's ban: every session ends at once and sign-in is refused) or
 * reactivate. Nobody deactivates themselves, and the last active owner stays active.
 */
export async function setActive(actor: StaffUser, headers: Headers, id: string, active: boolean) {
  const target = await person(id);
  const auth = await getAuth();
  if (active) {
    await viaAuth(() => auth.api.unbanUser({ body: { userId: id }, headers }));
    return target;
  }
  if (id === actor.id)
    throw new AppError("You cannot deactivate yourself", { code: "VALIDATION", status: 400 });
  if (target.role === "owner" && target.banned !== true && (await otherActiveOwners(id)) === 0)
    throw lastOwner();
  await viaAuth(() =>
    auth.api.banUser({ body: { userId: id, banReason: `Deactivated by ${actor.email}` }, headers }),
  );
  // A reset link would let them back in, and links they made no longer have anyone vouching.
  await revokeResetLinksFor(id);
  await revokeLinksMadeBy(id);
  return target;
}

/** A fresh one-time link (24 hours) to choose a new password; all sessions end when it is used. */
export async function resetLink(actor: StaffUser, id: string) {
  const target = await person(id);
  const { link, url } = await createLink({
    kind: "reset",
    email: target.email,
    userId: target.id,
    createdBy: actor.id,
  });
  const mail = await mailLink({
    to: target.email,
    subject: `Choose a new password for the ${SITE_NAME} back office`,
    intro: `${actor.name} made you a link to choose a new password for the ${SITE_NAME} back office:`,
    url,
    validity: `expires in ${RESET_HOURS} hours`,
  });
  return { url, mail, expiresAt: link.expiresAt };
}

/** Revokes this person's open password-reset link; false when there is none. */
export async function revokeResetLink(id: string): Promise<boolean> {
  await person(id);
  return (await revokeResetLinksFor(id)).length > 0;
}

/** Signs a person out everywhere at once. */
export async function endSessions(headers: Headers, id: string) {
  await person(id);
  const auth = await getAuth();
  await viaAuth(() => auth.api.revokeUserSessions({ body: { userId: id }, headers }));
}

/** In or out of the round-robin for new leads; only people whose role works leads may be in it. */
export async function setReceivesLeads(id: string, receivesLeads: boolean): Promise<boolean> {
  const target = await person(id);
  if (receivesLeads && target.role !== "owner" && target.role !== "sales")
    throw new AppError("Only owners and sales people can receive new leads", {
      code: "VALIDATION",
      status: 400,
    });
  const db = await getDb();
  await db.update(user).set({ receivesLeads }).where(eq(user.id, id));
  return target.receivesLeads;
}
