import "server-only";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { whatsappOutbox } from "../../schema";
import { isOptedOut } from "../opt-out";

const SKIP_ALREADY_MESSAGED = "already messaged today";
export const SKIP_NOT_SET_UP = "WhatsApp messaging is not set up or is turned off";
export const SKIP_NOT_A_PERSON = "the form was not confirmed as filled in by a person";
export const SKIP_OPTED_OUT = "the number opted out of WhatsApp messages (STOP)";
const SKIP_NO_TEMPLATE = "no approved template for the buyer's language";

const DAY_MS = 24 * 60 * 60_000;
/** States that mean a template went, or is about to go, to the number. */
const MESSAGED = ["held", "queued", "sending", "sent", "delivered", "read", "unknown"] as const;

/**
 * Adds the lead's template message to the outbox inside the caller's transaction, or a skipped row
 * saying why: at most one template per number in 24 hours. The advisory lock on the number makes
 * two simultaneous leads from one number take turns, so only one of them is queued.
 */
export async function enqueueLeadMessage(
  tx: Db,
  lead: { id: string; recipient: string },
  opts: {
    active: boolean;
    now?: Date;
    force?: boolean;
    /** Why the person check failed: stored as a skipped message staff may Resend. */
    unverified?: boolean;
    /** An unusual surge of leads: the message waits for an owner's approval. */
    holdReason?: string;
    /** The template picked for the buyer (pickTemplate); null: none is approved. */
    template?: { name: string; language: string; params: string[] } | null;
  },
): Promise<void> {
  const now = opts.now ?? new Date();
  const skip = (reason: string) =>
    tx.insert(whatsappOutbox).values({
      leadId: lead.id,
      recipient: lead.recipient,
      state: "skipped",
      skipReason: reason,
    });
  if (!opts.active) return void (await skip(SKIP_NOT_SET_UP));
  if (opts.unverified) return void (await skip(SKIP_NOT_A_PERSON));
  if (opts.template === null) return void (await skip(SKIP_NO_TEMPLATE));
  if (await isOptedOut(tx, lead.recipient)) return void (await skip(SKIP_OPTED_OUT));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"wa:" + lead.recipient}))`);
  if (!opts.force) {
    const [recent] = await tx
      .select({ id: whatsappOutbox.id })
      .from(whatsappOutbox)
      .where(
        and(
          eq(whatsappOutbox.recipient, lead.recipient),
          // An operator's sign-in code is no message to a buyer: asking for one on the public
          // portal must not use up the number's template for the day.
          eq(whatsappOutbox.signInCode, false),
          inArray(whatsappOutbox.state, [...MESSAGED]),
          gte(whatsappOutbox.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .limit(1);
    if (recent) return void (await skip(SKIP_ALREADY_MESSAGED));
  }
  await tx.insert(whatsappOutbox).values({
    leadId: lead.id,
    recipient: lead.recipient,
    ...(opts.template
      ? {
          templateName: opts.template.name,
          templateLanguage: opts.template.language,
          templateParams: opts.template.params.length ? opts.template.params : null,
        }
      : {}),
    ...(opts.holdReason
      ? { state: "held", skipReason: opts.holdReason }
      : { state: "queued", nextAttemptAt: now }),
  });
}
