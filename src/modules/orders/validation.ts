import { z } from "zod";
import { SERIAL_MAX, SERIAL_PATTERN, SERIAL_RULE } from "@/modules/machines";
import { percentToBp } from "@/modules/quotes";
import { LOCALE_CODES } from "@/platform/i18n/locales";
import { listParamsShape, statusFilter } from "@/platform/lists/params";
import { optionalText, text } from "@/platform/validation/text";
import { INCOTERMS, ORDER_STAGES } from "./stages";
import { PAYMENT_METHODS } from "./payments";

/** A calendar day "YYYY-MM-DD" that exists (no 31 February). */
const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use a date like 2026-01-31`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, `${label} is not a real date`);

const optionalDay = (label: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), day(label).optional());

export const orderListParamsSchema = z.object({
  ...listParamsShape,
  stage: statusFilter(ORDER_STAGES),
  late: z.preprocess(
    (v) => (v === "" || v === "0" || v === "false" ? undefined : v),
    z.enum(["1", "true"]).optional(),
  ),
});
export type OrderListParams = z.infer<typeof orderListParamsSchema>;

export const QUOTE_REF = /^Q-([0-9A-F]{8})-(\d{1,4})$/i;

/** Staff record a quote as accepted by other means (a call, a signed copy): the note says how. */
export const manualOrderSchema = z.object({
  /** The version's number as staff read it ("Q-1A2B3C4D-2") or its id. */
  quote: text("Quote", { max: 60 })
    .min(1, "Quote is required")
    .refine(
      (v) => QUOTE_REF.test(v) || z.uuid().safeParse(v).success,
      "Enter the quote's number, like Q-1A2B3C4D-2",
    ),
  note: text("Note", { max: 2000, multiline: true }).min(1, "Say how the buyer accepted"),
});

/**
 * A payment: the amount is the decimal text staff typed ("1234.50"), read with the order's
 * currency's minor digits on the server; more than is due needs the overpayment mark and a note.
 */
export const paymentSchema = z
  .object({
    amount: text("Amount", { max: 30 }).min(1, "Amount is required"),
    paidOn: day("Payment date"),
    method: z.enum(PAYMENT_METHODS, { error: "Choose how it was paid" }),
    reference: optionalText("Reference", { max: 200 }),
    overpayment: z.boolean({ error: "Overpayment is yes or no" }).default(false),
    note: optionalText("Note", { max: 2000, multiline: true }),
  })
  .superRefine((p, ctx) => {
    if (p.overpayment && !p.note)
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: "Say why this overpayment is accepted",
      });
  });
export type PaymentInput = z.infer<typeof paymentSchema>;

const httpsUrl = z
  .string()
  .trim()
  .max(2000, "The tracking link must be at most 2000 characters")
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" && !!u.hostname;
    } catch {
      return false;
    }
  }, "The tracking link must be an https:// address");

const note = optionalText("Note", { max: 2000, multiline: true });

/** The next stage and what it needs: a planned ship date for production, shipping's details. */
export const stageSchema = z.discriminatedUnion(
  "to",
  [
    z.object({ to: z.literal("deposit_received"), note }),
    z.object({
      to: z.literal("in_production"),
      plannedShipDate: day("Planned ship date"),
      note,
    }),
    z.object({ to: z.literal("ready_to_ship"), note }),
    z.object({
      to: z.literal("shipped"),
      carrier: text("Carrier", { max: 200 }).min(1, "Carrier is required"),
      trackingNumber: text("Tracking number", { max: 200 }).min(1, "Tracking number is required"),
      trackingUrl: z.preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        httpsUrl.optional(),
      ),
      incoterm: z.enum(INCOTERMS, { error: "Choose one of the 11 Incoterms 2020" }),
      estimatedArrival: optionalDay("Estimated arrival"),
      /** An owner ships before the balance is paid: why. */
      overrideReason: optionalText("Override reason", { max: 1000, multiline: true }),
      note,
    }),
    z.object({ to: z.literal("delivered"), note }),
    z.object({ to: z.literal("installed"), note }),
  ],
  { error: "Choose the order's next stage" },
);
export type StageInput = z.infer<typeof stageSchema>;

export const cancelSchema = z.object({
  reason: text("Reason", { max: 1000, multiline: true }).min(1, "Say why the order is cancelled"),
});

const percent = z
  .string({ error: "Deposit is required" })
  .trim()
  .transform((v, ctx) => {
    const bp = percentToBp(v);
    if (bp === null) {
      ctx.addIssue({ code: "custom", message: "Deposit: a percentage from 0 to 100, like 30" });
      return z.NEVER;
    }
    return bp;
  });

/** ISO 13616: move the first four characters to the end, letters as 10-35, the number mod 97 is 1. */
export function ibanChecks(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = parseInt(ch, 36);
    rest = (rest * (n > 9 ? 100 : 10) + n) % 97;
  }
  return rest === 1;
}

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * The account the buyer pays into: an IBAN (checked by its check digits, stored without spaces)
 * or, where there is none, a local account number (letters, digits, spaces and dashes).
 */
const bankAccount = text("IBAN or account number", { max: 50 }).transform((v, ctx) => {
  const compact = v.replace(/[\s-]/g, "").toUpperCase();
  if (!compact) return "";
  if (/^[A-Z]{2}\d{2}/.test(compact)) {
    if (IBAN_SHAPE.test(compact) && ibanChecks(compact)) return compact;
    ctx.addIssue({
      code: "custom",
      message: "This IBAN is not valid: check its letters and digits",
    });
    return z.NEVER;
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{3,48}$/.test(v)) {
    ctx.addIssue({
      code: "custom",
      message: "Account number: letters, digits, spaces and dashes, at least 4",
    });
    return z.NEVER;
  }
  return v;
});

const swift = text("SWIFT/BIC", { max: 20 }).transform((v, ctx) => {
  const compact = v.replace(/\s/g, "").toUpperCase();
  if (compact && !/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact)) {
    ctx.addIssue({
      code: "custom",
      message: "SWIFT/BIC: 8 or 11 letters and digits, like DEUTDEFF or DEUTDEFF500",
    });
    return z.NEVER;
  }
  return compact;
});

/** The seller and the bank on the order documents; each may be left blank until it is known. */
export const businessSettingsShape = {
  businessName: text("Business name", { max: 200 }),
  businessAddress: text("Business address", { max: 1000, multiline: true }),
  bankBeneficiary: text("Beneficiary", { max: 200 }),
  bankName: text("Bank name", { max: 200 }),
  bankAccount,
  bankSwift: swift,
  bankAddress: text("Bank address", { max: 1000, multiline: true }),
};
export type BusinessSettings = { [K in keyof typeof businessSettingsShape]: string };

/** The default terms; the business and bank details, when sent, replace the stored ones. */
export const orderSettingsSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(businessSettingsShape).map(([k, v]) => [k, v.optional()]),
  ) as {
    [K in keyof typeof businessSettingsShape]: z.ZodOptional<(typeof businessSettingsShape)[K]>;
  }),
  depositPercent: percent,
  depositDays: z
    .number({ error: "Days for the deposit must be a number" })
    .int("Days for the deposit must be a whole number")
    .min(0, "Days for the deposit cannot be negative")
    .max(365, "At most 365 days for the deposit"),
});

/** A document's language: one of the site's, or absent for the buyer's own. */
export const documentQuerySchema = z.object({
  locale: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(LOCALE_CODES, { error: "Language: one of the site's languages, like en or ar" })
      .optional(),
  ),
});
/** At most this many machines per order's registration (a container holds far fewer). */
const MAX_MACHINES = 500;

export const machineSerial = text("Serial number", { max: SERIAL_MAX })
  .min(1, "Serial number is required")
  .regex(SERIAL_PATTERN, SERIAL_RULE);

/**
 * Registering an order's machines at installation: the date, and either one serial per machine
 * in the order's machine list (`serials`, as typed) or a CSV's text (`csv`: a serial per line,
 * optionally with the game after a comma), read on the server against the order's games.
 */
export const registerMachinesSchema = z
  .object({
    installDate: day("Installation date"),
    serials: z
      .array(machineSerial, { error: "Serials must be a list" })
      .max(MAX_MACHINES, `At most ${MAX_MACHINES} machines`)
      .optional(),
    csv: optionalText("CSV file", { max: 100_000, multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (!v.serials && !v.csv)
      ctx.addIssue({
        code: "custom",
        path: ["serials"],
        message: "Give each machine its serial number, or upload a CSV file",
      });
  });
export type RegisterMachinesInput = z.infer<typeof registerMachinesSchema>;
