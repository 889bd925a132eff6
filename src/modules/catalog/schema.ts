import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BlockDocument } from "@/modules/content";
import { createdAt, updatedAt } from "@/platform/db/columns";
import type { Translations } from "@/platform/i18n/translations";

/** Per language, the translated texts of a row (docs/decisions/016-content-translations.md). */
const translations = <T>() =>
  jsonb("translations")
    .$type<T>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export type GameTranslations = Translations<"title" | "description", string> &
  Translations<"richDescription", BlockDocument>;

export const gameCategories = pgTable(
  "game_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    order: integer("order").notNull().default(0),
    translations: translations<Translations<"name">>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("game_categories_name_lower_uq").on(sql`lower(${t.name})`),
    index("game_categories_order_idx").on(t.order),
  ],
);

export const games = pgTable(
  "games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    richDescription: jsonb("rich_description").$type<BlockDocument>(),
    category: text("category").notNull(),
    warrantyYears: integer("warranty_years").notNull().default(1),
    powerRequirements: text("power_requirements"),
    featured: boolean("featured").notNull().default(false),
    /** For customs, on the commercial invoice: the HS code (digits and dots) and ISO 3166-1 alpha-2. */
    hsCode: text("hs_code"),
    countryOfOrigin: text("country_of_origin"),
    translations: translations<GameTranslations>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("games_warranty_years_min", sql`${t.warrantyYears} >= 1`),
    index("games_featured_created_idx").on(t.featured.desc().nullsLast(), t.createdAt.desc()),
    index("games_created_idx").on(t.createdAt.desc()),
    index("games_category_idx").on(t.category),
  ],
);

export const gameMedia = pgTable(
  "game_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["image", "video"] }).notNull(),
    url: text("url").notNull(),
    isMain: boolean("is_main").notNull().default(false),
    mediaType: text("media_type", { enum: ["showcase", "trailer", "gameplay"] }),
    videoProvider: text("video_provider").default("local"),
    videoThumbnailUrl: text("video_thumbnail_url"),
    title: text("title"),
    description: text("description"),
    /** Path inside the game-media bucket, so deleting the row can delete the file. */
    storagePath: text("storage_path"),
    translations: translations<Translations<"title">>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("game_media_type_chk", sql`${t.type} in ('image', 'video')`),
    check(
      "game_media_media_type_chk",
      sql`${t.mediaType} is null or ${t.mediaType} in ('showcase', 'trailer', 'gameplay')`,
    ),
    check(
      "game_media_video_provider_chk",
      sql`${t.videoProvider} is null or ${t.videoProvider} = 'local'`,
    ),
    index("game_media_game_idx").on(t.gameId, t.isMain.desc()),
    // At most one main image per game, enforced by the database itself.
    uniqueIndex("game_media_one_main_uq")
      .on(t.gameId)
      .where(sql`${t.isMain}`),
  ],
);

export const gameDimensions = pgTable(
  "game_dimensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["assembled", "packaged"] })
      .notNull()
      .default("assembled"),
    width: doublePrecision("width").notNull(),
    height: doublePrecision("height").notNull(),
    depth: doublePrecision("depth").notNull(),
    dimensionUnit: text("dimension_unit", { enum: ["cm", "in"] })
      .notNull()
      .default("cm"),
    weight: doublePrecision("weight").notNull(),
    weightUnit: text("weight_unit", { enum: ["kg", "lbs"] })
      .notNull()
      .default("kg"),
  },
  (t) => [
    check("game_dimensions_type_chk", sql`${t.type} in ('assembled', 'packaged')`),
    check("game_dimensions_unit_chk", sql`${t.dimensionUnit} in ('cm', 'in')`),
    check("game_dimensions_weight_unit_chk", sql`${t.weightUnit} in ('kg', 'lbs')`),
    uniqueIndex("game_dimensions_game_type_uq").on(t.gameId, t.type),
  ],
);

export const technicalSpecs = pgTable(
  "technical_specs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value").notNull(),
    order: integer("order").notNull().default(0),
    translations: translations<Translations<"value">>(),
  },
  (t) => [index("technical_specs_game_idx").on(t.gameId, t.order)],
);

export const gameFaqs = pgTable(
  "game_faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    order: integer("order").notNull().default(0),
    translations: translations<Translations<"question" | "answer">>(),
  },
  (t) => [index("game_faqs_game_idx").on(t.gameId, t.order)],
);

export type GameCategory = typeof gameCategories.$inferSelect;
export type Game = typeof games.$inferSelect;
export type GameMedia = typeof gameMedia.$inferSelect;
export type GameDimension = typeof gameDimensions.$inferSelect;
export type TechnicalSpec = typeof technicalSpecs.$inferSelect;
export type GameFaq = typeof gameFaqs.$inferSelect;
