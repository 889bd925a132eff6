import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
     * The language of the page the request came from (issue 26): a locale code of
     * platform/i18n/locales.ts, checked by the lead's zod schema; leads from before are English.
     */
    language: text("language").notNull().default("en"),
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

export const whatsappSettings = pgTable(
  "whatsapp_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    singleton: boolean("singleton").notNull().default(true),
    apiVersion: text("api_version").notNull().default("v25.0"),
    phoneNumberId: text("phone_number_id").notNull(),
    /** Encrypted at rest (platform/secrets); never sent back to the browser. */
    accessToken: text("access_token").notNull(),
    businessAccountId: text("business_account_id").notNull(),
    verifyToken: text("verify_token").notNull(),
    /** Optional Meta app secret, encrypted; when set, webhook POSTs must be signed with it. */
    appSecret: text("app_secret"),
    templateName: text("template_name").notNull().default("otp_verification"),
    templateLanguage: text("template_language").notNull().default("en"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("whatsapp_settings_singleton_chk", sql`${t.singleton}`),
    uniqueIndex("whatsapp_settings_singleton_uq").on(t.singleton),
  ],
);

export const WHATSAPP_STATUSES = ["sent", "delivered", "read", "failed"] as const;

export const whatsappMessageStatus = pgTable(
  "whatsapp_message_status",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    status: text("status", { enum: WHATSAPP_STATUSES }).notNull(),
    error: text("error"),
    messageId: text("message_id"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "whatsapp_message_status_chk",
      sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`,
    ),
    index("whatsapp_message_status_created_idx").on(t.createdAt.desc()),
    uniqueIndex("whatsapp_message_status_msg_uq").on(t.messageId, t.status),
  ],
);

/**
 * The outbox: one row per template message a lead should receive. It is written in the lead's own
 * transaction and is the message's whole state (docs/decisions/007-whatsapp-outbox.md).
 */
export const OUTBOX_STATES = [
  "held",
  "queued",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
  "skipped",
  "unknown",
] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const whatsappOutbox = pgTable(
  "whatsapp_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    state: text("state", { enum: OUTBOX_STATES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** While sending: the lease after which another worker may take the message again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** While sending: which claim holds the lease; checked before each send (a lease can be lost). */
    leaseId: uuid("lease_id"),
    /**
     * Attempts whose answer never came (timeout, reset, a sender lost mid-send): Meta may have
     * accepted them. The second such attempt makes the message "unknown" for staff to decide.
     */
    uncertainAttempts: integer("uncertain_attempts").notNull().default(0),
    waMessageId: text("wa_message_id"),
    error: text("error"),
    errorCode: integer("error_code"),
    skipReason: text("skip_reason"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "whatsapp_outbox_state_chk",
      sql`${t.state} in ('held', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped', 'unknown')`,
    ),
    index("whatsapp_outbox_due_idx").on(t.state, t.nextAttemptAt),
    index("whatsapp_outbox_recipient_idx").on(t.recipient, t.createdAt),
    index("whatsapp_outbox_lead_idx").on(t.leadId),
    index("whatsapp_outbox_sent_idx").on(t.sentAt),
    // The dashboard's delivery and read rates count a period's messages by creation time.
    index("whatsapp_outbox_created_idx").on(t.createdAt),
    uniqueIndex("whatsapp_outbox_wa_id_uq").on(t.waMessageId),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;
export type OutboxMessage = typeof whatsappOutbox.$inferSelect;
export type WhatsappSettings = typeof whatsappSettings.$inferSelect;
export type WhatsappMessageStatus = typeof whatsappMessageStatus.$inferSelect;
