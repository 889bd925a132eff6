import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BlockDocument } from "./blocks";
import { createdAt, updatedAt } from "@/platform/db/columns";
import type { Translations } from "@/platform/i18n/translations";
import { FOOTER_TYPES, type FooterType } from "./footer-types";

/** Per language, the translated texts of a row (docs/decisions/016-content-translations.md). */
const translations = <T>() =>
  jsonb("translations")
    .$type<T>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export type AboutTranslations = Translations<
  "title" | "metaTitle" | "metaDescription" | "heroTitle" | "heroSubtitle" | "footerText",
  string
> &
  Translations<"content", BlockDocument>;
export type FooterTranslations = Translations<"title", string> &
  Translations<"content", BlockDocument>;

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    title: text("title"),
    company: text("company").notNull(),
    text: text("text").notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    videoThumbnailUrl: text("video_thumbnail_url"),
    videoProvider: text("video_provider", { enum: ["youtube", "local"] })
      .notNull()
      .default("youtube"),
    order: integer("order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    translations: translations<Translations<"title" | "text">>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("testimonials_video_provider_chk", sql`${t.videoProvider} in ('youtube', 'local')`),
    index("testimonials_active_order_idx").on(t.active, t.order),
  ],
);

export const clientLogos = pgTable(
  "client_logos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    url: text("url"),
    logoUrl: text("logo_url").notNull(),
    order: integer("order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_logos_active_order_idx").on(t.active, t.order)],
);

export { FOOTER_TYPES, type FooterType };

export const footerContent = pgTable(
  "footer_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: FOOTER_TYPES }).notNull(),
    title: text("title").notNull(),
    content: jsonb("content").$type<BlockDocument>(),
    active: boolean("active").notNull().default(true),
    translations: translations<FooterTranslations>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("footer_content_type_chk", sql`${t.type} in ('warranty', 'shipping', 'support', 'faq')`),
    uniqueIndex("footer_content_type_uq").on(t.type),
  ],
);

export const aboutPage = pgTable(
  "about_page",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always true: the unique index makes the table hold a single row. */
    singleton: boolean("singleton").notNull().default(true),
    title: text("title").notNull(),
    content: jsonb("content").$type<BlockDocument>(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    heroImage: text("hero_image"),
    heroTitle: text("hero_title"),
    heroSubtitle: text("hero_subtitle"),
    footerText: text("footer_text"),
    translations: translations<AboutTranslations>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("about_page_singleton_chk", sql`${t.singleton}`),
    uniqueIndex("about_page_singleton_uq").on(t.singleton),
  ],
);

export const BLOG_STATUSES = ["draft", "published", "scheduled"] as const;

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    featuredImage: text("featured_image"),
    metaTags: text("meta_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status", { enum: BLOG_STATUSES }).notNull().default("draft"),
    publishDate: timestamp("publish_date", { withTimezone: true }).notNull().defaultNow(),
    translations: translations<Translations<"title" | "content">>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blog_posts_status_chk", sql`${t.status} in ('draft', 'published', 'scheduled')`),
    index("blog_posts_status_publish_idx").on(t.status, t.publishDate.desc()),
    index("blog_posts_created_idx").on(t.createdAt.desc()),
    index("blog_posts_meta_tags_idx").using("gin", t.metaTags),
  ],
);

export type Testimonial = typeof testimonials.$inferSelect;
export type ClientLogo = typeof clientLogos.$inferSelect;
export type FooterContent = typeof footerContent.$inferSelect;
export type AboutPage = typeof aboutPage.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
