import "server-only";
import { eq } from "drizzle-orm";
import { games } from "@/modules/catalog/schema";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type Lead } from "../schema";
import type { leadSchema } from "../validation";
import type { z } from "zod";

/** Inserts the lead with status new; resolves only once the row is committed. */
export async function createLead(input: z.output<typeof leadSchema>): Promise<Lead> {
  const db = await getDb();
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.id, input.gameId))
    .limit(1);
  if (!game)
    throw new AppError("This game is no longer available", { code: "NOT_FOUND", status: 404 });
  const [lead] = await db
    .insert(leads)
    .values({
      name: input.name,
      whatsapp: `${input.countryCode}${input.whatsapp}`,
      countryCode: input.countryCode,
      location: input.location,
      gameId: input.gameId,
    })
    .returning();
  return lead!;
}
