import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { games } from "@/modules/catalog/schema";
import { user } from "@/modules/auth/schema";
import { createdAt, updatedAt } from "@/platform/db/columns";

export const LEAD_STATUSES = ["new", "contacted", "converted", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    whatsapp: text("whatsapp").notNull(),
    countryCode: text("country_code").notNull(),
    location: text("location").notNull(),
    gameId: uuid("game_id").references(() => games.id, { onDelete: "set null" }),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The staff person who works the lead; null while unassigned. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    /** The last thing staff did to the lead; a follow-up passed with nothing after it is overdue. */
    lastActionAt: timestamp("last_action_at", { withTimezone: true }),
    /** The first status change or staff message: the dashboard's time to first contact. */
    firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
    /** Where the visit came from (the pricing dialog's source capture), each field length-capped. */
    source: text("source").notNull().default("direct"),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    hasGclid: boolean("has_gclid").notNull().default(false),
    hasFbclid: boolean("has_fbclid").notNull().default(false),
    /**
     * The language of the page the request came from: a locale code of
     * platform/i18n/locales.ts, checked by the lead's zod schema; leads from before are English.
     */
    language: text("language").notNull().default("en"),
    /**
     * WhatsApp's business-scoped user id (BSUID) of a buyer who wrote to us: a buyer with a
     * username may write without a phone number, and is then known by this id alone.
     */
    whatsappUserId: text("whatsapp_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("leads_status_chk", sql`${t.status} in ('new', 'contacted', 'converted', 'lost')`),
    // The list's sorts and filters (queries in server/list.ts): newest first, a status's newest
    // first, by name; the ties broken by id so paging is stable. Search: the trigram migration.
    index("leads_created_id_idx").on(t.createdAt, t.id),
    index("leads_status_created_id_idx").on(t.status, t.createdAt, t.id),
    index("leads_name_id_idx").on(t.name, t.id),
    index("leads_game_idx").on(t.gameId),
    // Numbers are stored E.164, so a returning buyer is an equality on this index.
    index("leads_whatsapp_idx").on(t.whatsapp, t.createdAt),
    index("leads_owner_follow_up_idx").on(t.ownerId, t.followUpAt),
    index("leads_follow_up_idx").on(t.followUpAt),
    index("leads_source_idx").on(t.source),
    index("leads_whatsapp_user_idx").on(t.whatsappUserId),
  ],
);

/** Staff notes on a lead; the author may edit or delete their own. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * A lead merged into another: the merged row is deleted, its notes and messages move to the kept
 * one, and this row keeps what it was so the kept lead's timeline still shows that request and
 * the audit entries written under its id (the audit log itself is never rewritten).
 */
export const leadMerges = pgTable(
  "lead_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    keptId: uuid("kept_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    mergedId: uuid("merged_id").notNull(),
    merged: jsonb("merged").$type<Record<string, unknown>>().notNull(),
    mergedBy: text("merged_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_merges_kept_idx").on(t.keptId),
    index("lead_merges_merged_idx").on(t.mergedId),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;
