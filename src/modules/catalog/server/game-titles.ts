import "server-only";
import { count, eq, ilike, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { games } from "../schema";

/** A game's id and title, or undefined when there is no such game. */
export async function findGameTitle(id: string, db?: Db) {
  const [game] = await (db ?? (await getDb()))
    .select({ id: games.id, title: games.title })
    .from(games)
    .where(eq(games.id, id))
    .limit(1);
  return game;
}

/** Every game's id and title, for matching games named by title or id. */
export async function gameTitles(db?: Db) {
  return (db ?? (await getDb())).select({ id: games.id, title: games.title }).from(games);
}

/** How many games the catalog holds (none: an empty database the demo may fill). */
export async function countGames(db?: Db): Promise<number> {
  const [row] = await (db ?? (await getDb())).select({ value: count() }).from(games);
  return row?.value ?? 0;
}

/** Which of `ids` are games. */
export async function existingGameIds(ids: string[], db?: Db): Promise<string[]> {
  const rows = await (db ?? (await getDb()))
    .select({ id: games.id })
    .from(games)
    .where(inArray(games.id, ids));
  return rows.map((r) => r.id);
}

/** The titles of the given games, by id; a deleted game is simply absent. */
export async function gameTitlesById(
  ids: (string | null)[],
  db?: Db,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await (db ?? (await getDb()))
    .select({ id: games.id, title: games.title })
    .from(games)
    .where(inArray(games.id, wanted));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** The ids of games whose title matches an ILIKE pattern (a list's search), at most 1000. */
export async function gameIdsTitled(pattern: string, db?: Db): Promise<string[]> {
  const rows = await (db ?? (await getDb()))
    .select({ id: games.id })
    .from(games)
    .where(ilike(games.title, pattern))
    .limit(1000);
  return rows.map((r) => r.id);
}
