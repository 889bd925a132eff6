import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type LeadStatus } from "../schema";
import { changeLeadStatus } from "./status";

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

/** A person sets one lead's status (the one rule of server/status.ts); 404 when it is not there. */
export async function updateLeadStatus(
  id: string,
  status: LeadStatus,
  actor: { id: string; email: string },
  ip: string | null,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
    if (!lead) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
    await changeLeadStatus(tx, { where: eq(leads.id, id), status, actor, ip });
  });
}

/** One lead as the audit trail compares it before and after a change; null when absent. */
export async function getLeadAdmin(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}
