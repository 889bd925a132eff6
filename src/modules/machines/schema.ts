import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "@/modules/auth/schema";
import { games } from "@/modules/catalog/schema";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { createdAt, updatedAt } from "@/platform/db/columns";
import { BULLETIN_SEVERITIES, CLAIM_KINDS, CLAIM_STATUSES, DOCUMENT_KINDS } from "./index";

/**
 * A venue or company that runs machines we sold. Operators are not staff: they sign in with a
 * one-time code sent to the number or address on file and have sessions of their own.
 */
export const operators = pgTable(
  "operators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    company: text("company").notNull(),
    contactName: text("contact_name").notNull(),
    /** E.164, e.g. +34600111222. */
    whatsapp: text("whatsapp"),
    email: text("email"),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    /** The site language the portal and the messages use. */
    locale: text("locale").notNull().default("en"),
    /** Too many wrong sign-in codes: no code opens a session before this time. */
    signInLockedUntil: timestamp("sign_in_locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("operators_whatsapp_uq").on(t.whatsapp),
    uniqueIndex("operators_email_lower_uq").on(sql`lower(${t.email})`),
    check("operators_contact_chk", sql`${t.whatsapp} is not null or ${t.email} is not null`),
  ],
);

export const machines = pgTable(
  "machines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serial: text("serial").notNull(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "restrict" }),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "restrict" }),
    installDate: date("install_date", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("machines_serial_upper_uq").on(sql`upper(${t.serial})`),
    index("machines_operator_idx").on(t.operatorId),
    index("machines_game_idx").on(t.gameId),
    index("machines_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** A one-time sign-in code: only its HMAC is kept; it expires and allows a few tries. */
export const operatorCodes = pgTable(
  "operator_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    channel: text("channel", { enum: ["whatsapp", "email"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("operator_codes_operator_idx").on(t.operatorId, t.createdAt)],
);

/** An operator's signed-in browser; the cookie holds a token, the table only its hash. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("operator_sessions_token_uq").on(t.tokenHash)],
);

/** A game's service document; a new version is a new row, so older ones stay available to staff. */
export const machineDocuments = pgTable(
  "machine_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    language: text("language").notNull(),
    version: text("version").notNull(),
    /** Object path in the file store (private: never under a public URL). */
    path: text("path").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("machine_documents_game_idx").on(t.gameId, t.kind, t.language, t.createdAt)],
);

export type ClaimFile = { path: string; contentType: string; size: number; name: string };

export const claims = pgTable(
  "machine_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    machineId: uuid("machine_id")
      .notNull()
      .references(() => machines.id, { onDelete: "cascade" }),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CLAIM_KINDS }).notNull(),
    description: text("description").notNull(),
    files: jsonb("files").$type<ClaimFile[]>().notNull().default([]),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("new"),
    reason: text("reason"),
    trackingRef: text("tracking_ref"),
    /** When staff last changed it (null: untouched since filed). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("machine_claims_operator_idx").on(t.operatorId, t.createdAt),
    index("machine_claims_status_idx").on(t.status, t.createdAt),
    // The staff queue's order (untouched first, oldest first; then newest first), exactly as
    // listClaimsPage writes it, so its first page is read from here rather than sorted.
    index("machine_claims_queue_idx").on(
      sql`(case when ${t.status} = 'new' then 0 else 1 end)`,
      sql`(case when ${t.status} = 'new' then ${t.createdAt} end)`,
      t.createdAt.desc(),
    ),
  ],
);

/** Each status a claim went through, shown to the operator as its history. */
export const claimEvents = pgTable(
  "machine_claim_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    status: text("status", { enum: CLAIM_STATUSES }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("machine_claim_events_claim_idx").on(t.claimId, t.createdAt)],
);

export const bulletins = pgTable("machine_bulletins", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  /** Sanitized HTML. */
  body: text("body").notNull(),
  severity: text("severity", { enum: BULLETIN_SEVERITIES }).notNull(),
  gameIds: jsonb("game_ids").$type<string[]>().notNull(),
  publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
  /** When its notices were queued (once). */
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Who a bulletin was sent to (one row per operator, ever), the outbox message that carries it
 * (its state says whether it reached them) and when they opened it.
 */
export const bulletinRecipients = pgTable(
  "machine_bulletin_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bulletinId: uuid("bulletin_id")
      .notNull()
      .references(() => bulletins.id, { onDelete: "cascade" }),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["whatsapp", "email"] }).notNull(),
    outboxId: uuid("outbox_id").references(() => whatsappOutbox.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("machine_bulletin_recipients_uq").on(t.bulletinId, t.operatorId)],
);

export type Operator = typeof operators.$inferSelect;
export type Machine = typeof machines.$inferSelect;
export type MachineDocument = typeof machineDocuments.$inferSelect;
export type Claim = typeof claims.$inferSelect;
export type Bulletin = typeof bulletins.$inferSelect;
