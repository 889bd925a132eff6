import "server-only";
import { asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { assertWholeList } from "@/platform/db/whole-list";
import { invalidate, TAGS } from "@/platform/cache";
import { TRANSLATABLE_LOCALES } from "@/platform/i18n/locales";
import { compactTranslations } from "@/platform/i18n/translations";
import { sanitizeRichHtml } from "@/platform/sanitize";
import {
  aboutPage,
  blogPosts,
  clientLogos,
  footerContent,
  testimonials,
  type FooterType,
} from "../schema";
import { youtubeEmbed, youtubeId, youtubeThumbnail } from "../youtube";
import type {
  aboutSchema,
  blogPostSchema,
  footerSchema,
  logoSchema,
  testimonialSchema,
} from "../validation";

const notFound = (what: string) =>
  new AppError(`${what} not found`, { code: "NOT_FOUND", status: 404 });

// ---- testimonials and logos (ordered, with an active flag)

export async function listTestimonials() {
  return (await getDb()).select().from(testimonials).orderBy(asc(testimonials.order));
}

/** Absent translations leave the stored ones alone; given ones replace them, blanks dropped. */
function withTranslations<T extends { translations?: Partial<Record<string, object>> }>(input: T) {
  const { translations, ...rest } = input;
  return translations ? { ...rest, translations: compactTranslations(translations) } : rest;
}

function testimonialValues(input: z.output<typeof testimonialSchema>) {
  const id = input.videoUrl && input.videoProvider === "youtube" ? youtubeId(input.videoUrl) : null;
  return {
    ...withTranslations(input),
    // A video-site link is stored as an embed link, with a thumbnail derived from it.
    videoUrl: id ? youtubeEmbed(id) : input.videoUrl,
    videoThumbnailUrl: id ? youtubeThumbnail(id) : null,
    videoProvider: input.videoUrl ? input.videoProvider : ("youtube" as const),
  };
}

export async function saveTestimonial(input: z.output<typeof testimonialSchema>, id?: string) {
  const db = await getDb();
  let row;
  if (id) {
    [row] = await db
      .update(testimonials)
      .set(testimonialValues(input))
      .where(eq(testimonials.id, id))
      .returning();
    if (!row) throw notFound("Testimonial");
  } else {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(testimonials);
    [row] = await db
      .insert(testimonials)
      .values({ ...testimonialValues(input), order: n })
      .returning();
  }
  invalidate(TAGS.testimonials);
  return row!;
}

export async function listLogos() {
  return (await getDb()).select().from(clientLogos).orderBy(asc(clientLogos.order));
}

export async function saveLogo(input: z.output<typeof logoSchema>, id?: string) {
  const db = await getDb();
  let row;
  if (id) {
    [row] = await db.update(clientLogos).set(input).where(eq(clientLogos.id, id)).returning();
    if (!row) throw notFound("Logo");
  } else {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(clientLogos);
    [row] = await db
      .insert(clientLogos)
      .values({ ...input, order: n })
      .returning();
  }
  invalidate(TAGS.logos);
  return row!;
}

/** The ordered lists the back office shows, switched on and off and reordered alike. */
export type OrderedList = "testimonials" | "logos";
const ordered = { testimonials, logos: clientLogos } as const;
type Ordered = (typeof ordered)[OrderedList];
const tagOf = (t: Ordered) => (t === testimonials ? TAGS.testimonials : TAGS.logos);

export async function setActive(list: OrderedList, id: string, active: boolean) {
  const table = ordered[list];
  const [row] = await (
    await getDb()
  )
    .update(table)
    .set({ active })
    .where(eq(table.id, id))
    .returning();
  if (!row) throw notFound("Item");
  invalidate(tagOf(table));
  return row;
}

export async function removeOrdered(list: OrderedList, id: string) {
  const table = ordered[list];
  const [row] = await (
    await getDb()
  )
    .delete(table)
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!row) throw notFound("Item");
  invalidate(tagOf(table));
}

/** The listed ids get orders 0..n-1 in one transaction. */
export async function reorderOrdered(list: OrderedList, ids: string[]) {
  const table = ordered[list];
  await (
    await getDb()
  ).transaction(async (tx) => {
    for (const [order, id] of ids.entries()) {
      const res = await tx
        .update(table)
        .set({ order })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (res.length === 0) throw notFound("Item");
    }
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(table);
    assertWholeList(ids, n);
  });
  invalidate(tagOf(table));
}

// ---- about page (single row)

const DEFAULT_ABOUT: typeof aboutPage.$inferInsert = {
  title: "About Us",
  content: {
    blocks: [
      { id: "about-welcome", type: "header", data: { text: "Welcome to our company", level: 2 } },
      {
        id: "about-intro",
        type: "paragraph",
        data: {
          text: "We design, build and support premium arcade machines for entertainment venues around the world.",
        },
      },
    ],
  },
  metaTitle: "About Us | Premium Arcade Machines",
  metaDescription:
    "Learn about the team that designs, builds and supports premium arcade machines for entertainment venues around the world, from delivery to service.",
};

/** The about page; when none exists the default record is created. */
export async function getOrCreateAbout() {
  const db = await getDb();
  const [row] = await db.select().from(aboutPage).limit(1);
  if (row) return row;
  await db.insert(aboutPage).values(DEFAULT_ABOUT).onConflictDoNothing();
  const [created] = await db.select().from(aboutPage).limit(1);
  return created!;
}

export async function saveAbout(input: z.output<typeof aboutSchema>) {
  const db = await getDb();
  const current = await getOrCreateAbout();
  const [row] = await db
    .update(aboutPage)
    .set({ ...withTranslations(input), updatedAt: new Date() })
    .where(eq(aboutPage.id, current.id))
    .returning();
  invalidate(TAGS.about);
  return row!;
}

// ---- footer content (one row per type)

export async function getFooter(type: FooterType) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(footerContent)
    .where(eq(footerContent.type, type));
  return row ?? null;
}

export async function saveFooter(type: FooterType, body: z.output<typeof footerSchema>) {
  const input = withTranslations(body);
  const [row] = await (
    await getDb()
  )
    .insert(footerContent)
    .values({ type, ...input })
    .onConflictDoUpdate({ target: footerContent.type, set: { ...input, updatedAt: new Date() } })
    .returning();
  invalidate(TAGS.footer);
  return row!;
}

// ---- blog

export async function savePost(input: z.output<typeof blogPostSchema>, id?: string) {
  const db = await getDb();
  const { translations, ...english } = input;
  const values = {
    ...english,
    content: sanitizeRichHtml(input.content),
    publishDate: new Date(input.publishDate),
    // Translated HTML is sanitized like the English content.
    ...(translations
      ? {
          translations: compactTranslations(
            Object.fromEntries(
              TRANSLATABLE_LOCALES.map((locale) => {
                const t = translations[locale];
                return [locale, t && { ...t, content: t.content && sanitizeRichHtml(t.content) }];
              }),
            ),
          ),
        }
      : {}),
  };
  const [row] = id
    ? await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning()
    : await db.insert(blogPosts).values(values).returning();
  if (!row) throw notFound("Post");
  invalidate(TAGS.blog);
  return row;
}

export async function deletePost(id: string) {
  const [row] = await (
    await getDb()
  )
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (!row) throw notFound("Post");
  invalidate(TAGS.blog);
}
