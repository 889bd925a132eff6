import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { aboutPage, blogPosts, clientLogos, footerContent, testimonials } from "../schema";

/**
 * Whether any content row holds this text (a stored file's `/storage/<bucket>/<path>`): a
 * testimonial's photo, video or thumbnail, a client logo, a blog post's featured image or
 * content, the about page's hero or content, or a footer page. Catalog asks before deleting a file.
 */
export async function contentNamesFile(needle: string, db?: Db): Promise<boolean> {
  const has = (text: unknown) => sql`strpos(coalesce(${text}, ''), ${needle}) > 0`;
  const res = await (db ?? (await getDb())).execute(sql`select (
    exists (select 1 from ${testimonials} where ${has(testimonials.imageUrl)}
      or ${has(testimonials.videoUrl)} or ${has(testimonials.videoThumbnailUrl)})
    or exists (select 1 from ${clientLogos} where ${has(clientLogos.logoUrl)})
    or exists (select 1 from ${blogPosts} where ${has(blogPosts.featuredImage)}
      or ${has(blogPosts.content)})
    or exists (select 1 from ${aboutPage} where ${has(aboutPage.heroImage)}
      or ${has(sql`${aboutPage.content}::text`)})
    or exists (select 1 from ${footerContent} where ${has(sql`${footerContent.content}::text`)})
  ) as referenced`);
  const row = (res as unknown as { rows: Array<{ referenced: boolean }> }).rows[0];
  return Boolean(row?.referenced);
}
