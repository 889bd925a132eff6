import { validatePhoneNumberLength } from "libphonenumber-js/min";
import { z } from "zod";
import { pipelineFilterSchema } from "./pipeline-validation";
import { listParamsShape, statusFilter } from "@/platform/lists/params";
import { text } from "@/platform/validation/text";
import { LEAD_STATUSES_PUBLIC } from "./statuses";
import { leadSourceSchema } from "./pipeline-validation";
import { LOCALE_CODES } from "@/platform/i18n/locales";
import { personProofFields } from "@/platform/person-check/fields";

import {
  COUNTRY_CODES,
  digitsOnly,
  numberLengthMessage,
  type NumberLengthKind,
} from "./country-codes";

export { COUNTRY_CODES, FALLBACK_COUNTRY_CODE, type CountryCode } from "./country-codes";

const whatsappNumberSchema = z
  .string()
  .max(100, "Please enter a valid WhatsApp number")
  .transform(digitsOnly)
  .pipe(
    z
      .string()
      .min(1, "Please enter a WhatsApp number")
      .regex(/^\d{1,14}$/, "Please enter a valid WhatsApp number"),
  );
const leadNameSchema = text("Name", {
  max: 200,
  tooLong: "Please enter a shorter name",
}).min(1, "Please enter your name");
const leadLocationSchema = text("Location", {
  max: 500,
  tooLong: "Please enter a shorter location",
}).min(1, "Please enter your location");

/**
 * Refuses numbers whose length no number of that country can have (libphonenumber's metadata), so
 * no template message is paid for an impossible number. Null when the length is possible.
 */
function numberLengthProblem(countryCode: string, digits: string): string | null {
  const kind = numberLengthKind(countryCode, digits);
  return kind ? numberLengthMessage(kind, countryCode) : null;
}

/** numberLengthProblem's verdict as a key, for forms that word it in the page's language. */
function numberLengthKind(countryCode: string, digits: string): NumberLengthKind | null {
  const problem = validatePhoneNumberLength(`${countryCode}${digits}`);
  if (!problem) return null;
  return problem === "TOO_SHORT" ? "tooShort" : problem === "TOO_LONG" ? "tooLong" : "notValid";
}

/** What the visitor types in the pricing dialog. */
const leadFormFields = {
  whatsapp: whatsappNumberSchema,
  countryCode: z.enum(COUNTRY_CODES, { message: "Please choose a country code" }),
  name: leadNameSchema,
  location: leadLocationSchema,
  /** Honeypot: people never see or fill it. */
  website: z.string().max(2000).optional().default(""),
};

/** A number no number of its country can be (libphonenumber's lengths), on the whatsapp field. */
function refineNumberLength(
  lead: { countryCode: string; whatsapp: string },
  ctx: z.RefinementCtx,
): void {
  const problem = numberLengthProblem(lead.countryCode, lead.whatsapp);
  if (problem) ctx.addIssue({ code: "custom", path: ["whatsapp"], message: problem });
}

/**
 * The pricing dialog's rules: leadSchema's fields the visitor types, with the same rules and
 * messages; the dialog checks one step's fields at a time (src/site-client/price-dialog.ts).
 */
export const leadFormSchema = z.object(leadFormFields).superRefine(refineNumberLength);
export type LeadFormValues = z.input<typeof leadFormSchema>;

/** The pricing form, shared by the dialog and POST /api/leads. */
export const leadSchema = z
  .object({
    ...leadFormFields,
    gameId: z.string().uuid("Unknown game"),
    ...personProofFields,
    /** Where the visit came from; malformed is dropped, never refused. */
    source: leadSourceSchema,
    /** The language of the page the request came from; older pages send none. */
    language: z.enum(LOCALE_CODES, { message: "Unknown language" }).optional().default("en"),
  })
  .superRefine(refineNumberLength);

export const leadStatusUpdateSchema = z.object({
  status: z.enum(LEAD_STATUSES_PUBLIC, { message: "Choose contacted, converted or lost" }),
});

/**
 * The states of a lead's quote the list can filter by (the quotes module's own states, a replaced
 * version left out: its successor is what counts). Leads name them; the quotes module, which
 * depends on leads, supplies the condition (server/quote-filter.ts).
 */
export const LEAD_QUOTE_FILTERS = [
  "draft",
  "awaiting_approval",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "expired",
] as const;
export type LeadQuoteFilter = (typeof LEAD_QUOTE_FILTERS)[number];
export const LEAD_QUOTE_FILTER_LABELS: Record<LeadQuoteFilter, string> = {
  draft: "Quote draft",
  awaiting_approval: "Quote awaiting approval",
  sent: "Quote sent",
  viewed: "Quote viewed",
  accepted: "Quote accepted",
  declined: "Quote declined",
  expired: "Quote expired",
};

const LEAD_SORTS = ["name", "status", "created_at"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/**
 * The leads list's state as the URL and GET /api/admin/leads carry it: page, sort,
 * status, search (name, number, location, game), a date range and a quote state. A new filter is one field here
 * and one condition in server/list.ts.
 */
export const leadListParamsSchema = z.object({
  ...listParamsShape,
  sort: z.enum(LEAD_SORTS).default("created_at"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  status: statusFilter(["new", "contacted", "converted", "lost"] as const),
  // The pipeline's views (Mine, Unassigned, Due today, Overdue, Returning), a person and a source.
  ...pipelineFilterSchema.shape,
  /** "1": only leads with unread WhatsApp messages. */
  unread: z.enum(["1"]).optional().catch(undefined),
  /** Leads with a current quote version in this state; an unknown state is refused (400). */
  quote: statusFilter(LEAD_QUOTE_FILTERS),
});
export type LeadListParams = z.output<typeof leadListParamsSchema>;
export const LEAD_LIST_DEFAULTS: Partial<LeadListParams> = {
  page: 1,
  sort: "created_at",
  dir: "desc",
};

/** A bulk status change: the chosen leads, or every lead matching the list's filters. */
export const leadBulkStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES_PUBLIC, { message: "Choose contacted, converted or lost" }),
  target: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("ids"), ids: z.array(z.string().uuid()).min(1).max(1000) }),
    z.object({
      kind: z.literal("filter"),
      filter: leadListParamsSchema.omit({ page: true, sort: true, dir: true }),
      /** How many leads the person saw matching, and so confirmed: the change needs the same. */
      expected: z.number().int().min(1),
    }),
  ]),
});
