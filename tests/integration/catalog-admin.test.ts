import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as cats from "@/app/api/admin/categories/route";
import * as cat from "@/app/api/admin/categories/[id]/route";
import * as catOrder from "@/app/api/admin/categories/reorder/route";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as gameRoute from "@/app/api/admin/games/[id]/route";
import * as mediaRoute from "@/app/api/admin/games/[id]/media/route";
import * as mediaItem from "@/app/api/admin/games/[id]/media/[mediaId]/route";
import * as mainRoute from "@/app/api/admin/games/[id]/media/[mediaId]/main/route";
import * as dims from "@/app/api/admin/games/[id]/dimensions/route";
import * as faqs from "@/app/api/admin/games/[id]/faqs/route";
import * as faqOrder from "@/app/api/admin/games/[id]/faqs/reorder/route";
import * as uploads from "@/app/api/admin/uploads/route";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { statObject } from "@/platform/storage/file-store";
import { objectPathFromUrl } from "@/platform/storage/paths";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

let cookie: string;
const req = (path: string, method = "GET", json?: unknown) =>
  adminRequest(cookie, path, { method, json });
const body = async (res: Response) => res.json();

beforeAll(async () => {
  cookie = await signInCookie();
});

describe("categories", () => {
  it("adds with the current count as order, trims, and refuses duplicates in any case", async () => {
    const a = await cats.POST(req("/x", "POST", { name: "  Racing " }), ctx({}));
    expect(a.status).toBe(201);
    expect(await body(a)).toMatchObject({ name: "Racing", order: 0 });
    expect(
      (await body(await cats.POST(req("/x", "POST", { name: "Sports" }), ctx({})))).order,
    ).toBe(1);
    const dup = await cats.POST(req("/x", "POST", { name: "rACING" }), ctx({}));
    expect(dup.status).toBe(409);
    expect((await body(dup)).error.message).toBe("A category with this name already exists");
    const empty = await cats.POST(req("/x", "POST", { name: "   " }), ctx({}));
    expect((await body(empty)).error.message).toBe("Category name is required");
  });

  it("renames games with the category, refuses deleting one in use, and renumbers on reorder", async () => {
    const list = (await body(await cats.GET(req("/x"), ctx({})))).categories as Array<{
      id: string;
      name: string;
      order: number;
    }>;
    const racing = list.find((c) => c.name === "Racing")!;
    const sports = list.find((c) => c.name === "Sports")!;
    const created = await gamesRoute.POST(
      req("/x", "POST", { title: "Drift", category: "Racing", warrantyYears: 2 }),
      ctx({}),
    );
    const game = await body(created);
    const renamed = await cat.PATCH(
      req("/x", "PATCH", { name: "Motor Racing" }),
      ctx({ id: racing.id }),
    );
    expect(renamed.status).toBe(200);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(t.games)
      .where((await import("drizzle-orm")).eq(t.games.id, game.id));
    expect(row!.category).toBe("Motor Racing");
    const del = await cat.DELETE(req("/x", "DELETE"), ctx({ id: racing.id }));
    expect(del.status).toBe(409);
    expect((await body(del)).error.message).toBe(
      'Cannot delete category "Motor Racing" because it is being used by existing games',
    );
    const third = await body(await cats.POST(req("/x", "POST", { name: "Redemption" }), ctx({})));
    const re = await catOrder.PUT(
      req("/x", "PUT", { ids: [third.id, sports.id, racing.id] }),
      ctx({}),
    );
    expect(re.status).toBe(204);
    const after = (await body(await cats.GET(req("/x"), ctx({})))).categories as Array<{
      name: string;
      order: number;
    }>;
    expect(after.map((c) => [c.name, c.order])).toEqual([
      ["Redemption", 0],
      ["Sports", 1],
      ["Motor Racing", 2],
    ]);
    expect((await cat.DELETE(req("/x", "DELETE"), ctx({ id: sports.id }))).status).toBe(204);
  });
});

describe("games", () => {
  it("validates the form on the server", async () => {
    const res = await gamesRoute.POST(
      req("/x", "POST", { title: "", category: "Redemption", warrantyYears: 1 }),
      ctx({}),
    );
    expect((await body(res)).error.message).toBe("Title is required");
    const w = await gamesRoute.POST(
      req("/x", "POST", { title: "X", category: "Redemption", warrantyYears: 0 }),
      ctx({}),
    );
    expect((await body(w)).error.message).toBe("Warranty must be at least 1 year");
  });

  it("rebuilds the description from blocks and replaces specs atomically", async () => {
    const doc = {
      blocks: [
        { id: "a", type: "paragraph", data: { text: "Fast <b>fun</b>" } },
        { id: "b", type: "header", data: { text: "Why", level: 2 } },
        { id: "c", type: "list", data: { style: "unordered", items: ["One", "Two"] } },
      ],
    };
    const g = await body(
      await gamesRoute.POST(
        req("/x", "POST", {
          title: "Specs",
          category: "Redemption",
          warrantyYears: 1,
          richDescription: doc,
          specs: [{ key: "Players", value: "2" }],
        }),
        ctx({}),
      ),
    );
    expect(g.description).toBe("Fast fun\n\nWhy\n\nOne\n\nTwo");
    // A failing save (unknown category) leaves the old specs in place.
    const bad = await gameRoute.PUT(
      req("/x", "PUT", {
        title: "Specs",
        category: "Nope",
        warrantyYears: 1,
        specs: [{ key: "Screen", value: "55" }],
      }),
      ctx({ id: g.id }),
    );
    expect(bad.status).toBe(400);
    let specs = await (await getDb()).select().from(t.technicalSpecs);
    expect(specs.filter((s) => s.gameId === g.id).map((s) => s.key)).toEqual(["Players"]);
    await gameRoute.PUT(
      req("/x", "PUT", {
        title: "Specs",
        category: "Redemption",
        warrantyYears: 1,
        specs: [
          { key: "Screen", value: "55" },
          { key: "Power", value: "500W" },
        ],
      }),
      ctx({ id: g.id }),
    );
    specs = await (await getDb()).select().from(t.technicalSpecs);
    expect(
      specs
        .filter((s) => s.gameId === g.id)
        .sort((a, b) => a.order - b.order)
        .map((s) => [s.key, s.order]),
    ).toEqual([
      ["Screen", 0],
      ["Power", 1],
    ]);
  });
});

async function upload(
  gameId: string,
  scope: "game-image" | "game-video",
  bytes: Buffer,
  name: string,
  type: string,
) {
  const r = adminRequest(
    cookie,
    `/api/admin/uploads?scope=${scope}&gameId=${gameId}&name=${name}&size=${bytes.length}`,
    { method: "POST", body: new Uint8Array(bytes), headers: { "content-type": type } },
  );
  return uploads.POST(r, ctx({}));
}

describe("media", () => {
  it("makes the first image main, switches main safely under concurrency, and deletes files", async () => {
    const g = await body(
      await gamesRoute.POST(
        req("/x", "POST", { title: "Media", category: "Redemption", warrantyYears: 1 }),
        ctx({}),
      ),
    );
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const up = await body(await upload(g.id, "game-image", png, `p${i}.png`, "image/png"));
      const m = await body(
        await mediaRoute.POST(req("/x", "POST", { type: "image", url: up.url }), ctx({ id: g.id })),
      );
      ids.push(m.id);
      expect(m.isMain).toBe(i === 0);
    }
    const results = await Promise.all([
      mainRoute.POST(req("/x", "POST"), ctx({ id: g.id, mediaId: ids[1]! })),
      mainRoute.POST(req("/x", "POST"), ctx({ id: g.id, mediaId: ids[2]! })),
    ]);
    expect(results.map((r) => r.status)).toEqual([204, 204]);
    const media = (await body(await mediaRoute.GET(req("/x"), ctx({ id: g.id })))).media as Array<{
      id: string;
      isMain: boolean;
      url: string;
    }>;
    expect(media.filter((m) => m.isMain)).toHaveLength(1);

    const victim = media.find((m) => m.id === ids[0])!;
    expect(await statObject(objectPathFromUrl(victim.url)!)).not.toBeNull();
    expect(
      (await mediaItem.DELETE(req("/x", "DELETE"), ctx({ id: g.id, mediaId: victim.id }))).status,
    ).toBe(204);
    expect(await statObject(objectPathFromUrl(victim.url)!)).toBeNull();

    const left = media.find((m) => m.id === ids[1])!;
    expect((await gameRoute.DELETE(req("/x", "DELETE"), ctx({ id: g.id }))).status).toBe(204);
    expect(await statObject(objectPathFromUrl(left.url)!)).toBeNull();
    expect(
      (await (await getDb()).select().from(t.gameMedia)).filter((m) => m.gameId === g.id),
    ).toHaveLength(0);
  });

  it("stores video defaults and refuses URLs outside the game's folder", async () => {
    const g = await body(
      await gamesRoute.POST(
        req("/x", "POST", { title: "Vid", category: "Redemption", warrantyYears: 1 }),
        ctx({}),
      ),
    );
    const mp4 = (await import("node:fs")).readFileSync("tests/fixtures/sample.mp4");
    const up = await body(await upload(g.id, "game-video", mp4, "clip.mp4", "video/mp4"));
    const v = await body(
      await mediaRoute.POST(
        req("/x", "POST", { type: "video", url: up.url, title: " ", description: "" }),
        ctx({ id: g.id }),
      ),
    );
    expect(v).toMatchObject({
      title: "Untitled Video",
      description: "No description provided",
      mediaType: "showcase",
      videoProvider: "local",
      isMain: false,
    });
    const long = await mediaRoute.POST(
      req("/x", "POST", { type: "video", url: up.url, description: "x".repeat(201) }),
      ctx({ id: g.id }),
    );
    expect((await body(long)).error.message).toBe("Description must be at most 200 characters");
    const foreign = await mediaRoute.POST(
      req("/x", "POST", { type: "image", url: "/storage/game-media/other/x.png" }),
      ctx({ id: g.id }),
    );
    expect(foreign.status).toBe(400);
    const text = await upload(
      g.id,
      "game-video",
      Buffer.from("not a video at all"),
      "clip.mp4",
      "video/mp4",
    );
    expect(text.status).toBe(415);
  });
});

describe("dimensions and FAQs", () => {
  it("keeps one set per type and numbers FAQs", async () => {
    const g = await body(
      await gamesRoute.POST(
        req("/x", "POST", { title: "Dims", category: "Redemption", warrantyYears: 1 }),
        ctx({}),
      ),
    );
    const bad = await dims.PUT(
      req("/x", "PUT", { type: "assembled", width: 0, height: 1, depth: 1, weight: 1 }),
      ctx({ id: g.id }),
    );
    expect((await body(bad)).error.message).toBe("Width must be greater than 0");
    await dims.PUT(
      req("/x", "PUT", { width: 10.25, height: 20, depth: 30, weight: 40 }),
      ctx({ id: g.id }),
    );
    await dims.PUT(
      req("/x", "PUT", {
        type: "assembled",
        width: 11,
        height: 20,
        depth: 30,
        weight: 40,
        dimensionUnit: "in",
        weightUnit: "lbs",
      }),
      ctx({ id: g.id }),
    );
    const list = (await body(await dims.GET(req("/x"), ctx({ id: g.id })))).dimensions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: "assembled",
      width: 11,
      dimensionUnit: "in",
      weightUnit: "lbs",
    });

    const q = await faqs.POST(req("/x", "POST", { question: "", answer: "a" }), ctx({ id: g.id }));
    expect((await body(q)).error.message).toBe("Question is required");
    const f1 = await body(
      await faqs.POST(req("/x", "POST", { question: "Q1", answer: "A1" }), ctx({ id: g.id })),
    );
    const f2 = await body(
      await faqs.POST(req("/x", "POST", { question: "Q2", answer: "A2" }), ctx({ id: g.id })),
    );
    expect([f1.order, f2.order]).toEqual([0, 1]);
    await faqOrder.PUT(req("/x", "PUT", { ids: [f2.id, f1.id] }), ctx({ id: g.id }));
    const after = (await body(await faqs.GET(req("/x"), ctx({ id: g.id })))).faqs;
    expect(after.map((f: { question: string; order: number }) => [f.question, f.order])).toEqual([
      ["Q2", 0],
      ["Q1", 1],
    ]);
  });
});
