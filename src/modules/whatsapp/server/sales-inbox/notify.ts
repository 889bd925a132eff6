import "server-only";
import { mailNewOwner } from "@/modules/leads/server";
import { config } from "@/platform/config";
import { announceNotice } from "../live";

/**
 * Tells a conversation's new owner at once in the back office (a live notice) and by email (when
 * SMTP_URL is set), like the leads' other owner notices. `by` is who gave it (null: the rules).
 */
export async function announceAssignment(
  lead: { id: string; name: string; whatsapp: string; ownerId: string },
  by: string | null,
) {
  await announceNotice({
    userId: lead.ownerId,
    leadId: lead.id,
    text: `${by ? `${by} gave you` : "You were given"} the WhatsApp conversation with ${lead.name}.`,
  });
  // Without a mail server there is nothing to send: not even the owner's address is read.
  if (!config().SMTP_URL) return;
  // Not awaited: a slow mail server must not hold the message's processing or the answer.
  void mailNewOwner(lead.ownerId, lead, by).catch((e: unknown) =>
    console.warn("Could not mail the new owner", (e as Error).message),
  );
}
