import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leadMerges, leadNotes, leads } from "../schema";
import { leadMessaging } from "./messaging";

/**
 * Merges a returning buyer's other request into the kept lead: its notes, WhatsApp messages and
 * delivery states move over, a merge row keeps what it was (its audit entries stay under its id
 * and the kept lead's timeline reads them through that row), and the merged row is deleted.
 * Only requests from the same number merge.
 */
export async function mergeLeads(keptId: string, mergedId: string, actorId: string) {
  if (keptId === mergedId)
    throw new AppError("A lead cannot be merged into itself", { code: "VALIDATION", status: 400 });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [kept] = await tx.select().from(leads).where(eq(leads.id, keptId)).for("update");
    const [merged] = await tx.select().from(leads).where(eq(leads.id, mergedId)).for("update");
    if (!kept || !merged) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
    if (kept.whatsapp !== merged.whatsapp)
      throw new AppError("Only requests from the same number can be merged", {
        code: "CONFLICT",
        status: 409,
      });
    await tx.update(leadNotes).set({ leadId: keptId }).where(eq(leadNotes.leadId, mergedId));
    await leadMessaging()?.moveMessages(tx, keptId, mergedId);
    // Earlier merges into the merged lead now belong to the kept one.
    await tx.update(leadMerges).set({ keptId }).where(eq(leadMerges.keptId, mergedId));
    const snapshot = { ...merged } as Record<string, unknown>;
    await tx.insert(leadMerges).values({ keptId, mergedId, merged: snapshot, mergedBy: actorId });
    await tx
      .update(leads)
      .set({
        ownerId: kept.ownerId ?? merged.ownerId,
        followUpAt: kept.followUpAt ?? merged.followUpAt,
        firstContactAt: sql`least(${leads.firstContactAt}, ${merged.firstContactAt?.toISOString() ?? null}::timestamptz)`,
        lastActionAt: new Date(),
      })
      .where(eq(leads.id, keptId));
    await tx.delete(leads).where(eq(leads.id, mergedId));
    return { kept: keptId, merged: snapshot };
  });
}
