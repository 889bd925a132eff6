import { z } from "zod";
import { text } from "@/platform/validation/text";

// The pipeline's inputs, shared by the back-office forms and the admin endpoints.

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A source field: control characters dropped and cut to `max`, so a long tag never loses a lead. */
const capped = (max: number) =>
  z
    .string()
    .max(4000)
    .transform((v) => v.replace(CONTROL, "").trim().slice(0, max))
    .transform((v) => v || undefined)
    .optional();

/**
 * Where the visit came from, as the pricing dialog sends it from sessionStorage. Anything that is
 * not this shape is dropped (catch), never refused: the price request matters more than its tag.
 */
export const leadSourceSchema = z
  .object({
    landingPage: capped(500),
    referrer: capped(500),
    utmSource: capped(100),
    utmMedium: capped(100),
    utmCampaign: capped(200),
    utmTerm: capped(200),
    utmContent: capped(200),
    gclid: z.boolean().optional().default(false),
    fbclid: z.boolean().optional().default(false),
  })
  .optional()
  .catch(undefined);
export type LeadSourceInput = NonNullable<z.output<typeof leadSourceSchema>>;

export const ownerChangeSchema = z
  .object({ ownerId: z.string().min(1).max(100).nullable() })
  .strict();

const followUpAt = z.iso
  .datetime({ offset: true, message: "Choose a date and time" })
  .transform((v) => new Date(v));

export const followUpSchema = z.object({ followUpAt: followUpAt.nullable() }).strict();

/** A datetime-local value ("2026-03-02T14:30", the browser's own time) as an ISO time, or "". */
function localToIso(local: string): string {
  const d = new Date(local);
  return local && !Number.isNaN(d.getTime()) ? d.toISOString() : "";
}

/**
 * The follow-up form's datetime-local field, checked by the endpoint's own rule once read in the
 * browser's time zone (clearing is a button of its own, so the field must hold a time).
 */
export const followUpFormSchema = z.object({
  followUpAt: z.string().transform(localToIso).pipe(followUpAt),
});

export const NOTE_MAX = 5000;
export const noteSchema = z
  .object({
    body: text("Note", { max: NOTE_MAX, multiline: true }).min(1, "Write a note first"),
  })
  .strict();

export const mergeSchema = z
  .object({ mergedId: z.string().uuid("Choose a request to merge") })
  .strict();

/** The list views of the pipeline; "" is every lead. */
export const PIPELINE_VIEWS = [
  "",
  "mine",
  "unassigned",
  "due-today",
  "overdue",
  "returning",
] as const;
export type PipelineView = (typeof PIPELINE_VIEWS)[number];

export const PIPELINE_VIEW_LABELS: Record<PipelineView, string> = {
  "": "All",
  mine: "Mine",
  unassigned: "Unassigned",
  "due-today": "Due today",
  overdue: "Overdue",
  returning: "Returning",
};

/**
 * The pipeline filters as URL parameters. `tz` is the browser's offset from UTC in minutes
 * (Date#getTimezoneOffset), so "today" is the signed-in person's day.
 */
export const pipelineFilterSchema = z.object({
  view: z.enum(PIPELINE_VIEWS).optional().catch(undefined),
  owner: z.string().min(1).max(100).optional().catch(undefined),
  source: z.string().min(1).max(100).optional().catch(undefined),
  tz: z.coerce.number().int().min(-840).max(840).optional().catch(undefined),
});
export type PipelineFilter = z.output<typeof pipelineFilterSchema>;

export const DASHBOARD_PERIODS = ["7d", "30d", "90d", "month", "12w"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  month: "This month",
  "12w": "Last 12 weeks",
};
export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).catch("30d"),
});
