import "server-only";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
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

/** Active staff who are owners or among `ids`, with their role: who to tell about given rows. */
export async function activeOwnersAnd(ids: string[], db?: Db) {
  return (db ?? (await getDb()))
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(
      and(
        or(isNull(user.banned), eq(user.banned, false)),
        or(eq(user.role, "owner"), inArray(user.id, ids)),
      ),
    );
}
