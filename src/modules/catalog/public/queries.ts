import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { TAGS } from "@/platform/cache";
import { cachedRead } from "@/platform/cached";
import type { Locale } from "@/platform/i18n/locales";
import { localize } from "@/platform/i18n/translations";
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
  /** The English category name: the shop's filter value and the key games are stored under. */
  category: string;
  /** The category's name in the language read (the English name where it has none). */
  categoryLabel: string;
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
  // Reads default to local.
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

/**
 * Each category's name in `locale`, keyed by its English name (games store that name). Read with
 * the games, not through the cached category list, so one game's cache entry stands alone.
 */
async function categoryLabels(locale: Locale, name?: string): Promise<Map<string, string>> {
  if (locale === "en") return new Map();
  const db = await getDb();
  const rows = await db
    .select({ name: gameCategories.name, translations: gameCategories.translations })
    .from(gameCategories)
    .where(name === undefined ? undefined : eq(gameCategories.name, name));
  return new Map(rows.map((c) => [c.name, localize(c, c.translations, locale, ["name"]).name]));
}

/** Games with media, featured first then newest, their texts in `locale`. */
/** The card fields of a game (already localized), as the shop and the game page both show them. */
function toCard(
  g: Pick<
    typeof games.$inferSelect,
    "id" | "title" | "description" | "category" | "featured" | "createdAt"
  >,
  labels: Map<string, string>,
  media: MediaRow[],
): GameCard {
  return {
    id: g.id,
    title: g.title,
    description: g.description,
    category: g.category,
    categoryLabel: labels.get(g.category) ?? g.category,
    featured: g.featured,
    createdAt: g.createdAt.toISOString(),
    mainImage: mainImageOf(media),
  };
}

async function readGames(opts: {
  featuredOnly?: boolean;
  limit?: number;
  locale: Locale;
}): Promise<GameCard[]> {
  const db = await getDb();
  const [rows, labels] = await Promise.all([
    db
      .select()
      .from(games)
      .where(opts.featuredOnly ? eq(games.featured, true) : undefined)
      .orderBy(desc(games.featured), desc(games.createdAt))
      .limit(opts.limit ?? Number.MAX_SAFE_INTEGER),
    categoryLabels(opts.locale),
  ]);
  const media = await mediaOf(rows.map((g) => g.id));
  return rows.map((row) => {
    const g = localize(row, row.translations, opts.locale, ["title", "description"]);
    return toCard(g, labels, media.get(g.id) ?? []);
  });
}

// Cached per language: the locale is part of each read's key (platform/cached.ts).
const listGamesCached = cachedRead(
  (locale: Locale) => readGames({ locale }),
  "games:list",
  () => [TAGS.games, TAGS.categories],
);
const listFeaturedGamesCached = cachedRead(
  (locale: Locale) => readGames({ featuredOnly: true, limit: 3, locale }),
  "games:featured",
  () => [TAGS.games, TAGS.categories],
);
export const listGames = (locale: Locale = "en") => listGamesCached(locale);
export const listFeaturedGames = (locale: Locale = "en") => listFeaturedGamesCached(locale);

export type PublicCategory = {
  id: string;
  /** The English name: the shop's filter value. */
  name: string;
  /** The name in the language read, the English one where it has none. */
  label: string;
};

const listCategoriesCached = cachedRead(
  async (locale: Locale): Promise<PublicCategory[]> => {
    const db = await getDb();
    const rows = await db
      .select({
        id: gameCategories.id,
        name: gameCategories.name,
        translations: gameCategories.translations,
      })
      .from(gameCategories)
      .orderBy(asc(gameCategories.order), asc(gameCategories.name));
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      label: localize({ name: c.name }, c.translations, locale, ["name"]).name,
    }));
  },
  "categories",
  () => [TAGS.categories],
);
export const listCategories = (locale: Locale = "en") => listCategoriesCached(locale);

async function readGame(id: string, locale: Locale): Promise<GameDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(games).where(eq(games.id, id));
  if (!row) return null;
  const [media, specs, dimensions, faqs, labels] = await Promise.all([
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
    categoryLabels(locale, row.category),
  ]);
  const g = localize(row, row.translations, locale, ["title", "description", "richDescription"]);
  return {
    ...toCard(g, labels, media),
    richDescription: g.richDescription ?? null,
    warrantyYears: g.warrantyYears,
    powerRequirements: g.powerRequirements,
    media: media.map((m) => toMedia(localize(m, m.translations, locale, ["title"]))),
    specs: specs.map((row) => {
      const s = localize(row, row.translations, locale, ["value"]);
      return { id: s.id, key: s.key, value: s.value };
    }),
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
    faqs: faqs.map((row) => {
      const f = localize(row, row.translations, locale, ["question", "answer"]);
      return { id: f.id, question: f.question, answer: f.answer };
    }),
  };
}

const readGameCached = cachedRead(readGame, "game", (id) => [
  TAGS.games,
  TAGS.game(id),
  TAGS.categories,
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One game with everything its page shows, its texts in `locale` with English for what is not
 * translated; 3 attempts, waiting 1 s then 2 s.
 */
export async function getGame(
  id: string,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
  locale: Locale = "en",
): Promise<GameDetail | null> {
  if (!UUID.test(id)) return null;
  const delays = [1000, 2000];
  for (let attempt = 0; ; attempt++) {
    try {
      return await readGameCached(id, locale);
    } catch (e) {
      if (attempt >= delays.length) throw e;
      console.warn(`Game read failed (attempt ${attempt + 1}), retrying`, e);
      await wait(delays[attempt]!);
    }
  }
}
