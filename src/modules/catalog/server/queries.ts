import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { isUniqueViolation } from "@/platform/http/respond";
import { assertWholeList } from "@/platform/db/whole-list";
import { invalidate, TAGS } from "@/platform/cache";
import { deleteObject, statObject } from "@/platform/storage/file-store";
import { objectPathFromUrl, publicUrl } from "@/platform/storage/paths";
import { blocksToPlainText } from "@/modules/content";
import { compactTranslations, type Translations } from "@/platform/i18n/translations";
import { isFileReferenced } from "./file-references";
import {
  gameCategories,
  gameDimensions,
  gameFaqs,
  gameMedia,
  games,
  technicalSpecs,
} from "../schema";
import type { GameTranslations } from "../schema";
import type {
  dimensionSchema,
  faqSchema,
  gameSchema,
  mediaSchema,
  mediaTranslationsSchema,
} from "../validation";
import { CATEGORY_EXISTS } from "../validation";

const notFound = (what: string) =>
  new AppError(`${what} not found`, { code: "NOT_FOUND", status: 404 });
const duplicate = () =>
  new AppError(CATEGORY_EXISTS, {
    code: "CONFLICT",
    status: 409,
    details: { fields: { name: CATEGORY_EXISTS } },
  });

// ---- categories

export async function listCategories() {
  const db = await getDb();
  return db
    .select()
    .from(gameCategories)
    .orderBy(asc(gameCategories.order), asc(gameCategories.name));
}

async function nameTaken(name: string, exceptId?: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(
      sql`lower(${gameCategories.name}) = lower(${name})${exceptId ? sql` and ${gameCategories.id} <> ${exceptId}` : sql``}`,
    );
  return Boolean(row);
}

export async function createCategory(name: string) {
  if (await nameTaken(name)) throw duplicate();
  const db = await getDb();
  try {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(gameCategories);
    const [row] = await db.insert(gameCategories).values({ name, order: n }).returning();
    invalidate(TAGS.categories);
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate();
    throw e;
  }
}

/**
 * Renames a category and the games that use it, in one transaction (games store the name); its
 * translated names are replaced when given.
 */
export async function renameCategory(
  id: string,
  name: string,
  translations?: Translations<"name">,
) {
  if (await nameTaken(name, id)) throw duplicate();
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(gameCategories)
        .where(eq(gameCategories.id, id))
        .for("update");
      if (!old) throw notFound("Category");
      const [updated] = await tx
        .update(gameCategories)
        .set({
          name,
          ...(translations ? { translations: compactTranslations(translations) } : {}),
        })
        .where(eq(gameCategories.id, id))
        .returning();
      await tx.update(games).set({ category: name }).where(eq(games.category, old.name));
      return updated!;
    });
    invalidate(TAGS.categories, TAGS.games);
    return row;
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate();
    throw e;
  }
}

export async function deleteCategory(id: string) {
  const db = await getDb();
  const [cat] = await db.select().from(gameCategories).where(eq(gameCategories.id, id));
  if (!cat) throw notFound("Category");
  const [used] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.category, cat.name))
    .limit(1);
  if (used) {
    throw new AppError(
      `Cannot delete category "${cat.name}" because it is being used by existing games`,
      { code: "IN_USE", status: 409 },
    );
  }
  await db.delete(gameCategories).where(eq(gameCategories.id, id));
  invalidate(TAGS.categories);
}

/** Saves a new order: the listed ids get 0..n-1 in one transaction. */
export async function reorder(
  list: "categories" | "faqs",
  ids: string[],
  scope?: { gameId: string },
) {
  const table = list === "faqs" ? gameFaqs : gameCategories;
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const [order, id] of ids.entries()) {
      const where =
        scope && table === gameFaqs
          ? and(eq(gameFaqs.id, id), eq(gameFaqs.gameId, scope.gameId))
          : eq(table.id, id);
      const res = await tx.update(table).set({ order }).where(where).returning({ id: table.id });
      if (res.length === 0) throw notFound("Item");
    }
    const inScope = scope && table === gameFaqs ? eq(gameFaqs.gameId, scope.gameId) : undefined;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(table).where(inScope);
    assertWholeList(ids, n);
  });
}

// ---- games

export async function listGamesAdmin() {
  const db = await getDb();
  return db
    .select({
      id: games.id,
      title: games.title,
      category: games.category,
      warrantyYears: games.warrantyYears,
      featured: games.featured,
      createdAt: games.createdAt,
    })
    .from(games)
    .orderBy(desc(games.createdAt));
}

export async function gameExists(id: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, id));
  return Boolean(row);
}

export async function getGameAdmin(id: string) {
  const db = await getDb();
  const [game] = await db.select().from(games).where(eq(games.id, id));
  if (!game) throw notFound("Game");
  const specs = await db
    .select()
    .from(technicalSpecs)
    .where(eq(technicalSpecs.gameId, id))
    .orderBy(asc(technicalSpecs.order));
  return { ...game, specs };
}

/** A game's translations as stored: each language's plain description read from its rich one. */
function gameTranslations(input: z.output<typeof gameSchema>["translations"]): GameTranslations {
  // Blank values (null too) are dropped, so what is kept fits the stored shape.
  const kept = compactTranslations(input) as GameTranslations;
  for (const t of Object.values(kept)) {
    if (t.richDescription) t.description = blocksToPlainText(t.richDescription);
  }
  return compactTranslations(kept);
}

/** Creates or updates a game and replaces its specs in the same transaction. */
export async function saveGame(input: z.output<typeof gameSchema>, id?: string) {
  const db = await getDb();
  const values = {
    ...(input.translations ? { translations: gameTranslations(input.translations) } : {}),
    title: input.title,
    category: input.category,
    warrantyYears: input.warrantyYears,
    powerRequirements: input.powerRequirements || null,
    featured: input.featured,
    ...(input.hsCode !== undefined ? { hsCode: input.hsCode } : {}),
    ...(input.countryOfOrigin !== undefined ? { countryOfOrigin: input.countryOfOrigin } : {}),
    richDescription: input.richDescription,
    description: blocksToPlainText(input.richDescription),
  };
  const game = await db.transaction(async (tx) => {
    const [cat] = await tx
      .select({ id: gameCategories.id })
      .from(gameCategories)
      .where(eq(gameCategories.name, input.category));
    if (!cat) throw new AppError("Category is required", { code: "VALIDATION", status: 400 });
    // The update locks the game row before its specs are touched, so two saves of one game run one
    // after the other and their spec lists never mix (tests/integration/faults.test.ts).
    const [row] = id
      ? await tx.update(games).set(values).where(eq(games.id, id)).returning()
      : await tx.insert(games).values(values).returning();
    if (!row) throw notFound("Game");
    await tx.delete(technicalSpecs).where(eq(technicalSpecs.gameId, row.id));
    if (input.specs.length > 0) {
      await tx.insert(technicalSpecs).values(
        input.specs.map((s, order) => ({
          gameId: row.id,
          key: s.key,
          value: s.value,
          order,
          translations: compactTranslations(s.translations),
        })),
      );
    }
    return row;
  });
  invalidate(TAGS.games, TAGS.game(game.id));
  return game;
}

/** Deletes a game, its rows (cascade) and its stored files. */
export async function deleteGame(id: string) {
  const db = await getDb();
  const media = await db
    .select({ url: gameMedia.url, path: gameMedia.storagePath })
    .from(gameMedia)
    .where(eq(gameMedia.gameId, id));
  const [row] = await db.delete(games).where(eq(games.id, id)).returning({ id: games.id });
  if (!row) throw notFound("Game");
  for (const m of media) await removeFileIfUnused(m.path, m.url);
  invalidate(TAGS.games, TAGS.game(id));
}

// ---- media

/** A deleted row's file goes only when no other row (of any module) still refers to it. */
async function removeFileIfUnused(storagePath: string | null, url: string) {
  const p = storagePath ?? objectPathFromUrl(url);
  if (!p || (await isFileReferenced(publicUrl(p)))) return;
  await deleteObject(p);
}

export async function listMedia(gameId: string) {
  const db = await getDb();
  return db
    .select()
    .from(gameMedia)
    .where(eq(gameMedia.gameId, gameId))
    .orderBy(desc(gameMedia.isMain), asc(gameMedia.createdAt));
}

export async function addMedia(gameId: string, input: z.output<typeof mediaSchema>) {
  const path = objectPathFromUrl(input.url);
  // Only a file uploaded for this game, and only one that is really stored, becomes a media row.
  if (!path || !path.startsWith(`${gameId}/`) || !(await statObject(path)))
    throw new AppError("Upload failed - no path returned", { code: "VALIDATION", status: 400 });
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(eq(games.id, gameId))
      .for("update");
    if (!game) throw notFound("Game");
    if (input.type === "image") {
      // A game's first image becomes main, so its public card never lacks one.
      const [main] = await tx
        .select({ id: gameMedia.id })
        .from(gameMedia)
        .where(and(eq(gameMedia.gameId, gameId), eq(gameMedia.isMain, true)));
      const [r] = await tx
        .insert(gameMedia)
        .values({
          gameId,
          type: "image",
          url: input.url,
          storagePath: path,
          videoProvider: null,
          isMain: !main,
        })
        .returning();
      return r!;
    }
    const [r] = await tx
      .insert(gameMedia)
      .values({
        gameId,
        type: "video",
        url: input.url,
        storagePath: path,
        videoProvider: "local",
        mediaType: input.mediaType,
        title: input.title || "Untitled Video",
        description: input.description || "No description provided",
        isMain: false,
      })
      .returning();
    return r!;
  });
  invalidate(TAGS.games, TAGS.game(gameId));
  return row;
}

/** Exactly one main image: the game row is locked, all cleared, then the chosen one set. */
export async function setMainImage(gameId: string, mediaId: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(eq(games.id, gameId))
      .for("update");
    if (!game) throw notFound("Game");
    const [m] = await tx
      .select()
      .from(gameMedia)
      .where(and(eq(gameMedia.id, mediaId), eq(gameMedia.gameId, gameId)));
    if (!m || m.type !== "image") throw notFound("Image");
    await tx.update(gameMedia).set({ isMain: false }).where(eq(gameMedia.gameId, gameId));
    await tx.update(gameMedia).set({ isMain: true }).where(eq(gameMedia.id, mediaId));
  });
  invalidate(TAGS.games, TAGS.game(gameId));
}

/** Deletes one media row; if it was the main image, the oldest remaining image becomes main so the game keeps one. */
export async function deleteMedia(gameId: string, mediaId: string) {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // Same lock as addMedia and setMainImage, so a concurrent upload or switch cannot leave zero or two mains.
    await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for("update");
    const [r] = await tx
      .delete(gameMedia)
      .where(and(eq(gameMedia.id, mediaId), eq(gameMedia.gameId, gameId)))
      .returning();
    if (!r) throw notFound("Media");
    if (r.isMain) {
      const [next] = await tx
        .select({ id: gameMedia.id })
        .from(gameMedia)
        .where(and(eq(gameMedia.gameId, gameId), eq(gameMedia.type, "image")))
        .orderBy(asc(gameMedia.createdAt), asc(gameMedia.id))
        .limit(1);
      if (next) await tx.update(gameMedia).set({ isMain: true }).where(eq(gameMedia.id, next.id));
    }
    return r;
  });
  // The file goes only after the commit, so a rolled-back delete never loses it.
  await removeFileIfUnused(row.storagePath, row.url);
  invalidate(TAGS.games, TAGS.game(gameId));
}

export async function getMedia(gameId: string, mediaId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(gameMedia)
    .where(and(eq(gameMedia.id, mediaId), eq(gameMedia.gameId, gameId)));
  if (!row) throw notFound("Media");
  return row;
}

/** Replaces a video's translated titles. */
export async function saveMediaTranslations(
  gameId: string,
  mediaId: string,
  input: z.output<typeof mediaTranslationsSchema>,
) {
  const db = await getDb();
  const [row] = await db
    .update(gameMedia)
    .set({ translations: compactTranslations(input.translations) })
    .where(and(eq(gameMedia.id, mediaId), eq(gameMedia.gameId, gameId)))
    .returning();
  if (!row) throw notFound("Media");
  invalidate(TAGS.games, TAGS.game(gameId));
  return row;
}

// ---- dimensions and FAQs

export async function listDimensions(gameId: string) {
  const db = await getDb();
  return db
    .select()
    .from(gameDimensions)
    .where(eq(gameDimensions.gameId, gameId))
    .orderBy(asc(gameDimensions.type));
}

/**
 * One assembled and one packaged set per game. Adding (no id) upserts on (game, type), replacing that type's values.
 * Editing (id) updates that row only and refuses a type change with 409: switching type would overwrite the other set.
 */
export async function saveDimension(gameId: string, input: z.output<typeof dimensionSchema>) {
  if (!(await gameExists(gameId))) throw notFound("Game");
  const db = await getDb();
  const { id, type, width, height, depth, dimensionUnit, weight, weightUnit } = input;
  const measures = { width, height, depth, dimensionUnit, weight, weightUnit };
  if (id) {
    const [row] = await db
      .update(gameDimensions)
      .set(measures)
      .where(
        and(
          eq(gameDimensions.id, id),
          eq(gameDimensions.gameId, gameId),
          eq(gameDimensions.type, type),
        ),
      )
      .returning();
    if (!row) {
      const [other] = await db
        .select({ id: gameDimensions.id })
        .from(gameDimensions)
        .where(and(eq(gameDimensions.id, id), eq(gameDimensions.gameId, gameId)));
      if (!other) throw notFound("Dimensions");
      throw new AppError("The type of existing dimensions cannot be changed", {
        code: "CONFLICT",
        status: 409,
      });
    }
    invalidate(TAGS.game(gameId));
    return row;
  }
  const [row] = await db
    .insert(gameDimensions)
    .values({ ...measures, type, gameId })
    .onConflictDoUpdate({ target: [gameDimensions.gameId, gameDimensions.type], set: measures })
    .returning();
  invalidate(TAGS.game(gameId));
  return row!;
}

export async function listFaqs(gameId: string) {
  const db = await getDb();
  return db.select().from(gameFaqs).where(eq(gameFaqs.gameId, gameId)).orderBy(asc(gameFaqs.order));
}

export async function saveFaq(
  gameId: string,
  { translations, ...texts }: z.output<typeof faqSchema>,
  id?: string,
) {
  const db = await getDb();
  const input = {
    ...texts,
    ...(translations ? { translations: compactTranslations(translations) } : {}),
  };
  if (id) {
    const [row] = await db
      .update(gameFaqs)
      .set(input)
      .where(and(eq(gameFaqs.id, id), eq(gameFaqs.gameId, gameId)))
      .returning();
    if (!row) throw notFound("FAQ");
    invalidate(TAGS.game(gameId));
    return row;
  }
  if (!(await gameExists(gameId))) throw notFound("Game");
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(gameFaqs)
    .where(eq(gameFaqs.gameId, gameId));
  const [row] = await db
    .insert(gameFaqs)
    .values({ ...input, gameId, order: n })
    .returning();
  invalidate(TAGS.game(gameId));
  return row!;
}

export async function deleteFaq(gameId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .delete(gameFaqs)
    .where(and(eq(gameFaqs.id, id), eq(gameFaqs.gameId, gameId)))
    .returning();
  if (!row) throw notFound("FAQ");
  invalidate(TAGS.game(gameId));
}
