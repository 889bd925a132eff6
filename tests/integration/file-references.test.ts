import fs from "node:fs";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as gameRoute from "@/app/api/admin/games/[id]/route";
import * as mediaRoute from "@/app/api/admin/games/[id]/media/route";
import * as mediaItem from "@/app/api/admin/games/[id]/media/[mediaId]/route";
import * as tList from "@/app/api/admin/testimonials/route";
import * as uploads from "@/app/api/admin/uploads/route";
import { GET as serveFile } from "@/app/storage/game-media/[...path]/route";
import { isFileReferenced } from "@/modules/catalog/server/file-references";
import { getDb } from "@/platform/db/client";
import { statObject } from "@/platform/storage/file-store";
import { objectPathFromUrl } from "@/platform/storage/paths";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// Item 9 of the hardening issue: a stored file is removed only when no row refers to it any more.

let cookie: string;
let png: Buffer;
const mp4 = fs.readFileSync("tests/fixtures/sample.mp4");
const send = (method: string, json?: unknown) =>
  adminRequest(cookie, "/x", { method, ...(json === undefined ? {} : { json }) });
const json = async <T>(res: Response) => (await res.json()) as T;

async function newGame(title: string): Promise<string> {
  const res = await gamesRoute.POST(
    send("POST", { title, category: "Racing", warrantyYears: 1 }),
    ctx({}),
  );
  return (await json<{ id: string }>(res)).id;
}

/** Uploads a file for the game and adds it as a media row; returns the row id and URL. */
async function addMedia(gameId: string, kind: "image" | "video") {
  const [scope, name, bytes, type] =
    kind === "image"
      ? ["game-image", "a.png", png, "image/png"]
      : ["game-video", "a.mp4", mp4, "video/mp4"];
  const up = await uploads.POST(
    adminRequest(cookie, `/api/admin/uploads?scope=${scope}&gameId=${gameId}&name=${name}`, {
      method: "POST",
      body: new Uint8Array(bytes as Buffer),
      headers: { "content-type": type as string },
    }),
    ctx({}),
  );
  const { url } = await json<{ url: string }>(up);
  const row = await mediaRoute.POST(
    send("POST", { type: kind, url, title: "Clip", description: "A clip" }),
    ctx({ id: gameId }),
  );
  expect(row.status).toBe(201);
  return { id: (await json<{ id: string }>(row)).id, url };
}

const stored = async (url: string) => (await statObject(objectPathFromUrl(url)!)) !== null;

beforeAll(async () => {
  cookie = await signInCookie();
  await (await getDb()).insert(t.gameCategories).values({ name: "Racing" });
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#00f" } })
    .png()
    .toBuffer();
});

describe("stored files shared by several rows", () => {
  it("keeps a game's video that a testimonial plays when the media row is deleted, and still serves it", async () => {
    const gameId = await newGame("Video game");
    const video = await addMedia(gameId, "video");
    const testimonial = await tList.POST(
      send("POST", {
        name: "Ann",
        company: "Fun Zone",
        text: "Great",
        videoUrl: video.url,
        videoProvider: "local",
      }),
      ctx({}),
    );
    expect(testimonial.status).toBe(201);

    const del = await mediaItem.DELETE(send("DELETE"), ctx({ id: gameId, mediaId: video.id }));
    expect(del.status).toBe(204);
    expect(await stored(video.url)).toBe(true);
    const path = objectPathFromUrl(video.url)!.split("/");
    const served = await serveFile(new Request(`http://localhost:3000${video.url}`), {
      params: Promise.resolve({ path }),
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it("removes a file that no other row refers to", async () => {
    const gameId = await newGame("Lonely game");
    const image = await addMedia(gameId, "image");
    expect(await stored(image.url)).toBe(true);
    await mediaItem.DELETE(send("DELETE"), ctx({ id: gameId, mediaId: image.id }));
    expect(await stored(image.url)).toBe(false);
  });

  // Each kind of row that can point at a stored file keeps it when the game that uploaded it goes.
  const references: Record<string, (url: string, origin: string) => Promise<unknown>> = {
    "a testimonial photo": async (url) =>
      (await getDb())
        .insert(t.testimonials)
        .values({ name: "A", company: "B", text: "C", imageUrl: url }),
    "a testimonial video thumbnail": async (url) =>
      (await getDb())
        .insert(t.testimonials)
        .values({ name: "A", company: "B", text: "C", videoThumbnailUrl: url }),
    "a client logo": async (url) =>
      (await getDb()).insert(t.clientLogos).values({ name: "Acme", logoUrl: url }),
    "a blog post's featured image": async (url) =>
      (await getDb()).insert(t.blogPosts).values({ title: "P", featuredImage: url }),
    "an image inside a blog post, by absolute URL": async (url, origin) =>
      (await getDb())
        .insert(t.blogPosts)
        .values({ title: "P", content: `<p><img src="${origin}${url}" alt=""></p>` }),
    "the about page hero": async (url) =>
      (await getDb()).insert(t.aboutPage).values({ title: "About", heroImage: url }),
    "an editor image in a footer page": async (url) =>
      (await getDb()).insert(t.footerContent).values({
        type: "shipping",
        title: "Shipping",
        content: { blocks: [{ id: "i", type: "image", data: { url } }] },
      }),
    "an editor image in another game's description": async (url) =>
      (await getDb()).insert(t.games).values({
        title: "Other",
        category: "Racing",
        richDescription: { blocks: [{ id: "i", type: "image", data: { url } }] },
      }),
  };

  for (const [what, refer] of Object.entries(references)) {
    it(`keeps a deleted game's image used by ${what}`, async () => {
      const gameId = await newGame(`Game for ${what}`);
      const image = await addMedia(gameId, "image");
      await refer(image.url, "https://arcade.example");
      expect(await isFileReferenced(image.url)).toBe(true);
      const del = await gameRoute.DELETE(send("DELETE"), ctx({ id: gameId }));
      expect(del.status).toBe(204);
      expect(await stored(image.url)).toBe(true);
      // Once the reference goes too, nothing refers to the file any more.
      const db = await getDb();
      await Promise.all([
        db.delete(t.testimonials),
        db.delete(t.clientLogos),
        db.delete(t.blogPosts),
        db.delete(t.aboutPage),
        db.delete(t.footerContent),
        db.delete(t.games).where(eq(t.games.title, "Other")),
      ]);
      expect(await isFileReferenced(image.url)).toBe(false);
    });
  }

  it("answers no for URLs that are not stored files of ours", async () => {
    expect(await isFileReferenced("https://elsewhere.example/a.png")).toBe(false);
    expect(await isFileReferenced("/storage/game-media/%E0%A4%A.png")).toBe(false);
    expect(await isFileReferenced("/storage/game-media/../db/PG_VERSION")).toBe(false);
  });
});
