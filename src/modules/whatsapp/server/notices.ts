import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { whatsappIncoming, whatsappOptOuts, whatsappSettings, whatsappTemplates } from "../schema";
import { waNumber } from "./opt-out";

/**
 * What deciding how to reach people who are not leads (operators) by WhatsApp needs, read once
 * for a whole batch: whether WhatsApp is on, the approved templates, and who opted out.
 */
export type NoticeRoute = {
  whatsappOn: boolean;
  /**
   * The template `name` in `language` (a WhatsApp code: "es", "pt_BR"), else in English, when
   * approved; before any template sync (no list at all) the one asked for is trusted, as for
   * leads. Null: none may be sent.
   */
  template(name: string, language: string): { name: string; language: string } | null;
  optedOut(number: string): boolean;
};

/** Opt-outs are looked up in slices: one statement stays far below PostgreSQL's parameter cap. */
const SLICE = 5_000;

export async function noticeRoute(db: Db, numbers: string[]): Promise<NoticeRoute> {
  const [settings] = await db
    .select({ active: whatsappSettings.active })
    .from(whatsappSettings)
    .limit(1);
  const templates = await db
    .select({
      name: whatsappTemplates.name,
      language: whatsappTemplates.language,
      status: whatsappTemplates.status,
    })
    .from(whatsappTemplates);
  const digits = [...new Set(numbers.map(waNumber))];
  const out = new Set<string>();
  for (let i = 0; i < digits.length; i += SLICE) {
    const rows = await db
      .select({ number: whatsappOptOuts.number, optedOut: whatsappOptOuts.optedOut })
      .from(whatsappOptOuts)
      .where(inArray(whatsappOptOuts.number, digits.slice(i, i + SLICE)));
    for (const r of rows) if (r.optedOut) out.add(r.number);
  }
  const approved = (name: string, language: string) =>
    templates.some((t) => t.name === name && t.language === language && t.status === "APPROVED");
  return {
    whatsappOn: settings?.active ?? false,
    template(name, language) {
      if (templates.length === 0) return { name, language };
      for (const lang of [language, "en"])
        if (approved(name, lang)) return { name, language: lang };
      return null;
    },
    optedOut: (number) => out.has(waNumber(number)),
  };
}

/** Free-form messages may go only this long after the person's last message (Meta's rule). */
const WINDOW_MS = 24 * 60 * 60_000;

/**
 * Whether a free-form message may reach this number now: it wrote to us in the last 24 hours.
 * Outside that window only an approved template may open the conversation.
 */
export async function windowOpen(db: Db, number: string, now = new Date()): Promise<boolean> {
  const sender = waNumber(number);
  if (!sender) return false;
  const [last] = await db
    .select({ at: whatsappIncoming.sentAt })
    .from(whatsappIncoming)
    .where(
      and(
        eq(whatsappIncoming.sender, sender),
        gte(whatsappIncoming.sentAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    )
    .limit(1);
  return !!last;
}
