import "server-only";
import { findGameTitle } from "@/modules/catalog/server";
import { recordAudit } from "@/platform/audit/record";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type Lead } from "../schema";
import type { leadSchema } from "../validation";
import { mailNewOwner, takeNextOwner } from "./assign";
import { leadMessaging } from "./messaging";
import { toE164 } from "./phone";
import { sourceColumns } from "./source";
import type { z } from "zod";

/**
 * Inserts the lead with status new, its owner (round-robin) and its first message (the messaging
 * plugged in at start-up: WhatsApp); resolves once all are committed. The number is stored E.164,
 * so earlier requests from it are linked. An unverified lead (the person check failed) is stored
 * with its message skipped, so a real buyer whose browser could not do the check is still called
 * back; during a surge of leads the message is held for an owner's approval.
 */
export async function createLead(
  input: z.output<typeof leadSchema>,
  opts: {
    unverified?: boolean;
    /** The site-wide limit of checked requests is reached: store, and hold the message. */
    siteBusy?: boolean;
  } = {},
): Promise<Lead & { held: boolean }> {
  const db = await getDb();
  const game = await findGameTitle(input.gameId, db);
  if (!game)
    throw new AppError("This game is no longer available", { code: "NOT_FOUND", status: 404 });
  const message = await leadMessaging()?.firstMessage({
    name: input.name,
    gameTitle: game.title,
    language: input.language,
    unverified: Boolean(opts.unverified),
    siteBusy: Boolean(opts.siteBusy),
  });
  const ownHost = new URL(config().siteUrl).hostname;
  // The lead and its message commit together: a stored lead always has its outbox row.
  const lead = await db.transaction(async (tx) => {
    const ownerId = await takeNextOwner(tx);
    const [lead] = await tx
      .insert(leads)
      .values({
        name: input.name,
        whatsapp: toE164(input.countryCode, input.whatsapp),
        countryCode: input.countryCode,
        location: input.location,
        gameId: input.gameId,
        ownerId,
        language: input.language,
        ...sourceColumns(input.source, ownHost),
      })
      .returning();
    await message?.inTransaction(tx, lead!);
    return lead!;
  });
  if (lead.ownerId) {
    await recordAudit({
      actor: { id: null, email: null },
      ip: null,
      entity: "lead",
      entityId: lead.id,
      action: "assign",
      changes: { before: { ownerId: null }, after: { ownerId: lead.ownerId } },
    });
    // The buyer's answer does not wait on a mail server (sendMail never throws).
    void mailNewOwner(lead.ownerId, lead, null);
  }
  message?.afterCommit();
  return { ...lead, held: Boolean(message?.held) };
}
