import "server-only";
import type { OutboxMessage } from "../../schema";

/** What staff read in place of a link that opened a document without signing in. */
const LINK_REMOVED = "[link removed after sending]";
/** What staff read in place of a sign-in code. */
export const CODE_REMOVED = "[code removed after sending]";

/**
 * The columns that end a message's secrets once the outbox is done with it (sent, failed for
 * good, skipped, unknown): nothing sends that row again (a resend is a new row), while a copy in
 * the table or a backup would still open a quote or sign an operator in. A document's link (a
 * quote's PDF by its token) is replaced, and the parts the sender marked (`afterSend`); the rest
 * stays for the history.
 */
export function redactedOnceDone(
  m: Pick<OutboxMessage, "document" | "afterSend">,
): Partial<
  Pick<OutboxMessage, "document" | "afterSend" | "body" | "templateParams" | "templateButtons">
> {
  return {
    ...(m.document ? { document: { ...m.document, link: LINK_REMOVED } } : {}),
    ...(m.afterSend ? { ...m.afterSend, afterSend: null } : {}),
  };
}
