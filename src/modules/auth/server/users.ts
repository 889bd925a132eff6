import "server-only";
import { AppError } from "@/platform/errors";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { getAuth } from "./auth";
import type { Role } from "../permissions";
import { emailSchema, newPasswordSchema } from "../validation";
import { user as userTable } from "../schema";
import { revokeResetLinksFor } from "./team/links";

export async function staffCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(userTable);
  return row?.n ?? 0;
}

export async function staffExists(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, email.trim().toLowerCase()));
  return row !== undefined;
}

/**
 * Creates a staff user with a credential account (there is no public sign-up). The first person
 * is always an owner, so a new installation can never be left without one.
 */
export async function createStaffUser(input: {
  email: string;
  password: string;
  name?: string;
  role?: Role;
}) {
  const email = emailSchema.parse(input.email);
  const password = newPasswordSchema.parse(input.password);
  const ctx = await (await getAuth()).$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new AppError(`A user with the email ${email} already exists`, {
      code: "CONFLICT",
      status: 409,
    });
  }
  const role: Role = (await staffCount()) === 0 ? "owner" : (input.role ?? "editor");
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name ?? email.split("@")[0]!,
      emailVerified: true,
      role,
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { id: user.id, email, role };
}

export async function setStaffPassword(input: { email: string; password: string }) {
  const email = emailSchema.parse(input.email);
  const password = newPasswordSchema.parse(input.password);
  const ctx = await (await getAuth()).$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found)
    throw new AppError(`No user with the email ${email}`, { code: "NOT_FOUND", status: 404 });
  await ctx.internalAdapter.updatePassword(found.user.id, await ctx.password.hash(password));
  await passwordChanged(found.user.id);
  return { id: found.user.id, email };
}

/**
 * After a new password, whoever knew the old one (or holds a session made with it, or a reset
 * link made before) is out: every session of the account ends and open reset links stop working.
 */
export async function passwordChanged(userId: string): Promise<void> {
  const ctx = await (await getAuth()).$context;
  await ctx.internalAdapter.deleteUserSessions(userId);
  await revokeResetLinksFor(userId);
}
