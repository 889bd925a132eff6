import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as cats from "@/app/api/admin/categories/route";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as mediaRoute from "@/app/api/admin/games/[id]/media/route";
import * as mediaItem from "@/app/api/admin/games/[id]/media/[mediaId]/route";
import * as mainRoute from "@/app/api/admin/games/[id]/media/[mediaId]/main/route";
import * as dims from "@/app/api/admin/games/[id]/dimensions/route";
import * as uploads from "@/app/api/admin/uploads/route";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// Invariants the back office relies on: one main image per game, and one dimension set per type.
let cookie: string;
const req = (path: string, method = "GET", json?: unknown) =>
  adminRequest(cookie, path, { method, json });
const body = async (res: Response) => res.json();
type MediaRow = { id: string; type: string; isMain: boolean };

async function newGame(title: string) {
  return body(
    await gamesRoute.POST(
      req("/x", "POST", { title, category: "Pinball", warrantyYears: 1 }),
      ctx({}),
    ),
  );
}

async function addImage(gameId: string, name: string) {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f0" } })
    .png()
    .toBuffer();
  const r = adminRequest(
    cookie,
    `/api/admin/uploads?scope=game-image&gameId=${gameId}&name=${name}&size=${png.length}`,
    { method: "POST", body: new Uint8Array(png), headers: { "content-type": "image/png" } },
  );
  const up = await body(await uploads.POST(r, ctx({})));
  return (await body(
    await mediaRoute.POST(req("/x", "POST", { type: "image", url: up.url }), ctx({ id: gameId })),
  )) as MediaRow;
}

const listMedia = async (gameId: string) =>
  (await body(await mediaRoute.GET(req("/x"), ctx({ id: gameId })))).media as MediaRow[];
const del = (gameId: string, mediaId: string) =>
  mediaItem.DELETE(req("/x", "DELETE"), ctx({ id: gameId, mediaId }));

beforeAll(async () => {
  cookie = await signInCookie();
  expect((await cats.POST(req("/x", "POST", { name: "Pinball" }), ctx({}))).status).toBe(201);
});

describe("deleting the main image", () => {
  it("promotes the oldest remaining image, and leaves none main only when no image is left", async () => {
    const g = await newGame("Main Keeper");
    const a = await addImage(g.id, "a.png");
    const b = await addImage(g.id, "b.png");
    const c = await addImage(g.id, "c.png");
    expect((await mainRoute.POST(req("/x", "POST"), ctx({ id: g.id, mediaId: c.id }))).status).toBe(
      204,
    );

    // Deleting the main image makes the oldest remaining image main.
    expect((await del(g.id, c.id)).status).toBe(204);
    expect((await listMedia(g.id)).map((m) => [m.id, m.isMain])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);

    // Deleting a non-main image leaves the main one alone.
    expect((await del(g.id, b.id)).status).toBe(204);
    expect((await listMedia(g.id)).map((m) => [m.id, m.isMain])).toEqual([[a.id, true]]);

    expect((await del(g.id, a.id)).status).toBe(204);
    expect(await listMedia(g.id)).toEqual([]);
    expect((await del(g.id, a.id)).status).toBe(404);
  });

  it("never promotes a video", async () => {
    const g = await newGame("Video Only");
    const img = await addImage(g.id, "only.png");
    const mp4 = (await import("node:fs")).readFileSync("tests/fixtures/sample.mp4");
    const r = adminRequest(
      cookie,
      `/api/admin/uploads?scope=game-video&gameId=${g.id}&name=clip.mp4&size=${mp4.length}`,
      { method: "POST", body: new Uint8Array(mp4), headers: { "content-type": "video/mp4" } },
    );
    const up = await body(await uploads.POST(r, ctx({})));
    expect(
      (
        await mediaRoute.POST(
          req("/x", "POST", { type: "video", url: up.url, title: "T", description: "D" }),
          ctx({ id: g.id }),
        )
      ).status,
    ).toBe(201);
    expect((await del(g.id, img.id)).status).toBe(204);
    expect((await listMedia(g.id)).map((m) => [m.type, m.isMain])).toEqual([["video", false]]);
  });
});

describe("dimension edits by id", () => {
  it("update the row's values but refuse a type change that would overwrite the other set", async () => {
    const g = await newGame("Dims Guard");
    const base = { width: 1, height: 2, depth: 3, weight: 4 };
    const assembled = await body(
      await dims.PUT(req("/x", "PUT", { ...base, type: "assembled" }), ctx({ id: g.id })),
    );
    const packaged = await body(
      await dims.PUT(req("/x", "PUT", { ...base, type: "packaged", width: 9 }), ctx({ id: g.id })),
    );

    const edited = await dims.PUT(
      req("/x", "PUT", { ...base, id: assembled.id, type: "assembled", width: 5 }),
      ctx({ id: g.id }),
    );
    expect(edited.status).toBe(200);
    expect(await body(edited)).toMatchObject({ id: assembled.id, type: "assembled", width: 5 });

    const switched = await dims.PUT(
      req("/x", "PUT", { ...base, id: assembled.id, type: "packaged", width: 7 }),
      ctx({ id: g.id }),
    );
    expect(switched.status).toBe(409);
    const list = (await body(await dims.GET(req("/x"), ctx({ id: g.id })))).dimensions as Array<{
      id: string;
      type: string;
      width: number;
    }>;
    expect(list.map((d) => [d.id, d.type, d.width])).toEqual([
      [assembled.id, "assembled", 5],
      [packaged.id, "packaged", 9],
    ]);

    // An id from another game is not found rather than edited.
    const other = await newGame("Other");
    const foreign = await dims.PUT(
      req("/x", "PUT", { ...base, id: assembled.id, type: "assembled" }),
      ctx({ id: other.id }),
    );
    expect(foreign.status).toBe(404);
  });
});
