import "server-only";
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { leads } from "../schema";

// The leads of buyers who write on a messaging channel first, each call inside the channel's
// transaction (the message and its lead commit together).

/** The sender's newest lead: by number, else by business-scoped user id. */
export async function newestLeadOfSender(tx: Db, e164: string | null, userId: string | null) {
  for (const where of [
    e164 ? eq(leads.whatsapp, e164) : null,
    userId ? eq(leads.whatsappUserId, userId) : null,
  ]) {
    if (!where) continue;
    const [lead] = await tx
      .select({
        id: leads.id,
        name: leads.name,
        whatsapp: leads.whatsapp,
        whatsappUserId: leads.whatsappUserId,
        ownerId: leads.ownerId,
        language: leads.language,
        countryCode: leads.countryCode,
        source: leads.source,
        gameId: leads.gameId,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt))
      .limit(1);
    if (lead) return lead;
  }
  return null;
}

/** A new lead for a buyer who wrote first. */
export async function insertSenderLead(tx: Db, values: typeof leads.$inferInsert) {
  const [row] = await tx.insert(leads).values(values).returning();
  return row!;
}

/** The sender's number, user id or country as the channel now knows them. */
export async function updateSenderIds(
  tx: Db,
  leadId: string,
  set: { whatsapp?: string; whatsappUserId?: string; countryCode?: string },
) {
  await tx.update(leads).set(set).where(eq(leads.id, leadId));
}

/** The owner a routing rule chose, for a lead that had none. */
export async function setRoutedOwner(tx: Db, leadId: string, ownerId: string) {
  await tx.update(leads).set({ ownerId }).where(eq(leads.id, leadId));
}

/**
 * setRoutedOwner as an UPDATE to embed in the caller's statement (a data-modifying CTE), the owner
 * being the `id` of the one row of `picked` (a CTE of that statement; none: nothing changes).
 * Returns the lead's `id` and its `owner_id`.
 */
export function setRoutedOwnerSql(leadId: string, picked: SQL, now = new Date()): SQL {
  return sql`update ${leads} set owner_id = (select id from ${picked}), updated_at = ${now.toISOString()}::timestamptz
    where ${leads.id} = ${leadId} and exists (select 1 from ${picked})
    returning ${leads.id} as id, ${leads.ownerId} as owner_id`;
}
