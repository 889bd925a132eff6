import "server-only";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/platform/db/open";
import type { Locale } from "@/platform/i18n/locales";

/** What the new lead's message needs to know, before its transaction. */
export type NewLeadFacts = {
  name: string;
  gameTitle: string;
  language: Locale;
  unverified: boolean;
  /** The site-wide limit of checked requests is reached: store the lead, hold its message. */
  siteBusy: boolean;
};

/** The new lead's message: written in the lead's own transaction, then what follows the commit. */
type FirstMessage = {
  inTransaction(tx: Db, lead: { id: string; whatsapp: string }): Promise<void>;
  /** Held for an owner's approval (a surge of leads). */
  held: boolean;
  afterCommit(): void;
};

/** A message to the buyer and its delivery receipts, for the lead's timeline. */
type MessageHistory = {
  createdAt: string;
  state: string;
  error: string | null;
  skipReason: string | null;
  events: Array<{ status: string; at: string; error: string | null }>;
};
type DeliveryCounts = { sent: number; delivered: number; read: number; failed: number };

/**
 * What a messaging channel adds to leads. Leads calls these and never imports the channel: the
 * channel's module (whatsapp) depends on leads, and start-up plugs it in with setLeadMessaging
 * (src/startup/compose-modules.ts). Without one, leads are stored and worked with no messages.
 */
export type LeadMessaging = {
  firstMessage(facts: NewLeadFacts): Promise<FirstMessage>;
  /** Inside a merge's transaction: the merged request's messages move to the kept lead. */
  moveMessages(tx: Db, keptId: string, mergedId: string): Promise<void>;
  /** A lead's messages for its timeline. */
  timeline(leadId: string): Promise<MessageHistory[]>;
  /** SQL for a lead's count of unread messages from the buyer, and for "has any". */
  unreadCount(leadId: AnyPgColumn): SQL<number>;
  hasUnread(leadId: AnyPgColumn): SQL;
  /** The dashboard's delivery counts of the messages created in the period. */
  deliveryCounts(from: Date, to: Date): Promise<DeliveryCounts>;
};

// On globalThis: the server's start-up and its route handlers may be bundled apart.
const g = globalThis as unknown as { __leadMessaging?: LeadMessaging };

export function setLeadMessaging(messaging: LeadMessaging | undefined) {
  g.__leadMessaging = messaging;
}

export const leadMessaging = (): LeadMessaging | undefined => g.__leadMessaging;
