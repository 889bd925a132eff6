import "server-only";
import { eq } from "drizzle-orm";
import { games } from "@/modules/catalog/schema";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type Lead } from "../schema";
import { digitsOnly, type leadSchema } from "../validation";
import { loadWhatsappConfig } from "./whatsapp/settings";
import { enqueueLeadMessage } from "./whatsapp/outbox/enqueue";
import type { z } from "zod";

/** Inserts the lead with status new and its WhatsApp message; resolves once both are committed. */
export async function createLead(input: z.output<typeof leadSchema>): Promise<Lead> {
  const db = await getDb();
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.id, input.gameId))
    .limit(1);
  if (!game)
    throw new AppError("This game is no longer available", { code: "NOT_FOUND", status: 404 });
  const settings = await loadWhatsappConfig();
  // The lead and its message commit together: a stored lead always has its outbox row.
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        name: input.name,
        whatsapp: `${input.countryCode}${input.whatsapp}`,
        countryCode: input.countryCode,
        location: input.location,
        gameId: input.gameId,
      })
      .returning();
    await enqueueLeadMessage(
      tx,
      { id: lead!.id, recipient: digitsOnly(lead!.whatsapp) },
      { active: Boolean(settings?.active) },
    );
    return lead!;
  });
}
