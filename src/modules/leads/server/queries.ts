import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type LeadStatus } from "../schema";

export type LeadRow = {
  id: string;
  name: string;
  whatsapp: string;
  countryCode: string;
  location: string;
  /** A locale code (platform/i18n/locales.ts): the language of the page the request came from. */
  language: string;
  gameId: string | null;
  gameTitle: string | null;
  status: LeadStatus;
  createdAt: string;
  updatedAt: string;
  /** WhatsApp messages from the buyer nobody has opened yet (the list shows and filters them). */
  unread?: number;
};

export async function updateLeadStatus(id: string, status: LeadStatus): Promise<void> {
  const db = await getDb();
  const rows = await db
    .update(leads)
    // A status change is staff's action and, the first time, their first contact.
    .set({
      status,
      updatedAt: new Date(),
      lastActionAt: new Date(),
      firstContactAt: sql`coalesce(${leads.firstContactAt}, now())`,
    })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  if (!rows.length) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
}

/** One lead as the audit trail compares it before and after a change; null when absent. */
export async function getLeadAdmin(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}
