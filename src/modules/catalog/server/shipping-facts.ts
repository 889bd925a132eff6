import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { gameDimensions, games, type GameDimension } from "../schema";

type GameShippingFacts = {
  hsCode: string | null;
  countryOfOrigin: string | null;
  /** The game's measures as the catalogue holds them now (assembled, packaged). */
  dimensions: GameDimension[];
};

/**
 * What shipping papers print of each game: its customs code, country of origin and sizes, by id;
 * a game since deleted is simply absent.
 */
export async function gameShippingFacts(
  ids: string[],
  db?: Db,
): Promise<Map<string, GameShippingFacts>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const conn = db ?? (await getDb());
  const [gameRows, dimensionRows] = await Promise.all([
    conn
      .select({ id: games.id, hsCode: games.hsCode, countryOfOrigin: games.countryOfOrigin })
      .from(games)
      .where(inArray(games.id, wanted)),
    conn.select().from(gameDimensions).where(inArray(gameDimensions.gameId, wanted)),
  ]);
  return new Map(
    gameRows.map((g) => [
      g.id,
      {
        hsCode: g.hsCode,
        countryOfOrigin: g.countryOfOrigin,
        dimensions: dimensionRows.filter((d) => d.gameId === g.id),
      },
    ]),
  );
}
