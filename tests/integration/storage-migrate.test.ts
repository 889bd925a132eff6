import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { putObject } from "@/platform/storage/file-store";
import { localDriver } from "@/platform/storage/local-driver";
import { copyLocalToBucket, rewriteStoredUrls } from "@/platform/storage/move-to-bucket";
import { LONG_CACHE, SHORT_CACHE } from "@/platform/storage/paths";
import { s3Driver } from "@/platform/storage/s3-driver";
import { startS3Stub, type S3Stub } from "../support/stubs/s3";

let s3: S3Stub;
beforeAll(async () => {
  s3 = await startS3Stub();
});
afterAll(() => s3.close());

const CDN = "https://cdn.example.com";

describe("npm run storage:migrate", () => {
  it("copies every local file into the bucket with its headers, and a second run copies nothing", async () => {
    const root = path.join(config().dataDir, "storage");
    const local = localDriver(root);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    await putObject("g1/1-a.png", png, "image/png", SHORT_CACHE, local);
    await putObject(
      "g1/videos/1-b.mp4",
      Buffer.from("not really a video"),
      "video/mp4",
      LONG_CACHE,
      local,
    );
    const bucket = s3Driver({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
    const seen: number[] = [];
    const first = await copyLocalToBucket({
      root,
      target: bucket,
      onProgress: (done) => seen.push(done),
    });
    expect(first).toEqual({ copied: 2, skipped: 0, total: 2 });
    expect(seen).toEqual([1, 2]);
    expect(await s3.keys()).toEqual(["game-media/g1/1-a.png", "game-media/g1/videos/1-b.mp4"]);
    expect(await bucket.stat("g1/videos/1-b.mp4")).toMatchObject({
      contentType: "video/mp4",
      cacheControl: LONG_CACHE,
      size: 18,
    });
    const copy = Buffer.from(await new Response(await bucket.read("g1/1-a.png")).arrayBuffer());
    expect(copy.equals(png)).toBe(true);

    expect(await copyLocalToBucket({ root, target: bucket })).toEqual({
      copied: 0,
      skipped: 2,
      total: 2,
    });
  });

  it("points stored URLs in text and JSON columns at the public origin in one go, once", async () => {
    const db = await getDb();
    await db.execute(sql`create table migrate_probe (id int primary key, url text, doc jsonb)`);
    await db.execute(sql`insert into migrate_probe values
      (1, '/storage/game-media/g1/1-a.png', '{"html": "<img src=\\"/storage/game-media/about/2.png\\">"}'),
      (2, 'https://elsewhere.example/storage/game-media/x.png', '{"url": "https://youtu.be/x"}')`);
    expect(await rewriteStoredUrls(db, `${CDN}/`)).toBe(2);
    const { rows } = (await db.execute(
      sql`select url, doc from migrate_probe order by id`,
    )) as unknown as {
      rows: Array<{ url: string; doc: Record<string, string> }>;
    };
    expect(rows[0]).toEqual({
      url: `${CDN}/game-media/g1/1-a.png`,
      doc: { html: `<img src="${CDN}/game-media/about/2.png">` },
    });
    expect(rows[1]!.url).toBe("https://elsewhere.example/storage/game-media/x.png");
    expect(await rewriteStoredUrls(db, CDN)).toBe(0);
  });
});
