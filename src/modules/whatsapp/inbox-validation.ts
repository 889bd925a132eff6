import { z } from "zod";
import { LOCALE_CODES } from "@/platform/i18n/locales";
import { text } from "@/platform/validation/text";

// The sales inbox's inputs, shared by the back-office screens and the admin endpoints.

export const INBOX_SCOPES = ["mine", "unassigned", "all"] as const;
export type InboxScope = (typeof INBOX_SCOPES)[number];
export const INBOX_VIEWS = ["open", "waiting_us", "waiting_buyer", "snoozed", "closed"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The list's URL: which tab, which state, a search and the keyset cursor of the next page. */
export const inboxListParamsSchema = z.object({
  scope: z.enum(INBOX_SCOPES).default("mine"),
  view: z.enum(INBOX_VIEWS).default("open"),
  q: z.string().trim().max(100).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type InboxListParams = z.output<typeof inboxListParamsSchema>;

const userId = z.string().min(1, "Choose a person").max(100, "Unknown person");
const uuid = (message: string) => z.string().uuid(message);

export const inboxOwnerSchema = z.object({ ownerId: userId.nullable() }).strict();

/** A time in the future, at most a year away (ISO 8601), or null to wake it now. */
export const inboxSnoozeSchema = z
  .object({
    until: z
      .string()
      .max(40)
      .datetime({ offset: true, message: "Use a date and time like 2026-12-31T09:00:00Z" })
      .nullable()
      .refine((v) => v === null || Date.parse(v) > Date.now(), "Choose a time in the future")
      .refine(
        (v) => v === null || Date.parse(v) < Date.now() + 366 * 86_400_000,
        "Snooze for at most a year",
      ),
  })
  .strict();

export const inboxStatusSchema = z.object({ status: z.enum(["open", "closed"]) }).strict();

const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === "" ? null : v), s.nullable().optional().default(null));

/** One routing rule: at least one condition, exactly one person or team. */
const ruleSchema = z
  .object({
    language: optional(z.enum(LOCALE_CODES, { message: "Choose one of the site's languages" })),
    countryCode: optional(z.string().regex(/^\+\d{1,4}$/, "Use a calling code like +44")),
    source: optional(text("Source", { max: 100 }).pipe(z.string().min(1))),
    gameId: optional(uuid("Choose a game")),
    assigneeUserId: optional(userId),
    assigneeTeamId: optional(uuid("Choose a team")),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!r.language && !r.countryCode && !r.source && !r.gameId)
      ctx.addIssue({
        code: "custom",
        path: ["language"],
        message: "Set at least one condition: language, country, source or game",
      });
    if (Boolean(r.assigneeUserId) === Boolean(r.assigneeTeamId))
      ctx.addIssue({
        code: "custom",
        path: ["assigneeUserId"],
        message: "Give matching conversations to one person or one team",
      });
  });
export type RoutingRuleInput = z.output<typeof ruleSchema>;

/** The whole ordered list of rules, replaced at once (the first match wins). */
export const routingRulesSchema = z
  .object({ rules: z.array(ruleSchema).max(100, "At most 100 rules") })
  .strict();

export const salesTeamSchema = z
  .object({
    name: text("Name", { max: 80 }).pipe(z.string().min(1, "Name is required")),
    memberIds: z.array(userId).max(200, "At most 200 members"),
  })
  .strict();
export type SalesTeamInput = z.output<typeof salesTeamSchema>;
