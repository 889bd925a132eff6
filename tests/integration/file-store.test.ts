import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/storage/game-media/[...path]/route";
import { config, resetConfigForTests } from "@/platform/config";
import { deleteObject, putObject, statObject, storeUpload } from "@/platform/storage/file-store";
import { LONG_CACHE, SHORT_CACHE, objectPathFromUrl, storagePaths } from "@/platform/storage/paths";
import { startS3Stub, type S3Stub } from "../support/stubs/s3";

const streamOf = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]).stream();
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#f60" } })
    .png()
    .toBuffer();

async function upload(
  bytes: Uint8Array,
  name: string,
  type: string,
  kind: "image" | "video" = "image",
  maxMb?: number,
) {
  return storeUpload({
    body: streamOf(bytes),
    fileName: name,
    declaredType: type,
    declaredSize: bytes.byteLength,
    kind,
    maxMb,
    pathFor: (ext) =>
      kind === "image" ? storagePaths.gameImage("g1", ext) : storagePaths.gameVideo("g1", ext),
    cacheControl: kind === "image" ? SHORT_CACHE : LONG_CACHE,
  });
}

const serve = (url: string, headers: Record<string, string> = {}) => {
  const p = objectPathFromUrl(url)!;
  return GET(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ path: p.split("/") }),
  });
};

/** Every file the local driver holds (objects and sidecars), ignoring empty folders. */
async function localFiles(): Promise<string[]> {
  const root = path.join(config().dataDir, "storage");
  const entries = await fs.promises
    .readdir(root, { recursive: true, withFileTypes: true })
    .catch((e: NodeJS.ErrnoException) => {
      // Nothing stored yet: the driver makes the folder with its first file.
      if (e.code === "ENOENT") return [];
      throw e;
    });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

type Backend = { name: string; setup: () => Promise<void>; teardown: () => Promise<void> };
let s3: S3Stub | undefined;
const S3_KEYS = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];

/** What each backend holds, so a refused upload can be shown to leave nothing behind. */
const stored = async () => (s3 ? s3.keys() : localFiles());

const backends: Backend[] = [
  { name: "local disk", setup: async () => undefined, teardown: async () => undefined },
  {
    name: "S3 (s3rver)",
    setup: async () => {
      s3 = await startS3Stub();
      Object.assign(process.env, s3.env);
      resetConfigForTests();
    },
    teardown: async () => {
      for (const k of S3_KEYS) delete process.env[k];
      resetConfigForTests();
      await s3?.close();
      s3 = undefined;
    },
  },
];

describe.each(backends)("file store on $name", (backend) => {
  beforeAll(backend.setup);
  afterAll(backend.teardown);

  it("stores an image under {game_id}/{timestamp}-{random}.{ext} and serves it with its headers", async () => {
    const bytes = await png();
    const stored = await upload(bytes, "photo.png", "image/png");
    expect(stored.path).toMatch(/^g1\/\d+-[a-z0-9]+\.png$/);
    const res = await serve(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe(SHORT_CACHE);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    if (s3) expect(await s3.keys()).toContain(`game-media/${stored.path}`);

    const etag = res.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await serve(stored.url, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("answers a Range request with 206 and exactly those bytes", async () => {
    const video = fs.readFileSync(path.join(process.cwd(), "tests/fixtures/sample.mp4"));
    const stored = await upload(video, "clip.mp4", "video/mp4", "video");
    expect(stored.path).toMatch(/^g1\/videos\/\d+-[a-z0-9]+\.mp4$/);
    const res = await serve(stored.url, { range: "bytes=100-199" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-199/${video.byteLength}`);
    expect(res.headers.get("cache-control")).toBe(LONG_CACHE);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(video.subarray(100, 200))).toBe(true);
    const tail = await serve(stored.url, { range: "bytes=-10" });
    expect(
      Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.byteLength - 10)),
    ).toBe(true);
    const bad = await serve(stored.url, { range: `bytes=${video.byteLength + 5}-` });
    expect(bad.status).toBe(416);
  });

  it("refuses a text file named .png by its content (415)", async () => {
    await expect(
      upload(new TextEncoder().encode("hello, not an image"), "fake.png", "image/png"),
    ).rejects.toMatchObject({
      status: 415,
      message: "The file's content is not a valid PNG file. Allowed types: JPG, PNG, GIF, WebP",
    });
  });

  it("never accepts SVG or HTML, even with an image name", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(upload(svg, "x.svg", "image/svg+xml")).rejects.toMatchObject({ status: 415 });
    await expect(upload(svg, "x.png", "image/png")).rejects.toMatchObject({ status: 415 });
    const html = new TextEncoder().encode("<!doctype html><html><body>hi</body></html>");
    await expect(upload(html, "x.gif", "image/gif")).rejects.toMatchObject({ status: 415 });
  });

  it("refuses an image where a video is expected", async () => {
    await expect(upload(await png(), "clip.mp4", "video/mp4", "video")).rejects.toMatchObject({
      status: 415,
    });
  });

  it("refuses path-traversal names before reading the body", async () => {
    await expect(upload(await png(), "../../etc/passwd.png", "image/png")).rejects.toMatchObject({
      status: 400,
      message: "Invalid file name",
    });
    await expect(upload(await png(), "noextension", "image/png")).rejects.toMatchObject({
      message: "File has no extension",
    });
  });

  it("stops a body larger than the limit while streaming (413), whatever size was declared", async () => {
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(await png());
    await expect(
      storeUpload({
        body: streamOf(big),
        fileName: "big.png",
        declaredType: "image/png",
        declaredSize: 10,
        kind: "image",
        maxMb: 1,
        pathFor: (ext) => storagePaths.logo(ext),
        cacheControl: SHORT_CACHE,
      }),
    ).rejects.toMatchObject({ status: 413, message: "File size must be less than 1MB" });
  });

  it("refuses to serve paths outside the bucket and deletes objects", async () => {
    const res = await GET(new Request("http://localhost/x"), {
      params: Promise.resolve({ path: ["..", "db.lock"] }),
    });
    expect(res.status).toBe(404);
    const stored = await upload(await png(), "p.png", "image/png");
    await deleteObject(stored.path);
    expect(await statObject(stored.path)).toBeNull();
  });
  it("leaves no object behind when an upload is refused for its size or its content", async () => {
    const before = await stored();
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(await png());
    await expect(
      storeUpload({
        body: streamOf(big),
        fileName: "big.png",
        declaredType: "image/png",
        declaredSize: 10,
        kind: "image",
        maxMb: 1,
        pathFor: (ext) => storagePaths.logo(ext),
        cacheControl: SHORT_CACHE,
      }),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      upload(new TextEncoder().encode("hello, not an image"), "fake.png", "image/png"),
    ).rejects.toMatchObject({ status: 415 });
    expect(await stored()).toEqual(before);
  });

  it("streams a large video in parts byte for byte, and drops the parts when it grows too big", async () => {
    const sample = fs.readFileSync(path.join(process.cwd(), "tests/fixtures/sample.mp4"));
    const video = Buffer.alloc(18 * 1024 * 1024);
    sample.copy(video);
    for (let i = sample.byteLength; i < video.byteLength; i += 4096) video[i] = i % 251;
    const ok = await upload(video, "long.mp4", "video/mp4", "video", 500);
    expect(ok.size).toBe(video.byteLength);
    const whole = await serve(ok.url);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const mid = await serve(ok.url, { range: "bytes=9000000-9000099" });
    expect(Buffer.from(await mid.arrayBuffer()).equals(video.subarray(9000000, 9000100))).toBe(
      true,
    );

    const before = await stored();
    await expect(upload(video, "long.mp4", "video/mp4", "video", 10)).rejects.toMatchObject({
      status: 413,
    });
    // Declared small, so only the streaming check can catch it (after a part has gone out).
    await expect(
      storeUpload({
        body: streamOf(video),
        fileName: "long.mp4",
        declaredType: "video/mp4",
        declaredSize: 1000,
        kind: "video",
        maxMb: 10,
        pathFor: (ext) => storagePaths.gameVideo("g1", ext),
        cacheControl: LONG_CACHE,
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(await stored()).toEqual(before);
  });

  it("never overwrites an existing object (409)", async () => {
    const bytes = await png();
    const first = await putObject("logos-test/a.png", bytes, "image/png", SHORT_CACHE);
    await expect(
      putObject("logos-test/a.png", Buffer.from("other"), "image/png", SHORT_CACHE),
    ).rejects.toMatchObject({ status: 409 });
    const res = await serve(first.url);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
