import "server-only";
import { eq } from "drizzle-orm";
import {
  canWorkLeads,
  listLeadStaff,
  staffContact,
  takeLeadTurn,
  type LeadStaff,
} from "@/modules/auth/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { sendMail } from "@/platform/mail/send";
import { config } from "@/platform/config";
import { SITE_NAME } from "@/platform/site";
import { leads } from "../schema";

export type Assignee = LeadStaff;

/** Everyone a lead can be given to: active owners and sales people, by name. */
export async function listAssignees(): Promise<Assignee[]> {
  return listLeadStaff();
}

/**
 * Round-robin inside the lead's transaction: the active person marked "receives new leads" who
 * got one longest ago (never first) takes it, and their turn moves to the back. The row lock
 * makes two simultaneous requests take different people. Null when nobody is marked.
 */
export async function takeNextOwner(tx: Db, now = new Date()): Promise<string | null> {
  return takeLeadTurn(tx, now);
}

/** The lead's new owner (null: unassigned), refused unless that person can work leads. */
export async function setOwner(leadId: string, ownerId: string | null) {
  const db = await getDb();
  if (ownerId) {
    if (!(await canWorkLeads([ownerId], db)).has(ownerId))
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
  const person = await staffContact(ownerId);
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
