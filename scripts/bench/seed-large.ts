// Bench content sizes beyond the demo: real rows the public pages read, cloned from the demo rows
// (their image and video files reused, so no new files are drawn). Written straight into a stopped
// server's embedded database, since a running server holds the data directory's lock.
import { randomUUID } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import {
  gameDimensions,
  gameFaqs,
  gameMedia,
  games,
  technicalSpecs,
} from "../../src/modules/catalog/schema";
import { blogPosts, testimonials } from "../../src/modules/content/schema";
import { openDatabase, type Db } from "../../src/platform/db/open";

export type Size = { games: number; media: number; posts: number; testimonials: number };

/** "demo" is the demo content as shipped; the others top it up to these totals. */
export const SIZES = {
  demo: null,
  /** The smaller catalogue the query counts compare against. */
  medium: { games: 50, media: 300, posts: 20, testimonials: 5 },
  large: { games: 500, media: 3000, posts: 200, testimonials: 50 },
} satisfies Record<string, Size | null>;
export type SizeName = keyof typeof SIZES;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Insert in slices: one statement per row would take minutes, one for all hits parameter limits. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

/** Tops the demo content of a stopped server's data directory up to the given totals. */
export async function enlarge(dataDir: string, size: Size): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.db.transaction(async (tx) => {
      await addGames(tx, size);
      await addPosts(tx, size.posts);
      await addTestimonials(tx, size.testimonials);
    });
  } finally {
    await handle.close();
  }
}

async function addGames(db: Db, size: Size) {
  const templates = await db.select().from(games).orderBy(asc(games.createdAt));
  const missing = size.games - templates.length;
  if (missing <= 0 || templates.length === 0) return;
  // The media rows still to add, spread evenly over the new games (at least the main image each).
  const [media0] = await db.select({ n: count() }).from(gameMedia);
  const mediaLeft = Math.max(missing, size.media - (media0?.n ?? 0));
  const oldest = templates[0]!.createdAt.getTime();
  const newGames = [];
  const media = [];
  const specs = [];
  const dims = [];
  const faqs = [];
  for (let i = 0; i < missing; i++) {
    const t = templates[i % templates.length]!;
    const id = randomUUID();
    // Older than every demo game, so the shop's first page still opens on the demo catalogue.
    newGames.push({
      ...t,
      id,
      title: `${t.title} ${Math.floor(i / templates.length) + 2}`,
      featured: false,
      createdAt: new Date(oldest - (i + 1) * HOUR),
      updatedAt: new Date(oldest - (i + 1) * HOUR),
    });
    const own = await db.select().from(gameMedia).where(eq(gameMedia.gameId, t.id));
    const main = own.find((m) => m.isMain) ?? own[0]!;
    const rest = own.filter((m) => m !== main);
    const n = Math.floor(mediaLeft / missing) + (i < mediaLeft % missing ? 1 : 0);
    for (let k = 0; k < n; k++) {
      const from = k === 0 || rest.length === 0 ? main : rest[(k - 1) % rest.length]!;
      media.push({ ...from, id: randomUUID(), gameId: id, isMain: k === 0 });
    }
    for (const s of await db.select().from(technicalSpecs).where(eq(technicalSpecs.gameId, t.id)))
      specs.push({ ...s, id: randomUUID(), gameId: id });
    for (const d of await db.select().from(gameDimensions).where(eq(gameDimensions.gameId, t.id)))
      dims.push({ ...d, id: randomUUID(), gameId: id });
    for (const f of await db.select().from(gameFaqs).where(eq(gameFaqs.gameId, t.id)))
      faqs.push({ ...f, id: randomUUID(), gameId: id });
  }
  await insertAll(newGames, (rows) => db.insert(games).values(rows));
  await insertAll(media, (rows) => db.insert(gameMedia).values(rows));
  await insertAll(specs, (rows) => db.insert(technicalSpecs).values(rows));
  await insertAll(dims, (rows) => db.insert(gameDimensions).values(rows));
  await insertAll(faqs, (rows) => db.insert(gameFaqs).values(rows));
}

async function addPosts(db: Db, target: number) {
  const all = await db.select().from(blogPosts);
  const templates = all.filter((p) => p.status === "published");
  const missing = target - all.length;
  if (missing <= 0 || templates.length === 0) return;
  const now = Date.now();
  const rows = Array.from({ length: missing }, (_, i) => {
    const t = templates[i % templates.length]!;
    // Published before every demo post, one a day, so the blog's first page stays the demo's.
    const day = new Date(now - (60 + i) * DAY);
    return {
      ...t,
      id: randomUUID(),
      title: `${t.title} (${Math.floor(i / templates.length) + 2})`,
      publishDate: day,
      createdAt: day,
      updatedAt: day,
    };
  });
  await insertAll(rows, (slice) => db.insert(blogPosts).values(slice));
}

async function addTestimonials(db: Db, target: number) {
  const all = await db.select().from(testimonials).orderBy(asc(testimonials.order));
  const templates = all.filter((x) => x.active);
  const missing = target - all.length;
  if (missing <= 0 || templates.length === 0) return;
  const last = all.at(-1)?.order ?? 0;
  const rows = Array.from({ length: missing }, (_, i) => ({
    ...templates[i % templates.length]!,
    id: randomUUID(),
    order: last + i + 1,
  }));
  await insertAll(rows, (slice) => db.insert(testimonials).values(slice));
}
