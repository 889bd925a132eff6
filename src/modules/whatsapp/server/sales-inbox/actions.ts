import "server-only";
import { setOwner } from "@/modules/leads/server";
import { getDb } from "@/platform/db/client";
import { announceConversations } from "../live";
import { setClosed, setSnooze } from "./conversations";
import { visibleConversation, type InboxViewer } from "./list";
import { announceAssignment } from "./notify";

/**
 * Gives the conversation (and its lead: one owner for both) to a person, or unassigns it. The new
 * owner hears of it at once and by email unless they did it themselves.
 */
export async function reassignConversation(
  leadId: string,
  ownerId: string | null,
  viewer: InboxViewer & { name: string },
) {
  const before = await visibleConversation(leadId, viewer);
  const lead = await setOwner(leadId, ownerId);
  if (lead.ownerId && lead.ownerId !== before.ownerId && lead.ownerId !== viewer.id)
    await announceAssignment({ ...lead, ownerId: lead.ownerId }, viewer.name);
  await announceConversations([leadId]);
  return { before: before.ownerId, after: lead.ownerId };
}

export async function snoozeConversation(leadId: string, until: Date | null, viewer: InboxViewer) {
  const before = await visibleConversation(leadId, viewer);
  const row = await setSnooze(await getDb(), leadId, until);
  await announceConversations([leadId]);
  return { before: before.snoozedUntil, after: row.snoozedUntil?.toISOString() ?? null };
}

export async function closeConversation(leadId: string, closed: boolean, viewer: InboxViewer) {
  const before = await visibleConversation(leadId, viewer);
  const row = await setClosed(await getDb(), leadId, closed);
  await announceConversations([leadId]);
  return { before: before.closedAt !== null, after: row.closedAt !== null };
}
