import "server-only";
import { desc, eq, inArray, isNotNull } from "drizzle-orm";
import { findGameTitle } from "@/modules/catalog/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { leads, type Lead } from "../schema";

/** A lead's WhatsApp number (E.164), or undefined when there is no such lead. */
export async function leadNumber(leadId: string, db?: Db): Promise<string | undefined> {
  const [lead] = await (db ?? (await getDb()))
    .select({ whatsapp: leads.whatsapp })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  return lead?.whatsapp;
}

/** The latest 20 leads from a number, newest first. */
export async function leadsFromNumber(whatsapp: string, db?: Db) {
  return (db ?? (await getDb()))
    .select({
      id: leads.id,
      name: leads.name,
      whatsapp: leads.whatsapp,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.whatsapp, whatsapp))
    .orderBy(desc(leads.createdAt))
    .limit(20);
}

/** Takes the lead's row lock for the rest of the caller's transaction and returns the lead. */
export async function lockLead(tx: Db, leadId: string): Promise<Lead | undefined> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).limit(1).for("update");
  return lead;
}

/** The named leads' buyer and owner. */
export async function leadOwners(leadIds: string[], db?: Db) {
  return (db ?? (await getDb()))
    .select({ id: leads.id, buyer: leads.name, ownerId: leads.ownerId })
    .from(leads)
    .where(inArray(leads.id, leadIds));
}

/** A lead's row, or undefined when there is no such lead. */
export async function findLead(leadId: string, db?: Db): Promise<Lead | undefined> {
  const [lead] = await (db ?? (await getDb())).select().from(leads).where(eq(leads.id, leadId));
  return lead;
}

/** Whether the lead exists. */
export async function leadExists(leadId: string, db?: Db): Promise<boolean> {
  const [lead] = await (db ?? (await getDb()))
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.id, leadId));
  return Boolean(lead);
}

/** A lead with the title of the game it asked about (null: none, or the game is gone). */
export async function findLeadWithGame(leadId: string, db?: Db) {
  const conn = db ?? (await getDb());
  const lead = await findLead(leadId, conn);
  if (!lead) return undefined;
  const game = lead.gameId ? await findGameTitle(lead.gameId, conn) : undefined;
  return { lead, gameTitle: game?.title ?? null };
}

/** The ids of the leads that have an owner, as a subquery for the caller's own query. */
export function ownedLeadIds(db: Db) {
  return db.select({ id: leads.id }).from(leads).where(isNotNull(leads.ownerId));
}
