import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { leads } from "../schema";

/**
 * Staff did something with the lead: a follow-up that passed before this is no longer overdue.
 * A contact (status change, staff message) also sets the first contact time once.
 */
export async function touchLead(db: Db, leadId: string, opts: { contact?: boolean } = {}) {
  const now = new Date();
  await db
    .update(leads)
    .set({
      lastActionAt: now,
      ...(opts.contact
        ? {
            firstContactAt: sql`coalesce(${leads.firstContactAt}, ${now.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(eq(leads.id, leadId));
}
