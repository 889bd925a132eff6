import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import { leads } from "@/modules/leads/schema";
import { machines, operators } from "@/modules/machines/schema";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { quotes, type QuoteLine } from "@/modules/quotes/schema";
import { createdAt, updatedAt } from "@/platform/db/columns";
import type { Incoterm, OrderStage } from "./stages";
import type { PaymentMethod } from "./payments";

/** Money columns: integer minor units, read as JS numbers (exact up to 2^53). */
const minor = (name: string) => bigint(name, { mode: "number" });

/** The owner's default payment terms for new orders (one row). */
export const orderSettings = pgTable(
  "order_settings",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    /** The deposit, in basis points of the total (3000 = 30%). */
    depositBp: integer("deposit_bp").notNull().default(3000),
    /** Days after the order for the deposit; the balance is due before shipping. */
    depositDays: integer("deposit_days").notNull().default(7),
    /** The seller on the order documents: its name and postal address (several lines). */
    businessName: text("business_name").notNull().default(""),
    businessAddress: text("business_address").notNull().default(""),
    /** Where the buyer pays, printed on the pro-forma invoice. */
    bankBeneficiary: text("bank_beneficiary").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    /** An IBAN (stored without spaces) or a local account number. */
    bankAccount: text("bank_account").notNull().default(""),
    bankSwift: text("bank_swift").notNull().default(""),
    bankAddress: text("bank_address").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("order_settings_singleton_chk", sql`${t.singleton}`),
    check("order_settings_deposit_chk", sql`${t.depositBp} between 0 and 10000`),
    check("order_settings_days_chk", sql`${t.depositDays} between 0 and 365`),
  ],
);

/**
 * The last order number given in a year: the row is locked by the increment, so two orders of
 * the same year take their numbers one after the other, with no gap and no repeat.
 */
export const orderNumbers = pgTable("order_numbers", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * One order per quote series: the accepted version's lines, currency and totals copied and frozen.
 * Orders are never deleted (cancelled instead), so the lead and quote cannot be deleted under one.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "restrict" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    /** The quote's series: the unique key that makes a second accept a no-op. */
    quoteSeriesId: uuid("quote_series_id").notNull(),
    quoteNumber: text("quote_number").notNull(),
    /** The buyer's email on the accepted version (copied): where the order's emails go. */
    buyerEmail: text("buyer_email"),
    /**
     * The buyer's portal account: the operator with the lead's number or the quote's address,
     * made with the order when none had them. Null only when the buyer has neither.
     */
    operatorId: uuid("operator_id").references(() => operators.id, { onDelete: "restrict" }),
    /** "accepted" (the buyer's page) or "other" (staff, by hand, with a note). */
    origin: text("origin").$type<"accepted" | "other">().notNull(),
    originNote: text("origin_note"),
    currency: text("currency").notNull(),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    taxBp: integer("tax_bp"),
    taxLabel: text("tax_label"),
    subtotalMinor: minor("subtotal_minor").notNull(),
    discountMinor: minor("discount_minor").notNull(),
    taxMinor: minor("tax_minor").notNull(),
    totalMinor: minor("total_minor").notNull(),
    depositBp: integer("deposit_bp").notNull(),
    depositMinor: minor("deposit_minor").notNull(),
    depositDueOn: date("deposit_due_on", { mode: "string" }),
    stage: text("stage").$type<OrderStage>().notNull().default("confirmed"),
    plannedShipDate: date("planned_ship_date", { mode: "string" }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    incoterm: text("incoterm").$type<Incoterm>(),
    estimatedArrival: date("estimated_arrival", { mode: "string" }),
    /** Shipped before the balance was paid: the owner who allowed it and why. */
    shipOverrideBy: text("ship_override_by").references(() => user.id, { onDelete: "set null" }),
    shipOverrideReason: text("ship_override_reason"),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_number_uq").on(t.number),
    uniqueIndex("orders_quote_series_uq").on(t.quoteSeriesId),
    index("orders_lead_idx").on(t.leadId),
    index("orders_stage_idx").on(t.stage, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    index("orders_operator_idx").on(t.operatorId),
    check(
      "orders_stage_chk",
      sql`${t.stage} in ('confirmed', 'deposit_received', 'in_production', 'ready_to_ship', 'shipped', 'delivered', 'installed', 'cancelled')`,
    ),
    check("orders_origin_chk", sql`${t.origin} in ('accepted', 'other')`),
    check("orders_total_chk", sql`${t.totalMinor} >= 0 and ${t.depositMinor} >= 0`),
    check(
      "orders_tracking_url_chk",
      sql`${t.trackingUrl} is null or ${t.trackingUrl} like 'https://%'`,
    ),
  ],
);

/** A payment received: never changed or deleted (a mistake is corrected by another row later). */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountMinor: minor("amount_minor").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    reference: text("reference"),
    overpayment: boolean("overpayment").notNull().default(false),
    note: text("note"),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.paidOn),
    check("order_payments_amount_chk", sql`${t.amountMinor} > 0`),
    check(
      "order_payments_method_chk",
      sql`${t.method} in ('bank_transfer', 'card', 'cash', 'other')`,
    ),
  ],
);

/** Each stage an order entered: who moved it, when, and what was given with it. */
export const orderStageChanges = pgTable(
  "order_stage_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    fromStage: text("from_stage").$type<OrderStage>(),
    toStage: text("to_stage").$type<OrderStage>().notNull(),
    /** Null for the buyer (an accept on the quote's page). */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, string | null>>(),
    createdAt: createdAt(),
  },
  (t) => [index("order_stage_changes_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * The buyer was told of a stage once per channel: the unique key is the message's idempotency key,
 * so a stage change retried, or two processes at once, queue one message per order, stage and
 * channel. `outboxId` is the message that carries it (its state says whether it arrived).
 */
export const orderNotices = pgTable(
  "order_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    stage: text("stage").$type<OrderStage>().notNull(),
    channel: text("channel").$type<"whatsapp" | "email">().notNull(),
    outboxId: uuid("outbox_id").references(() => whatsappOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("order_notices_key_uq").on(t.orderId, t.stage, t.channel),
    check("order_notices_channel_chk", sql`${t.channel} in ('whatsapp', 'email')`),
  ],
);

/**
 * The machines registered for an order at its installation (the machines module owns the
 * machine; this says which order it came from and which of the order's lines it is).
 */
export const orderMachines = pgTable(
  "order_machines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    machineId: uuid("machine_id")
      .primaryKey()
      .references(() => machines.id, { onDelete: "restrict" }),
    /** The index of the order's line (a game) the machine is one of. */
    line: integer("line").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_machines_order_idx").on(t.orderId)],
);

/**
 * How many orders there are, kept by the database: statement triggers on orders add what an
 * insert adds and take away what a delete takes (migration 0028). The list's unfiltered total
 * reads this one row instead of counting every order (a whole-table scan on each first page).
 */
export const orderCount = pgTable(
  "order_count",
  {
    id: integer("id").primaryKey().default(1),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [check("order_count_one_row_chk", sql`${t.id} = 1`)],
);

export type Order = typeof orders.$inferSelect;
export type OrderPayment = typeof orderPayments.$inferSelect;
export type OrderStageChange = typeof orderStageChanges.$inferSelect;
export type OrderSettings = typeof orderSettings.$inferSelect;
