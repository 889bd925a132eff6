import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { user } from "../schema";

/** The addresses of the site's owners who are not banned: who hears of locks, caps and surges. */
export async function ownerEmails(db?: Db): Promise<string[]> {
  const rows = await (db ?? (await getDb()))
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.role, "owner"), sql`${user.banned} is not true`));
  return rows.map((r) => r.email);
}
