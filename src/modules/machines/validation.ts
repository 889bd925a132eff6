import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { LOCALE_CODES } from "@/platform/i18n/locales";
import { listParamsShape } from "@/platform/lists/params";
import { text as sharedText } from "@/platform/validation/text";
import {
  BULLETIN_SEVERITIES,
  CLAIM_KINDS,
  CLAIM_STATUSES,
  DOCUMENT_KINDS,
  isCalendarDate,
  SERIAL_MAX,
  SERIAL_PATTERN,
  SERIAL_RULE,
} from "./index";

/**
 * The shared text rules (no control characters, no lone surrogates: a 400 naming the field, not
 * a database error), with "… is required" for a missing or blank value.
 */
const requiredText = (label: string, max: number, multiline = false) =>
  sharedText(label, { max, multiline }).min(1, `${label} is required`);

const text = (label: string, max: number, multiline = false) =>
  z.string({ error: `${label} is required` }).pipe(requiredText(label, max, multiline));

const optionalText = (label: string, max: number, multiline = false) =>
  sharedText(label, { max, multiline })
    .optional()
    .transform((v) => v || undefined);

const countrySchema = z
  .string({ error: "Country is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Country must be a two-letter code such as ES");

/**
 * A WhatsApp number in E.164 (+ and digits), read in the operator's country when typed without
 * the + (libphonenumber's metadata decides whether it can be a number there).
 */
export function toWhatsappNumber(raw: string, country?: string): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), country as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : null;
}

export const operatorSchema = z
  .object({
    company: text("Company", 200),
    contactName: text("Contact name", 200),
    whatsapp: optionalText("WhatsApp number", 40),
    email: sharedText("Email", { max: 254 })
      .toLowerCase()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.email("Please enter a valid email address").optional()),
    country: countrySchema,
    locale: z.enum(LOCALE_CODES).default("en"),
  })
  .transform((o, ctx) => {
    let whatsapp: string | undefined;
    if (o.whatsapp) {
      const n = toWhatsappNumber(o.whatsapp, o.country);
      if (!n) {
        ctx.addIssue({
          code: "custom",
          path: ["whatsapp"],
          message: "Please enter a valid WhatsApp number",
        });
        return z.NEVER;
      }
      whatsapp = n;
    }
    if (!whatsapp && !o.email) {
      ctx.addIssue({
        code: "custom",
        path: ["whatsapp"],
        message: "A WhatsApp number or an email address is required",
      });
      return z.NEVER;
    }
    return { ...o, whatsapp, email: o.email };
  });
export type OperatorInput = z.output<typeof operatorSchema>;

const installDateSchema = z
  .string({ error: "Install date is required" })
  .trim()
  .refine(isCalendarDate, "Install date must be a date like 2026-01-31");

const serialSchema = z
  .string({ error: "Serial number is required" })
  .pipe(requiredText("Serial number", SERIAL_MAX).regex(SERIAL_PATTERN, SERIAL_RULE));

export const machineSchema = z.object({
  serial: serialSchema,
  gameId: z.uuid("Choose a game"),
  installDate: installDateSchema,
  notes: sharedText("Notes", { max: 2000, multiline: true }).default(""),
  operatorId: z.uuid().optional(),
  operator: operatorSchema.optional(),
});
export type MachineInput = z.output<typeof machineSchema>;

export const machineListParamsSchema = z.object({ ...listParamsShape });
export type MachineListParams = z.output<typeof machineListParamsSchema>;

export const documentMetaSchema = z.object({
  gameId: z.uuid("Choose a game"),
  title: text("Title", 200),
  kind: z.enum(DOCUMENT_KINDS, { error: "Choose a kind" }),
  language: z.enum(LOCALE_CODES, { error: "Choose a language" }),
  version: text("Version", 40),
  name: z
    .string({ error: "No file provided" })
    .pipe(sharedText("File name", { max: 255 }).min(1, "No file provided")),
  size: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * The upload form: the document's details plus the chosen file, whose name and size become the
 * request's `name` and `size`.
 */
export const documentFormSchema = documentMetaSchema.omit({ name: true, size: true }).extend({
  file: z.custom<File>((v) => typeof File !== "undefined" && v instanceof File, "No file provided"),
});

export const claimSchema = z.object({
  kind: z.enum(CLAIM_KINDS),
  description: text("Description", 5000, true),
});

export const claimUpdateSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES),
    reason: optionalText("Reason", 1000, true),
    trackingRef: optionalText("Tracking reference", 200),
  })
  .superRefine((v, ctx) => {
    if (v.status === "rejected" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Give the reason for rejecting" });
    if (v.status === "parts-shipped" && !v.trackingRef)
      ctx.addIssue({
        code: "custom",
        path: ["trackingRef"],
        message: "Give the tracking reference",
      });
  });

export const claimListParamsSchema = z.object({
  ...listParamsShape,
  status: z
    .preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(CLAIM_STATUSES).optional())
    .optional(),
});

export const bulletinSchema = z.object({
  title: text("Title", 200),
  body: text("Body", 50_000, true),
  severity: z.enum(BULLETIN_SEVERITIES),
  gameIds: z.array(z.uuid()).min(1, "Choose at least one game").max(500),
  publishAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * The new-bulletin form: the publish time as the browser's local date-time field gives it
 * (empty: publish now), checked as the instant the API is sent.
 */
export const bulletinFormSchema = bulletinSchema.extend({
  publishAt: z
    .string()
    .optional()
    .transform((v) => {
      if (!v) return undefined;
      const at = new Date(v);
      return Number.isNaN(at.getTime()) ? v : at.toISOString();
    })
    .pipe(bulletinSchema.shape.publishAt),
});

/** What an operator types to be sent a code: their WhatsApp number or email address. */
export const codeRequestSchema = z.object({
  contact: text("WhatsApp number or email", 254),
  /** The machine page the code was asked from (a label's QR code), to return there. */
  serial: sharedText("Serial number", { max: 60 }).optional(),
});

export const codeCheckSchema = z.object({
  contact: text("WhatsApp number or email", 254),
  code: z
    .string()
    .trim()
    .regex(/^\d{8}$/, "Enter the 8-digit code"),
  serial: sharedText("Serial number", { max: 60 }).optional(),
});
