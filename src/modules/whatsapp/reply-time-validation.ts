import { z } from "zod";
import { text } from "@/platform/validation/text";
import { LOCALE_CODES } from "@/platform/i18n/locales";
import { isTimeZone, minutesOf } from "./business-time";

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** WhatsApp's own limit for a text message is 4,096; a saved reply leaves room for its fill-ins. */
export const SAVED_REPLY_MAX = 1024;
export const AWAY_TEXT_MAX = 1024;
/** A target longer than a working month is a typo. */
const TARGET_MAX = 60 * 24 * 30;

const time = (label: string) =>
  z.string().refine((v) => !Number.isNaN(minutesOf(v)), `${label} is a time like 09:00`);

const dayHours = z
  .object({ open: time("Opening time"), close: time("Closing time") })
  .nullable()
  .superRefine((h, ctx) => {
    if (h && minutesOf(h.close) <= minutesOf(h.open))
      ctx.addIssue({ code: "custom", path: ["close"], message: "Hours must end after they start" });
  });

const target = (label: string) =>
  z
    .number({ message: `${label} is a number of minutes` })
    .int(`${label} is a whole number of minutes`)
    .min(1, `${label} is at least 1 minute`)
    .max(TARGET_MAX, `${label} is at most ${TARGET_MAX} minutes`);

/** Owners' business hours, reply targets and away message. */
export const replyTimeSettingsSchema = z.object({
  timeZone: text("Time zone", { max: 100 })
    .min(1, "Time zone is required")
    .refine(isTimeZone, "Unknown time zone: use an IANA name such as Asia/Dubai"),
  days: z.array(dayHours).length(7, "Give the hours of all seven weekdays"),
  holidays: z
    .array(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "A holiday is a date like 2026-12-25")
        .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Not a real date"),
    )
    .max(366, "At most 366 holidays"),
  firstReplyMinutes: target("First reply target"),
  nextReplyMinutes: target("Later reply target"),
  awayOn: z.boolean(),
  awayTexts: z.object(
    Object.fromEntries(
      LOCALE_CODES.map((code) => [
        code,
        text(`Away message (${code})`, { max: AWAY_TEXT_MAX, multiline: true }).min(
          1,
          `Away message (${code}) is required`,
        ),
      ]),
    ) as Record<(typeof LOCALE_CODES)[number], ReturnType<typeof text>>,
  ),
});

/** A saved reply: a short name, a site language and up to 1,024 characters with fill-ins. */
export const savedReplySchema = z.object({
  name: text("Name", { max: 60 })
    .min(1, "Name is required")
    .regex(/^[^\s/]+$/, "Name is one word without spaces or slashes (typed after /)"),
  language: z.enum(LOCALE_CODES, { message: "Choose one of the site's languages" }),
  body: text("Text", {
    max: SAVED_REPLY_MAX,
    multiline: true,
    tooLong: `Text must be at most ${SAVED_REPLY_MAX} characters`,
  }).min(1, "Text is required"),
});

/** The fields a saved reply may name, filled from the lead when chosen. */
export const FILL_INS = ["{first name}", "{game}", "{quote link}"] as const;
export type FillInValues = { firstName: string; game: string; quoteLink: string };

/** The saved reply's text with its fill-ins replaced; an unknown one is left as written. */
export function fillSavedReply(body: string, values: FillInValues): string {
  return body.replace(/\{(first name|game|quote link)\}/g, (_, key: string) =>
    key === "first name" ? values.firstName : key === "game" ? values.game : values.quoteLink,
  );
}

/**
 * The business-hours form as the browser holds it (a closed checkbox per day, holidays one per
 * line, minutes as typed), turned into the settings and checked by the same rules: an error's
 * path ("days.1.close", "timeZone") is the form field's.
 */
export const replyTimeFormSchema = z
  .object({
    timeZone: z.string(),
    days: z.array(z.object({ closed: z.boolean(), open: z.string(), close: z.string() })),
    holidays: z.string(),
    firstReplyMinutes: z.union([z.string(), z.number()]),
    nextReplyMinutes: z.union([z.string(), z.number()]),
    awayOn: z.boolean(),
    awayTexts: z.record(z.string(), z.string()),
  })
  .transform((f) => ({
    ...f,
    days: f.days.map((d) => (d.closed ? null : { open: d.open, close: d.close })),
    holidays: f.holidays
      .split(/[\s,]+/)
      .map((d) => d.trim())
      .filter(Boolean),
    firstReplyMinutes: f.firstReplyMinutes === "" ? NaN : Number(f.firstReplyMinutes),
    nextReplyMinutes: f.nextReplyMinutes === "" ? NaN : Number(f.nextReplyMinutes),
  }))
  .pipe(replyTimeSettingsSchema);
export type ReplyTimeForm = z.input<typeof replyTimeFormSchema>;
