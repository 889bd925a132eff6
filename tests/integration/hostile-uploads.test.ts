import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as uploads from "@/app/api/admin/uploads/route";
import { getDb } from "@/platform/db/client";
import { isSafeObjectPath, objectPathFromUrl } from "@/platform/storage/paths";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { expectErrorShape, hostileString, RUNS, storedFiles } from "../support/hostile";

// Item 5 of the hardening issue: the upload endpoint under hostile names, scopes, sizes, types and
// bytes. Never a 5xx; a refusal leaves no file (not even a temp file); an accepted file is stored
// under a safe path of its scope with the type its bytes really have.

let cookie: string;
let gameId: string;
let png: Buffer;
const mp4 = fs.readFileSync("tests/fixtures/sample.mp4");
const SCOPES = ["game-image", "game-video", "editor", "testimonial", "logo", "testimonial-video"];

beforeAll(async () => {
  cookie = await signInCookie();
  const [g] = await (
    await getDb()
  )
    .insert(t.games)
    .values({ title: "G", category: "C" })
    .returning();
  gameId = g!.id;
  png = await sharp({ create: { width: 3, height: 3, channels: 3, background: "#0f0" } })
    .png()
    .toBuffer();
});

const PRINTABLE = /^[\x20-\x7e]*$/;

describe("hostile uploads", () => {
  it("POST /api/admin/uploads", async () => {
    const body = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(png, mp4) },
      fc.constant(Buffer.alloc(0)),
      fc.constant(png.subarray(0, 20)),
      fc.constant(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>x</script></svg>")),
      fc.constant(Buffer.from("<?php system($_GET['c']); ?>")),
      fc.uint8Array({ maxLength: 5000 }).map((a) => Buffer.from(a)),
    );
    const often = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
    const query = fc.record(
      {
        scope: often(fc.constantFrom(...SCOPES), hostileString),
        name: often(
          fc.constantFrom("a.png", "clip.mp4", "photo.PNG"),
          fc.oneof(
            fc.constantFrom("../../a.png", "a/b.png", "a\\b.png", "a.png\u0000", "a", ".png"),
            hostileString,
          ),
        ),
        size: often(
          fc.constantFrom(String(png.length), String(mp4.length)),
          fc.oneof(fc.nat().map(String), hostileString),
        ),
        gameId: often(fc.constant("GAME"), fc.oneof(fc.uuid(), hostileString)),
      },
      { requiredKeys: [] },
    );
    const contentType = fc.oneof(
      fc.constantFrom("image/png", "video/mp4", "", "application/octet-stream", "text/html"),
      fc.string({ maxLength: 30 }).filter((s) => PRINTABLE.test(s)),
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(query, contentType, body, async (q, type, bytes) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(q))
          if (v !== undefined) params.set(k, v === "GAME" ? gameId : v);
        const files = storedFiles();
        const res = await uploads.POST(
          adminRequest(cookie, `/api/admin/uploads?${params}`, {
            method: "POST",
            body: new Uint8Array(bytes),
            headers: type ? { "content-type": type } : {},
          }),
          ctx({}),
        );
        expect(res.status).toBeLessThan(500);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 400) {
          await expectErrorShape(res);
          expect(storedFiles()).toEqual(files);
          return;
        }
        expect(res.status).toBe(201);
        const stored = (await res.json()) as { url: string; path: string; contentType: string };
        const objectPath = objectPathFromUrl(stored.url);
        expect(objectPath).toBe(stored.path);
        expect(isSafeObjectPath(stored.path)).toBe(true);
        if (q.scope === "game-image" || q.scope === "game-video")
          expect(stored.path.startsWith(`${params.get("gameId")}/`)).toBe(true);
        expect(stored.contentType).toMatch(/^(image\/(png|jpeg|gif|webp)|video\/(mp4|webm|ogg))$/);
        // Exactly the object and its metadata were added; no temp file is left behind.
        const added = storedFiles().filter((f) => !files.includes(f));
        expect(added.sort()).toEqual(
          [`game-media/${stored.path}`, `.meta/game-media/${stored.path}.json`].sort(),
        );
        expect(fs.readdirSync(path.join(process.env.DATA_DIR!, "storage", ".tmp"))).toEqual([]);
      }),
      {
        numRuns: RUNS * 2,
        // Known cases of each kind first, so both sides are reached whatever the random draws.
        examples: [
          [
            { scope: "game-image", name: "a.png", size: String(png.length), gameId: "GAME" },
            "image/png",
            png,
          ],
          [
            { scope: "game-image", name: "a.png", size: String(png.length), gameId: "GAME" },
            "text/html",
            png,
          ],
          [{ scope: "game-image", name: "a.png", gameId: randomUUID() }, "image/png", png],
          [{ scope: "game-image", name: "a", gameId: "GAME" }, "image/png", png],
        ],
      },
    );
    // The runs reached both sides: stored files and each kind of refusal.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([201, 400, 404, 415]));
  });
});
