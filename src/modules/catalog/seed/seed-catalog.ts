import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "@/platform/db/open";
import { productShot } from "@/platform/seed/images";
import { putObject } from "@/platform/storage/file-store";
import { LONG_CACHE, SHORT_CACHE, storagePaths } from "@/platform/storage/paths";
import { blocksToPlainText, demoBlocks as b } from "@/modules/content";
import {
  gameCategories,
  gameDimensions,
  gameFaqs,
  gameMedia,
  games,
  technicalSpecs,
} from "../schema";
import * as demo from "./demo-games";

type Files = Awaited<ReturnType<typeof makeFiles>>;

/** Draws and stores every demo game's pictures (and its attract-mode video when the asset exists). */
export async function makeFiles(gameIds: string[], video: Buffer | null) {
  const put = async (objectPath: string, bytes: Buffer, type: string, cache = SHORT_CACHE) =>
    (await putObject(objectPath, bytes, type, cache)).url;
  const shots = [];
  for (const [i, g] of demo.games.entries()) {
    const palette = { hue: g.hue, accent: g.accent };
    const shot = async (kind: "front" | "side" | "panel" | "pair") =>
      put(
        storagePaths.gameImage(gameIds[i]!, "webp"),
        await productShot(palette, kind),
        "image/webp",
      );
    shots.push({
      front: await shot("front"),
      side: await shot("side"),
      panel: await shot("panel"),
      pair: await shot("pair"),
      video:
        video && demo.games[i]!.video
          ? await put(storagePaths.gameVideo(gameIds[i]!, "webm"), video, "video/webm", LONG_CACHE)
          : null,
    });
  }
  return shots;
}

/** The demo attract-mode video, or null (with a warning) when the asset is missing. */
export async function demoVideo(): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(process.cwd(), "assets", "demo", "attract-mode.webm"));
  } catch {
    console.warn("Demo video asset missing; the demo content is seeded without videos.");
    return null;
  }
}

/** Inserts the demo categories and games with their media, specs, dimensions and FAQs. */
export async function seedCatalog(tx: Db, gameIds: string[], files: Files): Promise<void> {
  await tx.insert(gameCategories).values(demo.categories.map((name, order) => ({ name, order })));
  const now = Date.now();
  for (const [i, g] of demo.games.entries()) {
    const gameId = gameIds[i]!;
    const shots = files[i]!;
    const richDescription = b.doc(
      b.p(g.intro),
      b.h("Why operators choose it", 2),
      b.ul(g.highlights),
      b.p("Every machine is built, burned in and tested in our factory before it ships."),
    );
    await tx.insert(games).values({
      id: gameId,
      title: g.title,
      category: g.category,
      featured: g.featured ?? false,
      warrantyYears: g.warranty,
      powerRequirements: g.power,
      richDescription,
      description: blocksToPlainText(richDescription),
      // Spread creation times so "Newest" has a stable, believable order.
      createdAt: new Date(now - i * 86_400_000),
    });
    const image = (url: string, isMain = false) => ({
      gameId,
      type: "image" as const,
      url,
      isMain,
      videoProvider: null,
    });
    await tx.insert(gameMedia).values([
      image(shots.front, true),
      image(shots.side),
      image(shots.panel),
      image(shots.pair),
      ...(shots.video
        ? [
            {
              gameId,
              type: "video" as const,
              url: shots.video,
              mediaType: "showcase" as const,
              videoProvider: "local",
              videoThumbnailUrl: shots.front,
              title: `${g.title} attract mode`,
              description: "The cabinet's attract loop as players see it on the venue floor.",
            },
          ]
        : []),
    ]);
    await tx
      .insert(technicalSpecs)
      .values(g.specs.map(([key, value], order) => ({ gameId, key, value, order })));
    const [w, hgt, d, kg] = g.size;
    await tx.insert(gameDimensions).values([
      { gameId, type: "assembled", width: w, height: hgt, depth: d, weight: kg },
      {
        gameId,
        type: "packaged",
        width: w + 15,
        height: hgt + 12,
        depth: d + 15,
        weight: kg + 40,
      },
    ]);
    await tx
      .insert(gameFaqs)
      .values(g.faqs.map(([question, answer], order) => ({ gameId, question, answer, order })));
  }
}

export const demoGameCount = demo.games.length;
