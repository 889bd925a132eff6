import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { user } from "../schema";

// The staff who work leads, as the leads and WhatsApp modules need them: their roles, whether
// they are active and their turn in the round-robin are columns of auth's user table.

/** The roles whose job includes leads (permissions.ts: owner and sales have `lead`). */
const LEAD_ROLES = ["owner", "sales"] as const;

const active = or(isNull(user.banned), eq(user.banned, false));
const worksLeads = and(inArray(user.role, [...LEAD_ROLES]), active);

export type LeadStaff = { id: string; name: string; email: string; receivesLeads: boolean };

/** Everyone a lead can be given to: active owners and sales people, by name. */
export async function listLeadStaff(db?: Db): Promise<LeadStaff[]> {
  return (db ?? (await getDb()))
    .select({ id: user.id, name: user.name, email: user.email, receivesLeads: user.receivesLeads })
    .from(user)
    .where(worksLeads)
    .orderBy(asc(user.name), asc(user.email));
}

/** The ids of those who can work leads, oldest account first (the demo pipeline's order). */
export async function leadStaffIds(db?: Db): Promise<string[]> {
  const rows = await (db ?? (await getDb()))
    .select({ id: user.id })
    .from(user)
    .where(worksLeads)
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows.map((r) => r.id);
}

/** Which of `ids` can work leads (unknown, deactivated and editors cannot). */
export async function canWorkLeads(ids: string[], db?: Db): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await (db ?? (await getDb()))
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, ids), worksLeads));
  return new Set(rows.map((r) => r.id));
}

/**
 * Round-robin inside the caller's transaction: the active person marked "receives new leads" who
 * got one longest ago (never first) is picked, and their turn moves to the back. The row lock
 * makes two simultaneous requests take different people. Null when nobody is marked.
 */
export async function takeLeadTurn(tx: Db, now = new Date()): Promise<string | null> {
  const picked = await tx.execute<{ id: string }>(sql`
    update ${user} set last_lead_assigned_at = ${now.toISOString()}
    where id = (
      select id from ${user}
      where receives_leads and (banned is null or banned = false) and role in ('owner', 'sales')
      order by last_lead_assigned_at asc nulls first, id asc
      limit 1
      for update skip locked
    )
    returning id`);
  const rows = (picked as unknown as { rows: { id: string }[] }).rows;
  return rows[0]?.id ?? null;
}

/** A staff member's address and name, to write to them. */
export async function staffContact(id: string, db?: Db) {
  const [person] = await (db ?? (await getDb()))
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, id));
  return person;
}

/** Whether anyone has signed in yet (the demo pipeline is shared only until then). */
export async function anyoneSignedIn(db?: Db): Promise<boolean> {
  const [row] = await (db ?? (await getDb()))
    .select({ id: user.id })
    .from(user)
    .where(isNotNull(user.lastSignInAt))
    .limit(1);
  return Boolean(row);
}
