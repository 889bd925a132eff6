import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { games } from "@/modules/catalog/schema";
import { user } from "@/modules/auth/schema";
import { leads } from "@/modules/leads/schema";
import { createdAt, updatedAt } from "@/platform/db/columns";
import type { LineKind, StoredQuoteStatus } from "./statuses";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/** Money columns: integer minor units, read as JS numbers (exact up to 2^53). */
const minor = (name: string) => bigint(name, { mode: "number" });

/** A game's list price in one currency: staff only, never read by a public query. */
export const gamePrices = pgTable(
  "game_prices",
  {
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amountMinor: minor("amount_minor").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.currency] }),
    check("game_prices_amount_chk", sql`${t.amountMinor} >= 0`),
  ],
);

/** The owner's choices for quotes (one row). */
export const quoteSettings = pgTable(
  "quote_settings",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    /** Currencies offered besides USD, which is always on. */
    currencies: jsonb("currencies").$type<string[]>().notNull().default(["USD"]),
    /**
     * A quote charging more than this (basis points) under its list prices (its effective discount:
     * unit prices, line and quote discounts together), or any discount above it, needs an owner's
     * approval.
     */
    approvalThresholdBp: integer("approval_threshold_bp").notNull().default(1000),
    /**
     * Per currency, the amount (minor units) above which a line priced by hand (no list price: freight,
     * installation, spare parts, custom) needs an owner's approval; a currency left out has no limit.
     */
    customLineApprovalMinor: jsonb("custom_line_approval_minor")
      .$type<Record<string, number>>()
      .notNull()
      .default({ USD: 500_000 }),
    defaultValidDays: integer("default_valid_days").notNull().default(30),
    defaultTerms: text("default_terms").notNull().default(""),
    /** An approved template with a document header, for a buyer outside the 24-hour window. */
    whatsappTemplate: text("whatsapp_template"),
    updatedAt: updatedAt(),
  },
  (t) => [check("quote_settings_singleton_chk", sql`${t.singleton}`)],
);

export type QuoteLine = {
  kind: LineKind;
  gameId: string | null;
  description: string;
  quantity: number;
  unitMinor: number;
  discountBp: number;
};

/**
 * One version of a quote. Versions of one quote share `seriesId` (the first version's id); a sent
 * version is never changed again except for what the buyer does with it (view, accept, decline)
 * and being replaced by the next version.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    seriesId: uuid("series_id").notNull(),
    version: integer("version").notNull().default(1),
    status: text("status").$type<StoredQuoteStatus>().notNull().default("draft"),
    currency: text("currency").notNull(),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    taxBp: integer("tax_bp"),
    taxLabel: text("tax_label"),
    validDays: integer("valid_days").notNull().default(30),
    terms: text("terms").notNull().default(""),
    buyerNote: text("buyer_note").notNull().default(""),
    buyerEmail: text("buyer_email"),
    subtotalMinor: minor("subtotal_minor").notNull(),
    discountMinor: minor("discount_minor").notNull(),
    taxMinor: minor("tax_minor").notNull(),
    totalMinor: minor("total_minor").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    approvedBy: text("approved_by").references(() => user.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** The fingerprint of the content the owner approved (approval.ts): any change voids it. */
    approvedFingerprint: text("approved_fingerprint"),
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** sha-256 of the buyer's link token (the token itself is only in what was sent). */
    tokenHash: text("token_hash"),
    /**
     * The token encrypted with the secrets key (platform/secrets), so staff can give the buyer
     * their link again (a saved reply's {quote link}); a copy of the database alone opens nothing.
     */
    tokenSealed: text("token_sealed"),
    /** The PDF exactly as sent. */
    pdf: bytea("pdf"),
    language: text("language").notNull().default("en"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    viewedIp: text("viewed_ip"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: text("accepted_name"),
    acceptedIp: text("accepted_ip"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    declinedIp: text("declined_ip"),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    /** Reminders already raised to the owner (no view after two days, expiry tomorrow). */
    remindedNoViewAt: timestamp("reminded_no_view_at", { withTimezone: true }),
    remindedExpiryAt: timestamp("reminded_expiry_at", { withTimezone: true }),
    /** The lead's owner was emailed of the acceptance (owner-notices.ts sends it once). */
    ownerToldAcceptedAt: timestamp("owner_told_accepted_at", { withTimezone: true }),
    /** The lead's owner was emailed of the buyer's request for a new quote (once per version). */
    ownerToldRenewalAt: timestamp("owner_told_renewal_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "quotes_status_chk",
      sql`${t.status} in ('draft', 'awaiting_approval', 'sent', 'viewed', 'accepted', 'declined', 'replaced')`,
    ),
    check("quotes_total_chk", sql`${t.totalMinor} >= 0`),
    uniqueIndex("quotes_series_version_uq").on(t.seriesId, t.version),
    uniqueIndex("quotes_token_uq").on(t.tokenHash),
    index("quotes_lead_idx").on(t.leadId, t.createdAt),
    index("quotes_sent_idx").on(t.sentAt),
    // The leads list's filter by quote state (a semi-join on the lead ids of one state).
    index("quotes_status_lead_idx").on(t.status, t.leadId),
  ],
);

export const QUOTE_CHANNELS = ["whatsapp", "email"] as const;
export type QuoteChannel = (typeof QUOTE_CHANNELS)[number];

/**
 * One delivery of one quote version on one channel: the unique key is what makes a second Send
 * (a double click, a retry after a lost answer) a no-op instead of a second message.
 */
export const quoteDeliveries = pgTable(
  "quote_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    channel: text("channel").$type<QuoteChannel>().notNull(),
    /** "queued" (WhatsApp: the outbox has it), "sent", "failed", "off" or "refused". */
    state: text("state").notNull(),
    detail: text("detail"),
    /** An email's recipient, subject and text as composed at sending, for a retry. */
    payload: jsonb("payload").$type<{ to: string; subject: string; text: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("quote_deliveries_quote_channel_uq").on(t.quoteId, t.channel)],
);

export type Quote = typeof quotes.$inferSelect;
export type QuoteSettings = typeof quoteSettings.$inferSelect;
