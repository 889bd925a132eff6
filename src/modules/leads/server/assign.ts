import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { user } from "@/modules/auth/schema";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { sendMail } from "@/platform/mail/send";
import { config } from "@/platform/config";
import { SITE_NAME } from "@/platform/site";
import { leads } from "../schema";

/** The roles whose job includes leads (permissions.ts: owner and sales have `lead`). */
const LEAD_ROLES = ["owner", "sales"] as const;

const active = or(isNull(user.banned), eq(user.banned, false));
export const worksLeads = and(inArray(user.role, [...LEAD_ROLES]), active);

export type Assignee = { id: string; name: string; email: string; receivesLeads: boolean };

/** Everyone a lead can be given to: active owners and sales people, by name. */
export async function listAssignees(): Promise<Assignee[]> {
  const db = await getDb();
  return db
    .select({ id: user.id, name: user.name, email: user.email, receivesLeads: user.receivesLeads })
    .from(user)
    .where(worksLeads)
    .orderBy(asc(user.name), asc(user.email));
}

/**
 * Round-robin inside the lead's transaction: the active person marked "receives new leads" who
 * got one longest ago (never first) takes it, and their turn moves to the back. The row lock
 * makes two simultaneous requests take different people. Null when nobody is marked.
 */
export async function takeNextOwner(tx: Db, now = new Date()): Promise<string | null> {
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

/** The lead's new owner (null: unassigned), refused unless that person can work leads. */
export async function setOwner(leadId: string, ownerId: string | null) {
  const db = await getDb();
  if (ownerId) {
    const [person] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, ownerId), worksLeads));
    if (!person)
      throw new AppError("This person cannot work leads", {
        code: "VALIDATION",
        status: 400,
        details: { fields: { ownerId: "This person cannot work leads" } },
      });
  }
  const [row] = await db
    .update(leads)
    .set({ ownerId, lastActionAt: new Date() })
    .where(eq(leads.id, leadId))
    .returning();
  if (!row) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  return row;
}

/** Tells the new owner by email (when SMTP_URL is set) with a link to the lead. */
export async function mailNewOwner(
  ownerId: string,
  lead: { id: string; name: string; whatsapp: string },
  by: string | null,
) {
  const db = await getDb();
  const [person] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, ownerId));
  if (!person) return "off" as const;
  // The list searched by the buyer's number: this request and any earlier ones from it, newest first.
  const url = `${config().siteUrl}/admin/leads?q=${encodeURIComponent(lead.whatsapp)}`;
  return sendMail({
    to: person.email,
    // The buyer's name is their own free text: kept out of the subject (shown in inbox lists
    // and mail logs); the body carries it to the one person who works the lead.
    subject: "New lead for you",
    text: `${by ? `${by} gave you` : "You were given"} a lead on the ${SITE_NAME} back office: ${lead.name}.\n\n${url}\n`,
  });
}
