import "server-only";
import { sql } from "drizzle-orm";
import { contentNamesFile } from "@/modules/content/server";
import { getDb } from "@/platform/db/client";
import { BUCKET, objectPathFromUrl } from "@/platform/storage/paths";
import { gameMedia, games } from "../schema";

/**
 * Whether any row still refers to the stored file behind this URL: a game's media, a rich
 * description's editor image, a testimonial's photo, video or thumbnail, a client logo, a blog
 * post's featured image or content, the about page's hero or content, or a footer page. A file
 * goes only when this says no (a testimonial may point at a game's video).
 *
 * References are found as text (relative or absolute URLs, HTML, block documents), so a rare
 * false "yes" only keeps a file, never loses one.
 */
export async function isFileReferenced(url: string): Promise<boolean> {
  const path = objectPathFromUrl(url);
  if (!path) return false;
  // Safe object paths need no %-escaping, so every stored form of the URL contains this text.
  const needle = `/storage/${BUCKET}/${path}`;
  const has = (text: unknown) => sql`strpos(coalesce(${text}, ''), ${needle}) > 0`;
  const db = await getDb();
  const res = await db.execute(sql`select (
    exists (select 1 from ${gameMedia} where ${gameMedia.storagePath} = ${path}
      or ${has(gameMedia.url)} or ${has(gameMedia.videoThumbnailUrl)})
    or exists (select 1 from ${games} where ${has(sql`${games.richDescription}::text`)})
  ) as referenced`);
  const row = (res as unknown as { rows: Array<{ referenced: boolean }> }).rows[0];
  return Boolean(row?.referenced) || contentNamesFile(needle, db);
}
