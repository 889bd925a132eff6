import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { games } from "./schema";

/** Games with their media, featured first then newest (SPEC.md section 7, public reads). */
export async function listGamesWithMedia() {
  const db = await getDb();
  return db.query.games.findMany({
    orderBy: [desc(games.featured), desc(games.createdAt)],
    with: { media: true },
  });
}
