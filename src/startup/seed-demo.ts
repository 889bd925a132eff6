import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/platform/db/open";
import { appMeta } from "@/platform/db/meta-schema";
import { countGames } from "@/modules/catalog/server";

const MARKER = "demo_seeded";

/** Loads the demo content into an empty database, once: a marker row makes a second run a no-op. */
export async function seedDemoOnce(db: Db): Promise<boolean> {
  if ((await countGames(db)) > 0) return false;
  const claimed = await db
    .insert(appMeta)
    .values({ key: MARKER, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return false;
  try {
    await seed(db);
    return true;
  } catch (e) {
    await db.delete(appMeta);
    throw e;
  } finally {
    const { endDrawing } = await import("@/platform/seed/images");
    endDrawing();
  }
}

async function seed(db: Db) {
  // Loaded only when there is something to seed: the picture rendering brings in sharp and its
  // native libraries, which a restart on existing data never needs at start.
  const [catalogSeed, contentSeed, { seedContact }, { seedLeads }, { seedMessages }] =
    await Promise.all([
      import("@/modules/catalog/seed/seed-catalog"),
      import("@/modules/content/seed/seed-content"),
      import("@/modules/contact/seed/seed-contact"),
      import("@/modules/leads/seed/seed-leads"),
      import("@/modules/whatsapp/seed/seed-messages"),
    ]);
  // Ids first, so each game's files live under its own folder as uploads do.
  const gameIds = Array.from({ length: catalogSeed.demoGameCount }, () => randomUUID());
  const video = await catalogSeed.demoVideo();
  const gameFiles = await catalogSeed.makeFiles(gameIds, video);
  const contentFiles = await contentSeed.makeFiles(video);
  await db.transaction(async (tx) => {
    await catalogSeed.seedCatalog(tx, gameIds, gameFiles);
    await contentSeed.seedContent(tx, contentFiles, gameFiles[0]?.front ?? null);
    await seedContact(tx);
    await seedMessages(tx, await seedLeads(tx, gameIds));
  });
}
