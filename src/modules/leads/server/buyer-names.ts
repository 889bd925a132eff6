import "server-only";
import { ilike, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { leads } from "../schema";

/** The buyers' names of the given leads, by id; a lead merged away is simply absent. */
export async function leadNames(ids: string[], db?: Db): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await (db ?? (await getDb()))
    .select({ id: leads.id, name: leads.name })
    .from(leads)
    .where(inArray(leads.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The ids of the leads whose name matches an ILIKE pattern, as a subquery for the caller's own
 * query (a list searched by buyer): a semi-join served by leads_name_trgm_idx, so the caller's
 * page and count stay one query each and never read the leads table whole.
 */
export function leadIdsNamed(db: Db, pattern: string) {
  return db.select({ id: leads.id }).from(leads).where(ilike(leads.name, pattern));
}
