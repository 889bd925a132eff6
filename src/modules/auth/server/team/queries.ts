import "server-only";
import { and, asc, count, eq, gt, isNull, max, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb } from "@/platform/db/client";
import { session, staffLinks, user } from "../../schema";
import { twoFactorRequired } from "../staff-settings";

export type StaffRow = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  active: boolean;
  twoFactorEnabled: boolean;
  receivesLeads: boolean;
  lastSignInAt: string | null;
  lastSeenAt: string | null;
  createdAt: string;
};

export type InvitationRow = {
  id: string;
  email: string;
  role: string | null;
  createdAt: string;
  expiresAt: string;
  /** Who made the link (name, else email); null when that account is gone. */
  madeBy: string | null;
};
export type ResetLinkRow = InvitationRow & { userId: string | null };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Everyone with an account, with role, status, last sign-in and last activity. */
export async function listStaff(): Promise<StaffRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      banned: user.banned,
      twoFactorEnabled: user.twoFactorEnabled,
      receivesLeads: user.receivesLeads,
      lastSignInAt: user.lastSignInAt,
      createdAt: user.createdAt,
      lastSeenAt: max(session.updatedAt),
    })
    .from(user)
    .leftJoin(session, eq(session.userId, user.id))
    .groupBy(user.id)
    .orderBy(asc(user.name), asc(user.email));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    active: r.banned !== true,
    twoFactorEnabled: r.twoFactorEnabled === true,
    receivesLeads: r.receivesLeads,
    lastSignInAt: iso(r.lastSignInAt),
    lastSeenAt: iso(r.lastSeenAt ? new Date(r.lastSeenAt) : null),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function findStaff(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row ?? null;
}

/** Active owners other than this person: zero means this person is the last owner. */
export async function otherActiveOwners(id: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(
      and(eq(user.role, "owner"), or(isNull(user.banned), eq(user.banned, false)), ne(user.id, id)),
    );
  return row?.n ?? 0;
}

const maker = alias(user, "maker");

/** Links of one kind not yet used, revoked or expired, oldest first, each with its maker. */
async function openLinks(kind: "invite" | "reset"): Promise<ResetLinkRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ link: staffLinks, makerName: maker.name, makerEmail: maker.email })
    .from(staffLinks)
    .leftJoin(maker, eq(maker.id, staffLinks.createdBy))
    .where(
      and(
        eq(staffLinks.kind, kind),
        isNull(staffLinks.usedAt),
        isNull(staffLinks.revokedAt),
        gt(staffLinks.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(staffLinks.createdAt));
  return rows.map(({ link, makerName, makerEmail }) => ({
    id: link.id,
    email: link.email,
    role: link.role,
    userId: link.userId,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    madeBy: makerName || makerEmail || null,
  }));
}

/** Invitations not yet accepted, withdrawn or expired. */
async function openInvitations(): Promise<InvitationRow[]> {
  return (await openLinks("invite")).map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    madeBy: row.madeBy,
  }));
}

/** Password-reset links not yet used, revoked or expired: an owner can see and revoke each. */
const openResetLinks = (): Promise<ResetLinkRow[]> => openLinks("reset");

/** The team screen: people, open invitations and reset links, and whether two-step sign-in is required. */
export async function teamOverview() {
  const [people, invitations, resetLinks, requireTwoFactor] = await Promise.all([
    listStaff(),
    openInvitations(),
    openResetLinks(),
    twoFactorRequired(),
  ]);
  return { people, invitations, resetLinks, requireTwoFactor };
}
