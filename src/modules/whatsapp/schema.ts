import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
import { leads } from "@/modules/leads/schema";
import { user } from "@/modules/auth/schema";
import { createdAt, updatedAt } from "@/platform/db/columns";

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

/**
 * "email" rows are operators' notices by email: the same durable queue (lease, retries, one
 * automatic resend of an unanswered send), sent through SMTP instead of the Graph API and outside
 * WhatsApp's daily cap; `recipient` is then the address.
 */
export const OUTBOX_KINDS = ["template", "text", "document", "email"] as const;

/** A file sent by link (a quote's PDF): as a document message, or a template's document header. */
export type OutboxDocument = { link: string; filename: string; caption?: string };

/** What stands in for a message's secret parts (a sign-in code) once the outbox is done with it. */
export type OutboxRedaction = {
  body?: string;
  templateParams?: string[];
  templateButtons?: string[];
};

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
    /**
     * "template" (the price request's, one staff chose, or an operator's notice), "text" (a
     * free-form reply), "document", or "email" (an operator's notice by email).
     */
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull().default("template"),
    /** A reply's text, or an email's. */
    body: text("body"),
    /** An email's subject. */
    subject: text("subject"),
    /** A template chosen by staff; null means the configured new-lead template. */
    templateName: text("template_name"),
    templateLanguage: text("template_language"),
    /** The template's body parameters, in order ({{1}}, {{2}}…). */
    templateParams: jsonb("template_params").$type<string[]>(),
    /** The parameter of each URL button, by index (an authentication template's copy-code button). */
    templateButtons: jsonb("template_buttons").$type<string[]>(),
    /** A document message's file, or the document header of a template. */
    document: jsonb("document").$type<OutboxDocument>(),
    /**
     * Replaces the parts that must not outlive the send (a sign-in code) once the message is sent
     * or given up (outbox/redact.ts), so the table and its backups keep no working secret; null
     * when the message holds none. A document's link is always removed then.
     */
    afterSend: jsonb("after_send").$type<OutboxRedaction>(),
    /**
     * Whether it counts against WHATSAPP_DAILY_CAP (and holds the day's budget). False for every
     * notice to an operator: a bulletin to thousands must neither wait for weeks nor hold back new
     * leads' templates, and sign-in codes have a budget of their own. Emails never count.
     */
    capped: boolean("capped").notNull().default(true),
    /**
     * An operator's portal sign-in code: outside the buyers' cap and their once-a-day rule, it
     * counts against WHATSAPP_CODE_DAILY_CAP instead. Its parameters, buttons and body are sealed
     * (platform/secrets) while it waits and opened only to send it.
     */
    signInCode: boolean("sign_in_code").notNull().default(false),
    /** The staff member who sent it; null for the automatic new-lead template. */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
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

/**
 * Every verified webhook POST, stored as received before the 200 and processed after it
 * (server/inbox), so storage, lead creation and media downloads never delay Meta's answer
 * and a crash between the two loses nothing.
 */
export const whatsappInbox = pgTable(
  "whatsapp_inbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The raw JSON text (jsonb would refuse a "\u0000" inside a string). */
    body: text("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("whatsapp_inbox_pending_idx").on(t.processedAt, t.createdAt)],
);

/** What a buyer's message says beyond its text, kept as the back office shows it. */
export type IncomingDetails = {
  /** A photo's, video's or file's caption. */
  caption?: string;
  /** A voice note recorded in WhatsApp (not a forwarded audio file). */
  voice?: boolean;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  /** Shared contact cards. */
  contacts?: Array<{ name: string; phones: string[]; emails: string[] }>;
  order?: {
    catalogId?: string;
    text?: string;
    items: Array<{ productRetailerId: string; quantity: number; price: number; currency: string }>;
  };
  /** An interactive reply: the chosen row's or button's id and the row's description. */
  reply?: { id?: string; description?: string };
  /** The click-to-WhatsApp ad or post the buyer came from. */
  referral?: { headline?: string; body?: string; sourceUrl?: string; sourceType?: string };
  /** A system event (a changed number): the note shown in the conversation. */
  system?: { kind: string; newNumber?: string };
  /** A buyer known only by username: the username Meta showed. */
  username?: string;
};

/** Messages buyers sent us, each stored once by its WhatsApp id ("wamid…"). */
export const whatsappIncoming = pgTable(
  "whatsapp_incoming",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    wamid: text("wamid").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** The sender's number, digits only, as Meta sends it; empty when Meta withheld it. */
    sender: text("sender").notNull(),
    /** The sender's business-scoped user id, when Meta sends one. */
    senderUserId: text("sender_user_id"),
    type: text("type").notNull(),
    /** Text, caption, button text or a short description of other types. */
    body: text("body"),
    mediaId: text("media_id"),
    mediaMime: text("media_mime"),
    fileName: text("file_name"),
    /** The downloaded file's key in the file store. */
    fileKey: text("file_key"),
    mediaError: text("media_error"),
    /** What a type says beyond its text (place, shared contacts, order items, ad…), for staff. */
    details: jsonb("details").$type<IncomingDetails>(),
    /** The wamid of the message this one answers (Meta's context.id). */
    replyTo: text("reply_to"),
    /** When the buyer sent it (Meta's timestamp). */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Meta's read receipt went for this message (sent once). */
    receiptAt: timestamp("receipt_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("whatsapp_incoming_wamid_uq").on(t.wamid),
    index("whatsapp_incoming_lead_idx").on(t.leadId, t.sentAt),
    index("whatsapp_incoming_sender_idx").on(t.sender, t.sentAt),
    index("whatsapp_incoming_unread_idx")
      .on(t.leadId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Numbers that asked not to be messaged ("STOP"), or that an owner set by hand. */
export const whatsappOptOuts = pgTable("whatsapp_opt_outs", {
  /** Digits only, as Meta sends and the outbox stores them. */
  number: text("number").primaryKey(),
  optedOut: boolean("opted_out").notNull(),
  /** "message" (the buyer wrote STOP/START) or "staff". */
  changedBy: text("changed_by").notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The business account's message templates, synced on demand and by the status webhook. */
export const whatsappTemplates = pgTable(
  "whatsapp_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    language: text("language").notNull(),
    /** APPROVED, PENDING, REJECTED, PAUSED, DISABLED… as Meta names them. */
    status: text("status").notNull(),
    category: text("category"),
    /** The BODY component's text, with its {{n}} placeholders. */
    body: text("body"),
    paramCount: integer("param_count").notNull().default(0),
    reason: text("reason"),
    /** The time of the status event applied last (Meta's entry time): older events are ignored. */
    statusAt: timestamp("status_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("whatsapp_templates_name_lang_uq").on(t.name, t.language)],
);

/**
 * The sales inbox: one conversation per lead that wrote or was written to by staff, its last
 * message and state, kept by the incoming messages and the replies so the inbox list is one
 * indexed read (docs/decisions/024-whatsapp-sales-inbox.md).
 */
export const CONVERSATION_DIRECTIONS = ["in", "out"] as const;
export const whatsappConversations = pgTable(
  "whatsapp_conversations",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The lead's owner, copied by the leads_owner_to_conversation trigger so the inbox's tabs use an index. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    lastDirection: text("last_direction", { enum: CONVERSATION_DIRECTIONS }).notNull(),
    /** The last message's text, cut short, for the list. */
    lastPreview: text("last_preview"),
    /** The buyer's first message not yet answered; null once staff replied. */
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    /** Hidden from the open tabs until then; the buyer writing ends it at once. */
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
    /** Closed by staff; a new message reopens it. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("whatsapp_conversations_direction_chk", sql`${t.lastDirection} in ('in', 'out')`),
    // Newest first, everyone's and by owner (null = unassigned); ties by lead id for the keyset.
    index("whatsapp_conversations_last_idx").on(t.lastMessageAt, t.leadId),
    index("whatsapp_conversations_owner_last_idx").on(t.ownerId, t.lastMessageAt, t.leadId),
    index("whatsapp_conversations_snoozed_idx")
      .on(t.snoozedUntil)
      .where(sql`${t.snoozedUntil} is not null`),
  ],
);

/** Sales teams a routing rule can give conversations to, in turn among their members. */
export const salesTeams = pgTable(
  "sales_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sales_teams_name_uq").on(sql`lower(${t.name})`)],
);

export const salesTeamMembers = pgTable(
  "sales_team_members",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => salesTeams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The member's last turn in this team's round-robin (null: never, so first). */
    lastAssignedAt: timestamp("last_assigned_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/**
 * Owners' routing rules, applied in `position` order to a conversation with no owner: the first
 * whose every set condition matches gives it to its person or team.
 */
export const whatsappRoutingRules = pgTable(
  "whatsapp_routing_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    position: integer("position").notNull(),
    /** A locale code of platform/i18n/locales.ts (the lead's language). */
    language: text("language"),
    /** A calling code, "+44" (the lead's, from the number). */
    countryCode: text("country_code"),
    /** The lead's source ("whatsapp", "direct", a utm source…). */
    source: text("source"),
    gameId: uuid("game_id").references(() => games.id, { onDelete: "cascade" }),
    assigneeUserId: text("assignee_user_id").references(() => user.id, { onDelete: "cascade" }),
    assigneeTeamId: uuid("assignee_team_id").references(() => salesTeams.id, {
      onDelete: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "whatsapp_routing_rules_one_assignee_chk",
      sql`(${t.assigneeUserId} is null) <> (${t.assigneeTeamId} is null)`,
    ),
    check(
      "whatsapp_routing_rules_condition_chk",
      sql`coalesce(${t.language}, ${t.countryCode}, ${t.source}, ${t.gameId}::text) is not null`,
    ),
    index("whatsapp_routing_rules_position_idx").on(t.position),
  ],
);

export type WhatsappConversation = typeof whatsappConversations.$inferSelect;
export type RoutingRule = typeof whatsappRoutingRules.$inferSelect;
export type OutboxMessage = typeof whatsappOutbox.$inferSelect;
export type WhatsappSettings = typeof whatsappSettings.$inferSelect;
export type WhatsappMessageStatus = typeof whatsappMessageStatus.$inferSelect;
export type WhatsappIncoming = typeof whatsappIncoming.$inferSelect;
export type WhatsappTemplate = typeof whatsappTemplates.$inferSelect;

/**
 * When the sales team answers WhatsApp and how fast, set by owners: the week's hours in one time
 * zone, holidays, the reply targets in business minutes, and the away message per site language
 * (business-time.ts reads the hours). One row.
 */
export const whatsappReplyTimeSettings = pgTable(
  "whatsapp_reply_time_settings",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    timeZone: text("time_zone").notNull(),
    /** Sunday first: { open, close } as "HH:MM", or null when closed that day. */
    days: jsonb("days").$type<Array<{ open: string; close: string } | null>>().notNull(),
    /** "YYYY-MM-DD" in the time zone. */
    holidays: jsonb("holidays").$type<string[]>().notNull(),
    firstReplyMinutes: integer("first_reply_minutes").notNull(),
    nextReplyMinutes: integer("next_reply_minutes").notNull(),
    awayOn: boolean("away_on").notNull().default(true),
    /** The away message per site locale; a missing one falls back to the default text. */
    awayTexts: jsonb("away_texts").$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("whatsapp_reply_time_settings_singleton_chk", sql`${t.singleton}`)],
);

/**
 * Each lead's reply clock: set when the buyer's message waits for staff, cleared by a staff reply.
 * `late_at` claims the late notice (a conditional update), so it goes once; `away_for` is the
 * opening that ends the closed period an away message was sent in, so one goes per period.
 */
export const whatsappReplyClocks = pgTable(
  "whatsapp_reply_clocks",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    waitingSince: timestamp("waiting_since", { withTimezone: true }),
    /** Whether staff never answered this lead on WhatsApp before (the first-reply target). */
    firstReply: boolean("first_reply").notNull().default(true),
    clockStartsAt: timestamp("clock_starts_at", { withTimezone: true }),
    replyDueAt: timestamp("reply_due_at", { withTimezone: true }),
    lateAt: timestamp("late_at", { withTimezone: true }),
    awayFor: timestamp("away_for", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("whatsapp_reply_clocks_due_idx")
      .on(t.replyDueAt)
      .where(sql`${t.lateAt} is null`),
  ],
);

/** One row per staff reply that ended a wait: the dashboard's reply times per person and month. */
export const whatsappReplyTimes = pgTable(
  "whatsapp_reply_times",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    staffId: text("staff_id").references(() => user.id, { onDelete: "set null" }),
    firstReply: boolean("first_reply").notNull(),
    waitingSince: timestamp("waiting_since", { withTimezone: true }).notNull(),
    repliedAt: timestamp("replied_at", { withTimezone: true }).notNull(),
    /** Business minutes the buyer waited (null when no hours were set). */
    businessMinutes: integer("business_minutes"),
    withinTarget: boolean("within_target"),
  },
  (t) => [index("whatsapp_reply_times_replied_idx").on(t.repliedAt)],
);

/** Staff's saved replies: a short name per language, filled from the lead when chosen. */
export const whatsappSavedReplies = pgTable(
  "whatsapp_saved_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    language: text("language").notNull(),
    body: text("body").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("whatsapp_saved_replies_name_lang_uq").on(t.name, t.language)],
);

export type ReplyTimeSettings = typeof whatsappReplyTimeSettings.$inferSelect;
export type SavedReply = typeof whatsappSavedReplies.$inferSelect;
