import "server-only";
import type { Db } from "@/platform/db/open";
import { whatsappOutbox } from "../../schema";

/** A message for the outbox, as another module describes it (a quote's PDF, an operator's notice). */
export type OutboxMessage = typeof whatsappOutbox.$inferInsert;

/** Rows per insert: far below PostgreSQL's 65,535 parameters per statement. */
const SLICE = 500;

/**
 * Queues messages in the caller's transaction: they are sent once it commits (the outbox worker),
 * retried, and never lost; if it rolls back, none of them exists.
 */
export async function queueMessages(tx: Db, messages: OutboxMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += SLICE)
    await tx.insert(whatsappOutbox).values(messages.slice(i, i + SLICE));
}
