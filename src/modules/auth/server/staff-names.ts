import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { user } from "../schema";

/** The names of the given staff, by id; a deleted account is simply absent. */
export async function staffNames(ids: (string | null)[], db?: Db): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await (db ?? (await getDb()))
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The addresses of the given staff, by id; a deleted account is simply absent. */
export async function staffEmails(ids: (string | null)[], db?: Db): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await (db ?? (await getDb()))
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r.email]));
}
