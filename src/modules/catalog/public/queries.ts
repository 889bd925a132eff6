import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { TAGS } from "@/platform/cache";
import { cachedRead } from "@/platform/cached";
import {
  gameCategories,
  gameDimensions,
  gameFaqs,
  gameMedia,
  games,
  technicalSpecs,
} from "../schema";
import type { BlockDocument } from "@/modules/content";

export type PublicMedia = {
  id: string;
  type: "image" | "video";
  url: string;
  isMain: boolean;
  mediaType: "showcase" | "trailer" | "gameplay" | null;
  videoProvider: string;
  videoThumbnailUrl: string | null;
  title: string | null;
  description: string | null;
};
export type GameCard = {
  id: string;
  title: string;
  description: string;
  category: string;
  featured: boolean;
  createdAt: string;
  mainImage: string | null;
};
export type GameDetail = GameCard & {
  richDescription: BlockDocument | null;
  warrantyYears: number;
  powerRequirements: string | null;
  media: PublicMedia[];
  specs: Array<{ id: string; key: string; value: string }>;
  dimensions: Array<{
    id: string;
    type: "assembled" | "packaged";
    width: number;
    height: number;
    depth: number;
    dimensionUnit: string;
    weight: number;
    weightUnit: string;
  }>;
  faqs: Array<{ id: string; question: string; answer: string }>;
};

type MediaRow = { type: string; url: string; isMain: boolean };
const mainImageOf = (media: MediaRow[]) =>
  (media.find((m) => m.type === "image" && m.isMain) ?? media.find((m) => m.type === "image"))
    ?.url ?? null;

const toMedia = (m: {
  id: string;
  type: "image" | "video";
  url: string;
  isMain: boolean;
  mediaType: "showcase" | "trailer" | "gameplay" | null;
  videoProvider: string | null;
  videoThumbnailUrl: string | null;
  title: string | null;
  description: string | null;
}): PublicMedia => ({
  id: m.id,
  type: m.type,
  url: m.url,
  isMain: m.isMain,
  mediaType: m.mediaType,
  // SPEC.md section 3: reads default to local.
  videoProvider: m.videoProvider ?? "local",
  videoThumbnailUrl: m.videoThumbnailUrl,
  title: m.title,
  description: m.description,
});

/** The image columns of every listed game's media, in one query, grouped by game. */
async function mediaOf(gameIds: string[]): Promise<Map<string, MediaRow[]>> {
  const byGame = new Map<string, MediaRow[]>();
  if (gameIds.length === 0) return byGame;
  const db = await getDb();
  const rows = await db
    .select({
      gameId: gameMedia.gameId,
      type: gameMedia.type,
      url: gameMedia.url,
      isMain: gameMedia.isMain,
    })
    .from(gameMedia)
    .where(inArray(gameMedia.gameId, gameIds))
    .orderBy(asc(gameMedia.createdAt));
  for (const { gameId, ...m } of rows) byGame.set(gameId, [...(byGame.get(gameId) ?? []), m]);
  return byGame;
}

/** Games with media, featured first then newest (SPEC.md section 7). */
async function readGames(opts: { featuredOnly?: boolean; limit?: number }): Promise<GameCard[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(games)
    .where(opts.featuredOnly ? eq(games.featured, true) : undefined)
    .orderBy(desc(games.featured), desc(games.createdAt))
    .limit(opts.limit ?? Number.MAX_SAFE_INTEGER);
  const media = await mediaOf(rows.map((g) => g.id));
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    description: g.description,
    category: g.category,
    featured: g.featured,
    createdAt: g.createdAt.toISOString(),
    mainImage: mainImageOf(media.get(g.id) ?? []),
  }));
}

export const listGames = cachedRead(
  () => readGames({}),
  "games:list",
  () => [TAGS.games],
);
export const listFeaturedGames = cachedRead(
  () => readGames({ featuredOnly: true, limit: 3 }),
  "games:featured",
  () => [TAGS.games],
);

export const listCategories = cachedRead(
  async () => {
    const db = await getDb();
    const rows = await db
      .select({ id: gameCategories.id, name: gameCategories.name })
      .from(gameCategories)
      .orderBy(asc(gameCategories.order), asc(gameCategories.name));
    return rows;
  },
  "categories",
  () => [TAGS.categories],
);

async function readGame(id: string): Promise<GameDetail | null> {
  const db = await getDb();
  const [g] = await db.select().from(games).where(eq(games.id, id));
  if (!g) return null;
  const [media, specs, dimensions, faqs] = await Promise.all([
    db
      .select()
      .from(gameMedia)
      .where(eq(gameMedia.gameId, id))
      .orderBy(desc(gameMedia.isMain), asc(gameMedia.createdAt)),
    db
      .select()
      .from(technicalSpecs)
      .where(eq(technicalSpecs.gameId, id))
      .orderBy(asc(technicalSpecs.order)),
    db.select().from(gameDimensions).where(eq(gameDimensions.gameId, id)),
    db.select().from(gameFaqs).where(eq(gameFaqs.gameId, id)).orderBy(asc(gameFaqs.order)),
  ]);
  return {
    id: g.id,
    title: g.title,
    description: g.description,
    category: g.category,
    featured: g.featured,
    createdAt: g.createdAt.toISOString(),
    mainImage: mainImageOf(media),
    richDescription: g.richDescription ?? null,
    warrantyYears: g.warrantyYears,
    powerRequirements: g.powerRequirements,
    media: media.map(toMedia),
    specs: specs.map((s) => ({ id: s.id, key: s.key, value: s.value })),
    dimensions: dimensions
      .map((d) => ({
        id: d.id,
        type: d.type,
        width: d.width,
        height: d.height,
        depth: d.depth,
        dimensionUnit: d.dimensionUnit,
        weight: d.weight,
        weightUnit: d.weightUnit,
      }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer })),
  };
}

const readGameCached = cachedRead(readGame, "game", (id) => [TAGS.games, TAGS.game(id)]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One game with everything its page shows; 3 attempts, waiting 1 s then 2 s (SPEC.md section 7). */
export async function getGame(
  id: string,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<GameDetail | null> {
  if (!UUID.test(id)) return null;
  const delays = [1000, 2000];
  for (let attempt = 0; ; attempt++) {
    try {
      return await readGameCached(id);
    } catch (e) {
      if (attempt >= delays.length) throw e;
      console.warn(`Game read failed (attempt ${attempt + 1}), retrying`, e);
      await wait(delays[attempt]!);
    }
  }
}
