import "server-only";
import type { z } from "zod";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { LOCALE_CODES, type Locale } from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";
import type { BusinessHours } from "../../business-time";
import { whatsappReplyTimeSettings, type ReplyTimeSettings } from "../../schema";
import type { replyTimeSettingsSchema } from "../../reply-time-validation";

export type ReplyTimeView = {
  timeZone: string;
  days: BusinessHours["days"];
  holidays: string[];
  firstReplyMinutes: number;
  nextReplyMinutes: number;
  awayOn: boolean;
  awayTexts: Record<Locale, string>;
  /** Nothing saved yet: the form shows these defaults, and no clock or away message runs. */
  saved: boolean;
};

/** The away message each language starts with (messages/*.json, WhatsApp.away). */
async function defaultAwayTexts(): Promise<Record<Locale, string>> {
  const entries = await Promise.all(
    LOCALE_CODES.map(async (code) => [code, (await loadMessages(code)).WhatsApp.away] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, string>;
}

const nineToSix = { open: "09:00", close: "18:00" };
const DEFAULTS = {
  timeZone: "UTC",
  days: [null, nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, null],
  holidays: [] as string[],
  firstReplyMinutes: 15,
  nextReplyMinutes: 30,
  awayOn: true,
};

export async function readReplyTimeSettings(db: Db): Promise<ReplyTimeSettings | null> {
  const [row] = await db.select().from(whatsappReplyTimeSettings).limit(1);
  return row ?? null;
}

export const hoursOf = (s: ReplyTimeSettings): BusinessHours => ({
  timeZone: s.timeZone,
  days: s.days,
  holidays: s.holidays,
});

export async function getReplyTimeView(): Promise<ReplyTimeView> {
  const row = await readReplyTimeSettings(await getDb());
  const defaults = await defaultAwayTexts();
  if (!row) return { ...DEFAULTS, awayTexts: defaults, saved: false };
  return {
    timeZone: row.timeZone,
    days: row.days,
    holidays: row.holidays,
    firstReplyMinutes: row.firstReplyMinutes,
    nextReplyMinutes: row.nextReplyMinutes,
    awayOn: row.awayOn,
    awayTexts: { ...defaults, ...row.awayTexts },
    saved: true,
  };
}

export async function saveReplyTimeSettings(
  input: z.output<typeof replyTimeSettingsSchema>,
): Promise<ReplyTimeView> {
  const db = await getDb();
  const values = {
    ...input,
    holidays: [...new Set(input.holidays)].sort(),
    updatedAt: new Date(),
  };
  await db
    .insert(whatsappReplyTimeSettings)
    .values({ singleton: true, ...values })
    .onConflictDoUpdate({ target: whatsappReplyTimeSettings.singleton, set: values });
  return getReplyTimeView();
}
