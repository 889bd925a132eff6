import "server-only";
import { and, arrayContains, asc, desc, eq, inArray, lte } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { TAGS } from "@/platform/cache";
import { cachedRead } from "@/platform/cached";
import type { JsonOf } from "@/platform/http/json-of";
import type { Locale } from "@/platform/i18n/locales";
import { localize } from "@/platform/i18n/translations";
import {
  aboutPage,
  blogPosts,
  clientLogos,
  footerContent,
  testimonials,
  type FooterType,
} from "../schema";

// What the public pages get: the columns a visitor may see, typed from the
// tables. Cached reads keep dates as ISO text.
export type PublicTestimonial = Pick<
  typeof testimonials.$inferSelect,
  | "id"
  | "name"
  | "title"
  | "company"
  | "text"
  | "imageUrl"
  | "videoUrl"
  | "videoThumbnailUrl"
  | "videoProvider"
>;
export type PublicLogo = Pick<typeof clientLogos.$inferSelect, "id" | "name" | "url" | "logoUrl">;
export type PublicFooter = Pick<
  typeof footerContent.$inferSelect,
  "id" | "type" | "title" | "content"
>;
export type PublicAbout = Pick<
  typeof aboutPage.$inferSelect,
  | "title"
  | "content"
  | "metaTitle"
  | "metaDescription"
  | "heroImage"
  | "heroTitle"
  | "heroSubtitle"
  | "footerText"
>;
export type PublicPost = JsonOf<
  Pick<
    typeof blogPosts.$inferSelect,
    "id" | "title" | "content" | "featuredImage" | "metaTags" | "publishDate" | "updatedAt"
  >
>;

// Every read takes the language last ("en" by default) and is cached per language; a field without
// a translation reads as the English one (docs/decisions/016-content-translations.md).

/** Active testimonials in order. */
const listTestimonialsCached = cachedRead(
  async (locale: Locale): Promise<PublicTestimonial[]> => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.active, true))
      .orderBy(asc(testimonials.order));
    return rows.map((row) => {
      const t = localize(row, row.translations, locale, ["title", "text"]);
      return {
        id: t.id,
        name: t.name,
        title: t.title,
        company: t.company,
        text: t.text,
        imageUrl: t.imageUrl,
        videoUrl: t.videoUrl,
        videoThumbnailUrl: t.videoThumbnailUrl,
        videoProvider: t.videoProvider,
      };
    });
  },
  "testimonials",
  () => [TAGS.testimonials],
);
export const listTestimonials = (locale: Locale = "en") => listTestimonialsCached(locale);

export const listLogos = cachedRead(
  async (): Promise<PublicLogo[]> => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(clientLogos)
      .where(eq(clientLogos.active, true))
      .orderBy(asc(clientLogos.order));
    return rows.map((l) => ({ id: l.id, name: l.name, url: l.url, logoUrl: l.logoUrl }));
  },
  "logos",
  () => [TAGS.logos],
);

/** Active footer entries ordered by type. */
const listFooterCached = cachedRead(
  async (locale: Locale): Promise<PublicFooter[]> => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(footerContent)
      .where(eq(footerContent.active, true))
      .orderBy(asc(footerContent.type));
    return rows.map((row) => {
      const f = localize(row, row.translations, locale, ["title", "content"]);
      return { id: f.id, type: f.type, title: f.title, content: f.content ?? null };
    });
  },
  "footer",
  () => [TAGS.footer],
);
export const listFooter = (locale: Locale = "en") => listFooterCached(locale);

export async function getFooterByType(
  type: FooterType,
  locale: Locale = "en",
): Promise<PublicFooter | null> {
  return (await listFooter(locale)).find((f) => f.type === type) ?? null;
}

const getAboutCached = cachedRead(
  async (locale: Locale): Promise<PublicAbout | null> => {
    const db = await getDb();
    const [row] = await db.select().from(aboutPage).limit(1);
    if (!row) return null;
    const a = localize(row, row.translations, locale, [
      "title",
      "content",
      "metaTitle",
      "metaDescription",
      "heroTitle",
      "heroSubtitle",
      "footerText",
    ]);
    return {
      title: a.title,
      content: a.content ?? null,
      metaTitle: a.metaTitle,
      metaDescription: a.metaDescription,
      heroImage: a.heroImage,
      heroTitle: a.heroTitle,
      heroSubtitle: a.heroSubtitle,
      footerText: a.footerText,
    };
  },
  "about",
  () => [TAGS.about],
);
export const getAbout = (locale: Locale = "en") => getAboutCached(locale);

// Only status published, and only once publish_date has passed (drafts and
// the scheduled status never). The date filter runs at read time, outside the cache, so a published
// post dated in the future appears by itself when its time comes.
const VISIBLE = ["published"] as const;

const readPostsUpToNow = cachedRead(
  async (locale: Locale): Promise<PublicPost[]> => {
    const db = await getDb();
    // Cache every published post (future ones too); the time filter below decides what is visible now.
    const rows = await db
      .select()
      .from(blogPosts)
      .where(inArray(blogPosts.status, [...VISIBLE]))
      .orderBy(desc(blogPosts.publishDate));
    return rows.map((p) => toPost(p, locale));
  },
  "blog:candidates",
  () => [TAGS.blog],
);

function toPost(row: typeof blogPosts.$inferSelect, locale: Locale): PublicPost {
  const p = localize(row, row.translations, locale, ["title", "content"]);
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    featuredImage: p.featuredImage,
    metaTags: p.metaTags,
    publishDate: p.publishDate.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Visible posts, newest first, optionally those tagged `tag`. */
export async function listPosts(tag?: string, locale: Locale = "en"): Promise<PublicPost[]> {
  const now = Date.now();
  const posts = (await readPostsUpToNow(locale)).filter((p) => Date.parse(p.publishDate) <= now);
  return tag ? posts.filter((p) => p.metaTags.includes(tag)) : posts;
}

export async function getPost(id: string, locale: Locale = "en"): Promise<PublicPost | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return (await listPosts(undefined, locale)).find((p) => p.id === id) ?? null;
}

/** Uncached variant used by the integration tests to prove the SQL itself hides what it must. */
export async function queryVisiblePosts(
  tag?: string,
  locale: Locale = "en",
): Promise<PublicPost[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        inArray(blogPosts.status, [...VISIBLE]),
        lte(blogPosts.publishDate, new Date()),
        tag ? arrayContains(blogPosts.metaTags, [tag]) : undefined,
      ),
    )
    .orderBy(desc(blogPosts.publishDate));
  return rows.map((p) => toPost(p, locale));
}
