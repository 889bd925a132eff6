import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import type { Role } from "../../permissions";
import { staffLinks } from "../../schema";

export const INVITE_DAYS = 7;
export const RESET_HOURS = 24;
const HOUR_MS = 3_600_000;

export type LinkKind = "invite" | "reset";
export type StaffLink = typeof staffLinks.$inferSelect;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

const linkUrl = (token: string) => `${config().siteUrl}/admin/invite/${token}`;

/**
 * A fresh one-time link. The token is returned once (to show and to mail) and only its hash is
 * kept; an earlier open link of the same kind for the same person stops working.
 */
export async function createLink(input: {
  kind: LinkKind;
  email: string;
  role?: Role;
  userId?: string;
  createdBy: string;
}): Promise<{ link: StaffLink; url: string }> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  const ttl = input.kind === "invite" ? INVITE_DAYS * 24 * HOUR_MS : RESET_HOURS * HOUR_MS;
  const link = await db.transaction(async (tx) => {
    await tx
      .update(staffLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffLinks.kind, input.kind),
          eq(staffLinks.email, input.email),
          isNull(staffLinks.usedAt),
          isNull(staffLinks.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(staffLinks)
      .values({
        id: randomUUID(),
        kind: input.kind,
        email: input.email,
        role: input.role ?? null,
        userId: input.userId ?? null,
        tokenHash: hash(token),
        createdBy: input.createdBy,
        expiresAt: new Date(Date.now() + ttl),
      })
      .returning();
    return row!;
  });
  return { link, url: linkUrl(token) };
}

const open = (token: string) =>
  and(
    eq(staffLinks.tokenHash, hash(token)),
    isNull(staffLinks.usedAt),
    isNull(staffLinks.revokedAt),
    gt(staffLinks.expiresAt, new Date()),
  );

/** The link behind a token while it can still be used; null when unknown, used or expired. */
export async function findOpenLink(token: string): Promise<StaffLink | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const db = await getDb();
  const [row] = await db.select().from(staffLinks).where(open(token));
  return row ?? null;
}

/** Marks the link used, atomically: of two simultaneous uses only one gets the row. */
export async function claimLink(token: string): Promise<StaffLink | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .update(staffLinks)
    .set({ usedAt: new Date() })
    .where(open(token))
    .returning();
  return row ?? null;
}

/** Gives a claimed link back when what it was for failed, so the person can try again. */
export async function releaseLink(id: string): Promise<void> {
  const db = await getDb();
  await db.update(staffLinks).set({ usedAt: null }).where(eq(staffLinks.id, id));
}

/**
 * Every open password-reset link for this person stops working: after a new password, or when
 * the person is deactivated, a link made earlier must not set another.
 */
export async function revokeResetLinksFor(userId: string): Promise<StaffLink[]> {
  const db = await getDb();
  return db
    .update(staffLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffLinks.kind, "reset"),
        eq(staffLinks.userId, userId),
        isNull(staffLinks.usedAt),
        isNull(staffLinks.revokedAt),
      ),
    )
    .returning();
}

/** Links a person made stop working when they leave: they no longer vouch for anyone. */
export async function revokeLinksMadeBy(userId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(staffLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffLinks.createdBy, userId),
        isNull(staffLinks.usedAt),
        isNull(staffLinks.revokedAt),
      ),
    );
}

export async function revokeInvitation(id: string): Promise<StaffLink | null> {
  const db = await getDb();
  const [row] = await db
    .update(staffLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffLinks.id, id),
        eq(staffLinks.kind, "invite"),
        isNull(staffLinks.usedAt),
        isNull(staffLinks.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}
