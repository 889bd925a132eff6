import "server-only";
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { whatsappIncoming, whatsappOptOuts, whatsappSettings, whatsappTemplates } from "../schema";

// What another module asks before it sends through WhatsApp (the quotes module, a quote's PDF).

/** Whether WhatsApp messaging is turned on in its settings. */
export async function whatsappActive(db?: Db): Promise<boolean> {
  const [settings] = await (db ?? (await getDb()))
    .select({ active: whatsappSettings.active })
    .from(whatsappSettings)
    .limit(1);
  return Boolean(settings?.active);
}

/** Whether the number (digits only) has opted out. */
export async function numberOptedOut(number: string, db?: Db): Promise<boolean> {
  const [opt] = await (db ?? (await getDb()))
    .select({ out: whatsappOptOuts.optedOut })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.number, number));
  return Boolean(opt?.out);
}

/** Whether the number (digits only) has written since `since`: its 24-hour window is open. */
export async function wroteSince(number: string, since: Date, db?: Db): Promise<boolean> {
  const [last] = await (db ?? (await getDb()))
    .select({ at: whatsappIncoming.sentAt })
    .from(whatsappIncoming)
    .where(and(eq(whatsappIncoming.sender, number), gte(whatsappIncoming.sentAt, since)))
    .orderBy(desc(whatsappIncoming.sentAt))
    .limit(1);
  return Boolean(last);
}

/** The approved template of that name in `language`, else in English, else undefined. */
export async function approvedTemplate(name: string, language: string, db?: Db) {
  const [template] = await (db ?? (await getDb()))
    .select({ name: whatsappTemplates.name, language: whatsappTemplates.language })
    .from(whatsappTemplates)
    .where(
      and(
        eq(whatsappTemplates.name, name),
        inArray(whatsappTemplates.language, [language, "en"]),
        eq(whatsappTemplates.status, "APPROVED"),
      ),
    )
    .orderBy(desc(eq(whatsappTemplates.language, language)))
    .limit(1);
  return template;
}
