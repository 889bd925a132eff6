import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import * as t from "@/platform/db/schema";
import { blocksToPlainText } from "@/modules/content/blocks";
import { putObject } from "@/platform/storage/file-store";
import { LONG_CACHE, SHORT_CACHE, storagePaths } from "@/platform/storage/paths";
import * as demo from "./demo-data";
import { banner, logoMark, portrait, productShot } from "./images";

const MARKER = "demo_seeded";

/** Loads the demo content into an empty database, once: a marker row makes a second run a no-op. */
export async function seedDemoOnce(db: Db): Promise<boolean> {
  const [{ value: gameCount } = { value: 0 }] = await db.select({ value: count() }).from(t.games);
  if (gameCount > 0) return false;
  const claimed = await db
    .insert(t.appMeta)
    .values({ key: MARKER, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return false;
  try {
    await seed(db);
    return true;
  } catch (e) {
    await db.delete(t.appMeta);
    throw e;
  }
}

async function seed(db: Db) {
  // Ids first, so each game's files live under its own folder as uploads do (SPEC.md section 7).
  const gameIds = demo.games.map(() => randomUUID());
  const files = await makeFiles(gameIds);
  await db.transaction(async (tx) => {
    await tx
      .insert(t.gameCategories)
      .values(demo.categories.map((name, order) => ({ name, order })));

    const now = Date.now();
    for (const [i, g] of demo.games.entries()) {
      const richDescription = demo.doc(
        demo.p(g.intro),
        demo.h("Why operators choose it", 2),
        demo.ul(g.highlights),
        demo.p("Every machine is built, burned in and tested in our factory before it ships."),
      );
      const [game] = await tx
        .insert(t.games)
        .values({
          id: gameIds[i],
          title: g.title,
          category: g.category,
          featured: g.featured ?? false,
          warrantyYears: g.warranty,
          powerRequirements: g.power,
          richDescription,
          description: blocksToPlainText(richDescription),
          // Spread creation times so "Newest" has a stable, believable order.
          createdAt: new Date(now - i * 86_400_000),
        })
        .returning();
      const gameFiles = files.games[i]!;
      await tx.insert(t.gameMedia).values([
        {
          gameId: game!.id,
          type: "image",
          url: gameFiles.front,
          isMain: true,
          videoProvider: null,
        },
        { gameId: game!.id, type: "image", url: gameFiles.side, videoProvider: null },
        { gameId: game!.id, type: "image", url: gameFiles.panel, videoProvider: null },
        { gameId: game!.id, type: "image", url: gameFiles.pair, videoProvider: null },
        ...(files.gameVideos[i]
          ? [
              {
                gameId: game!.id,
                type: "video" as const,
                url: files.gameVideos[i],
                mediaType: "showcase" as const,
                videoProvider: "local",
                videoThumbnailUrl: gameFiles.front,
                title: `${g.title} attract mode`,
                description: "The cabinet's attract loop as players see it on the venue floor.",
              },
            ]
          : []),
      ]);
      await tx
        .insert(t.technicalSpecs)
        .values(g.specs.map(([key, value], order) => ({ gameId: game!.id, key, value, order })));
      const [w, hgt, d, kg] = g.size;
      await tx.insert(t.gameDimensions).values([
        { gameId: game!.id, type: "assembled", width: w, height: hgt, depth: d, weight: kg },
        {
          gameId: game!.id,
          type: "packaged",
          width: w + 15,
          height: hgt + 12,
          depth: d + 15,
          weight: kg + 40,
        },
      ]);
      await tx.insert(t.gameFaqs).values(
        g.faqs.map(([question, answer], order) => ({
          gameId: game!.id,
          question,
          answer,
          order,
        })),
      );
    }

    await tx.insert(t.testimonials).values(
      demo.testimonials.map((x, order) => ({
        name: x.name,
        title: x.title,
        company: x.company,
        text: x.text,
        imageUrl: files.portraits[order],
        order,
        active: x.active,
        ...(x.video && files.testimonialVideo
          ? {
              videoUrl: files.testimonialVideo,
              videoProvider: "local" as const,
              videoThumbnailUrl: files.games[0]!.front,
            }
          : {}),
      })),
    );
    await tx.insert(t.clientLogos).values(
      demo.logos.map((x, order) => ({
        name: x.name,
        url: x.url,
        logoUrl: files.logos[order]!,
        order,
        active: true,
      })),
    );
    await tx.insert(t.footerContent).values(
      demo.footer.map((f) => ({
        type: f.type,
        title: f.title,
        content: demo.doc(...f.body.map((b) => demo.p(b))),
        active: true,
      })),
    );
    await tx.insert(t.aboutPage).values({
      title: "About Us",
      heroTitle: "Built for the Best Venues",
      heroSubtitle:
        "Premium arcade machines designed, built and supported by people who love play.",
      heroImage: files.aboutHero,
      metaTitle: "About Us | Premium Arcade Machine Manufacturer",
      metaDescription:
        "For over fifteen years we have designed and built premium arcade machines for entertainment venues worldwide, with installation and support included.",
      footerText:
        "Premium arcade machines for entertainment venues worldwide, built to earn and made to last.",
      content: demo.doc(
        demo.h("Welcome to our world of play", 2),
        demo.p(
          "We design and build premium arcade machines for family entertainment centres, bowling alleys, cinemas and bars.",
        ),
        demo.h("What we believe", 3),
        demo.ul([
          "Machines should earn from day one",
          "Support should answer the same day",
          "Players deserve beautiful games",
        ]),
      ),
    });
    await tx.insert(t.contactSettings).values({
      emailPrimary: "sales@arcade-demo.example",
      emailSecondary: "support@arcade-demo.example",
      phonePrimary: "+1 555 010 2030",
      phoneSecondary: "+1 555 010 2040",
      addressStreet: "120 Arcade Way",
      addressCity: "Austin",
      addressState: "TX",
      addressPostal: "78701",
      addressCountry: "United States",
      mapEmbedUrl: "120 Arcade Way, Austin, TX 78701, United States",
    });
    await tx.insert(t.blogPosts).values(
      demo.posts.map((x, i) => ({
        title: x.title,
        status: x.status,
        metaTags: x.tags,
        featuredImage: files.banners[i],
        publishDate: new Date(now - x.daysAgo * 86_400_000),
        content: `<p>${x.title} — insights from our team of arcade specialists.</p><h2>What we have learned</h2><p>Venues that refresh their game mix every season see longer visits and higher spend per guest. Place your strongest earners where they can be seen from the entrance.</p><ul><li>Keep machines spotless and lit</li><li>Run weekly tournaments</li><li>Track earnings per square metre</li></ul>`,
      })),
    );
  });
}

async function makeFiles(gameIds: string[]) {
  const put = async (objectPath: string, bytes: Buffer, type: string, cache = SHORT_CACHE) =>
    (await putObject(objectPath, bytes, type, cache)).url;

  const games = [];
  for (const [i, g] of demo.games.entries()) {
    const palette = { hue: g.hue, accent: g.accent };
    const folder = gameIds[i]!;
    const shot = async (kind: "front" | "side" | "panel" | "pair") =>
      put(storagePaths.gameImage(folder, "webp"), await productShot(palette, kind), "image/webp");
    games.push({
      front: await shot("front"),
      side: await shot("side"),
      panel: await shot("panel"),
      pair: await shot("pair"),
    });
  }
  const gameVideos: Array<string | null> = demo.games.map(() => null);
  let testimonialVideo: string | null = null;
  try {
    const bytes = await fs.readFile(
      path.join(process.cwd(), "assets", "demo", "attract-mode.webm"),
    );
    for (const [i, g] of demo.games.entries()) {
      if (g.video)
        gameVideos[i] = await put(
          storagePaths.gameVideo(gameIds[i]!, "webm"),
          bytes,
          "video/webm",
          LONG_CACHE,
        );
    }
    // Its own copy: deleting the game must not take the testimonial's video with it.
    testimonialVideo = await put(storagePaths.testimonial("webm"), bytes, "video/webm");
  } catch {
    console.warn("Demo video asset missing; the demo content is seeded without videos.");
  }
  const portraits = await Promise.all(
    demo.testimonials.map(async (x) =>
      put(storagePaths.testimonial("webp"), await portrait(x.hue), "image/webp"),
    ),
  );
  const logos = await Promise.all(
    demo.logos.map(async (x, i) =>
      put(storagePaths.logo("png"), await logoMark(x.hue, i), "image/png"),
    ),
  );
  const banners = await Promise.all(
    demo.posts.map(async (x) =>
      put(
        storagePaths.editorImage("webp"),
        await banner({ hue: x.hue, accent: x.hue + 150 }),
        "image/webp",
      ),
    ),
  );
  const aboutHero = await put(
    storagePaths.editorImage("webp"),
    await banner({ hue: 220, accent: 30 }),
    "image/webp",
  );
  return { games, gameVideos, testimonialVideo, portraits, logos, banners, aboutHero };
}
