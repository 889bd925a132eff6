import { z } from "zod";
import { text } from "@/platform/validation/text";
import { KNOWN_CURRENCIES, parseMoney, type Currency } from "./money";
import { percentToBp } from "./totals";
import { LINE_KINDS } from "./statuses";

const bp = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number of hundredths of a percent`)
    .min(0, `${label} cannot be negative`)
    .max(10_000, `${label} cannot be over 100%`);

const amount = z
  .number({ message: "Enter an amount" })
  .int("Amounts are whole minor units")
  .min(0, "Amounts cannot be negative")
  .max(1e13, "This amount is too large");

export const currencySchema = z.enum(KNOWN_CURRENCIES, { message: "Choose a known currency" });

/** One game's list prices: currency → minor units; a currency left out has no price. */
export const gamePricesSchema = z.object({
  prices: z.partialRecord(currencySchema, amount),
});

const quoteSettingsSchema = z.object({
  currencies: z.array(currencySchema).max(KNOWN_CURRENCIES.length),
  approvalThresholdBp: bp("The approval threshold"),
  defaultValidDays: z.number().int().min(1, "At least one day").max(365, "At most a year"),
  defaultTerms: text("The default terms", {
    max: 5000,
    multiline: true,
    tooLong: "Shorter terms, please",
  }),
  customLineApprovalMinor: z.partialRecord(currencySchema, amount),
  whatsappTemplate: z
    .string()
    .max(512)
    .regex(/^[a-z0-9_]*$/, "Template names are lower-case letters, digits and _")
    .nullable(),
});

/** The settings route's body: a save that leaves the hand-priced line limits out keeps them. */
export const quoteSettingsBodySchema = quoteSettingsSchema.extend({
  customLineApprovalMinor: quoteSettingsSchema.shape.customLineApprovalMinor.optional(),
});

const quoteLineSchema = z
  .object({
    kind: z.enum(LINE_KINDS),
    gameId: z.string().uuid().nullable(),
    description: text("The description", { max: 300, tooLong: "Shorter description, please" }),
    quantity: z.number().int("Whole quantities only").min(1, "At least 1").max(10_000),
    /** Null on a game line: the game's list price in the quote's currency. */
    unitMinor: amount.nullable(),
    discountBp: bp("The line discount"),
  })
  .refine((l) => (l.kind === "game" ? l.gameId !== null : l.description.length > 0), {
    message: "Choose a game, or describe the line",
    path: ["description"],
  })
  .refine((l) => l.kind === "game" || l.unitMinor !== null, {
    message: "Enter a price",
    path: ["unitMinor"],
  });

export const quoteInputSchema = z
  .object({
    currency: currencySchema,
    lines: z.array(quoteLineSchema).min(1, "Add at least one line").max(100),
    discountBp: bp("The quote discount"),
    taxBp: bp("The tax rate").nullable(),
    taxLabel: text("The tax name", { max: 40 }).nullable(),
    validDays: z.number().int().min(1, "At least one day").max(365, "At most a year"),
    terms: text("The terms", { max: 5000, multiline: true, tooLong: "Shorter terms, please" }),
    buyerNote: text("The note", { max: 2000, multiline: true, tooLong: "Shorter note, please" }),
    buyerEmail: z.union([z.literal(""), z.string().trim().email("Enter a valid email")]).nullable(),
  })
  .refine((q) => q.taxBp === null || (q.taxLabel ?? "").length > 0, {
    message: "Name the tax (e.g. VAT)",
    path: ["taxLabel"],
  });
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** The buyer's Accept: their name typed and the terms ticked (a plain HTML form posts it). */
export const acceptSchema = z.object({
  name: text("name", { max: 200, tooLong: "name" }).min(1, "name"),
  terms: z.literal("on", { message: "terms" }),
});

export const declineSchema = z.object({
  reason: text("reason", { max: 1000, multiline: true }).optional().default(""),
});

/** An owner's approval names the content they were shown (the quote's fingerprint). */
export const approveSchema = z.object({
  fingerprint: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Reload the quote and approve it again"),
});

/**
 * The quote builder's form: what staff type (amounts in the currency's major units, percentages),
 * turned into the route's input (minor units, basis points) and then checked by the same schema
 * the route handler parses.
 */
export const quoteFormSchema = z
  .object({
    currency: currencySchema,
    lines: z.array(
      z.object({
        kind: z.enum(LINE_KINDS),
        gameId: z.string(),
        description: z.string(),
        quantity: z.string(),
        unitPrice: z.string(),
        discount: z.string(),
      }),
    ),
    discount: z.string(),
    taxRate: z.string(),
    taxLabel: z.string(),
    validDays: z.string(),
    terms: z.string(),
    buyerNote: z.string(),
    buyerEmail: z.string(),
  })
  .transform((f, ctx) => {
    const percent = (text: string, path: (string | number)[]) => {
      if (!text.trim()) return 0;
      const bp = percentToBp(text);
      if (bp === null)
        ctx.addIssue({ code: "custom", path, message: "Enter a percentage (0–100)" });
      return bp ?? 0;
    };
    const whole = (text: string, path: (string | number)[]) => {
      const n = Number(text);
      if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n))
        ctx.addIssue({ code: "custom", path, message: "Enter a whole number" });
      return n;
    };
    return {
      currency: f.currency,
      lines: f.lines.map((l, i) => {
        let unitMinor: number | null = null;
        if (l.unitPrice.trim()) {
          unitMinor = parseMoney(l.unitPrice, f.currency);
          if (unitMinor === null)
            ctx.addIssue({
              code: "custom",
              path: ["lines", i, "unitPrice"],
              message: `Enter an amount in ${f.currency}`,
            });
        }
        return {
          kind: l.kind,
          gameId: l.kind === "game" && l.gameId ? l.gameId : null,
          description: l.description.trim(),
          quantity: whole(l.quantity, ["lines", i, "quantity"]),
          unitMinor,
          discountBp: percent(l.discount, ["lines", i, "discount"]),
        };
      }),
      discountBp: percent(f.discount, ["discount"]),
      taxBp: f.taxRate.trim() ? percent(f.taxRate, ["taxRate"]) : null,
      taxLabel: f.taxRate.trim() ? f.taxLabel.trim() : null,
      validDays: whole(f.validDays, ["validDays"]),
      terms: f.terms,
      buyerNote: f.buyerNote,
      buyerEmail: f.buyerEmail.trim() || null,
    };
  })
  .pipe(quoteInputSchema);
export type QuoteForm = z.input<typeof quoteFormSchema>;

/**
 * The quote settings screen's form: the threshold as a percentage, the validity as typed, the
 * template "" for none; turned into the route's input and checked by the route's own schema.
 */
export const quoteSettingsFormSchema = z
  .object({
    currencies: z.array(z.string()),
    approvalThreshold: z.string(),
    /** Per currency, the amount a hand-priced line may reach without approval ("" for no limit). */
    customLineApproval: z.record(z.string(), z.string()),
    defaultValidDays: z.string(),
    defaultTerms: z.string(),
    whatsappTemplate: z.string(),
  })
  .transform((f, ctx) => {
    const bpValue = percentToBp(f.approvalThreshold);
    if (bpValue === null)
      ctx.addIssue({
        code: "custom",
        path: ["approvalThreshold"],
        message: "Enter a percentage (0–100)",
      });
    const days = Number(f.defaultValidDays);
    if (!/^\d+$/.test(f.defaultValidDays.trim()))
      ctx.addIssue({ code: "custom", path: ["defaultValidDays"], message: "Enter a whole number" });
    // Keys other than known currencies are refused by the route's schema the form pipes into.
    const customLineApprovalMinor: Partial<Record<Currency, number>> = {};
    for (const [currency, text] of Object.entries(f.customLineApproval)) {
      if (!text.trim()) continue;
      const minor = parseMoney(text, currency);
      if (minor === null)
        ctx.addIssue({
          code: "custom",
          path: ["customLineApproval", currency],
          message: `Enter an amount in ${currency}`,
        });
      else customLineApprovalMinor[currency as Currency] = minor;
    }
    return {
      currencies: f.currencies,
      approvalThresholdBp: bpValue ?? 0,
      customLineApprovalMinor,
      defaultValidDays: days,
      defaultTerms: f.defaultTerms,
      whatsappTemplate: f.whatsappTemplate.trim() || null,
    };
  })
  .pipe(quoteSettingsSchema);
export type QuoteSettingsForm = z.input<typeof quoteSettingsFormSchema>;

/** A game's list prices as typed, one field per offered currency ("" for no price). */
export const gamePricesFormSchema = z
  .object({ prices: z.record(z.string(), z.string()) })
  .transform((f, ctx) => {
    const prices: Record<string, number> = {};
    for (const [currency, text] of Object.entries(f.prices)) {
      if (!text.trim()) continue;
      const minor = parseMoney(text, currency);
      if (minor === null)
        ctx.addIssue({
          code: "custom",
          path: ["prices", currency],
          message: `Enter an amount in ${currency}`,
        });
      else prices[currency] = minor;
    }
    return { prices };
  })
  .pipe(gamePricesSchema);
