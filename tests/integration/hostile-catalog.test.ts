import fs from "node:fs";
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as cats from "@/app/api/admin/categories/route";
import * as cat from "@/app/api/admin/categories/[id]/route";
import * as catOrder from "@/app/api/admin/categories/reorder/route";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as gameRoute from "@/app/api/admin/games/[id]/route";
import * as dims from "@/app/api/admin/games/[id]/dimensions/route";
import * as faqs from "@/app/api/admin/games/[id]/faqs/route";
import * as faq from "@/app/api/admin/games/[id]/faqs/[faqId]/route";
import * as faqOrder from "@/app/api/admin/games/[id]/faqs/reorder/route";
import * as media from "@/app/api/admin/games/[id]/media/route";
import * as mediaItem from "@/app/api/admin/games/[id]/media/[mediaId]/route";
import * as uploads from "@/app/api/admin/uploads/route";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { hostileBlockDoc, hostileString, hostileValue } from "../support/hostile";
import { assertHostileBodiesHandled, assertHostileIdsHandled } from "../support/hostile-endpoint";

// Item 5 of the hardening issue: every catalogue endpoint driven with hostile bodies and ids.

let cookie: string;
let gameId: string;
let faqId: string;
let categoryIds: string[];
let imageUrl: string;
let videoUrl: string;
const send = (method: string, json?: unknown) =>
  adminRequest(cookie, "/x", { method, ...(json === undefined ? {} : { json }) });

const GAME_TEXT = {
  title: "Title",
  category: "Category",
  powerRequirements: "Power requirements",
};
const validGame = () => ({
  title: "Hostile Racer",
  category: "Racing",
  warrantyYears: 2,
  powerRequirements: "230 V",
  featured: false,
  richDescription: { blocks: [{ id: "a1", type: "paragraph", data: { text: "Fast." } }] },
  specs: [{ key: "Screen", value: "55 in" }],
});

beforeAll(async () => {
  cookie = await signInCookie();
  categoryIds = [];
  for (const name of ["Racing", "Sports"])
    categoryIds.push(
      ((await (await cats.POST(send("POST", { name }), ctx({}))).json()) as { id: string }).id,
    );
  gameId = (
    (await (await gamesRoute.POST(send("POST", validGame()), ctx({}))).json()) as {
      id: string;
    }
  ).id;
  faqId = (
    (await (
      await faqs.POST(send("POST", { question: "Q?", answer: "A." }), ctx({ id: gameId }))
    ).json()) as { id: string }
  ).id;
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } })
    .png()
    .toBuffer();
  const up = await uploads.POST(
    adminRequest(cookie, `/api/admin/uploads?scope=game-image&gameId=${gameId}&name=a.png`, {
      method: "POST",
      body: new Uint8Array(png),
      headers: { "content-type": "image/png" },
    }),
    ctx({}),
  );
  imageUrl = ((await up.json()) as { url: string }).url;
  const mp4 = fs.readFileSync("tests/fixtures/sample.mp4");
  const upVideo = await uploads.POST(
    adminRequest(cookie, `/api/admin/uploads?scope=game-video&gameId=${gameId}&name=a.mp4`, {
      method: "POST",
      body: new Uint8Array(mp4),
      headers: { "content-type": "video/mp4" },
    }),
    ctx({}),
  );
  videoUrl = ((await upVideo.json()) as { url: string }).url;
});

describe("hostile values on catalogue endpoints", () => {
  it("POST /api/admin/categories", () =>
    assertHostileBodiesHandled({
      call: (b) => cats.POST(send("POST", b), ctx({})),
      base: () => ({ name: "Pinball" }),
      tables: ["game_categories"],
      text: { name: "Category name" },
    }));

  it("PATCH /api/admin/categories/{id}", () =>
    assertHostileBodiesHandled({
      call: (b) => cat.PATCH(send("PATCH", b), ctx({ id: categoryIds[1]! })),
      base: () => ({ name: "Sports" }),
      tables: ["game_categories", "games"],
      text: { name: "Category name" },
      echo: ["name"],
    }));

  it("PUT /api/admin/categories/reorder", () =>
    assertHostileBodiesHandled({
      call: (b) => catOrder.PUT(send("PUT", b), ctx({})),
      base: () => ({ ids: [...categoryIds].reverse() }),
      tables: [],
    }));

  it("POST /api/admin/games", () =>
    assertHostileBodiesHandled({
      call: (b) => gamesRoute.POST(send("POST", b), ctx({})),
      base: validGame,
      tables: ["games", "technical_specs"],
      text: GAME_TEXT,
      echo: ["title"],
    }));

  it("PUT /api/admin/games/{id}", () =>
    assertHostileBodiesHandled({
      call: (b) => gameRoute.PUT(send("PUT", b), ctx({ id: gameId })),
      base: validGame,
      tables: ["games", "technical_specs"],
      text: GAME_TEXT,
      echo: ["title", "powerRequirements"],
    }));

  it("PUT /api/admin/games/{id} with hostile block documents and specifications", () =>
    assertHostileBodiesHandled({
      call: (b) =>
        gameRoute.PUT(send("PUT", { ...validGame(), ...(b as object) }), ctx({ id: gameId })),
      base: () => ({
        richDescription: {
          blocks: [{ id: "b1", type: "header", data: { text: "Hi", level: 2 } }],
        },
        specs: [{ key: "Power", value: "1 kW" }],
      }),
      tables: ["games", "technical_specs"],
      valueFor: {
        richDescription: hostileBlockDoc,
        specs: fc.array(fc.record({ key: hostileString, value: hostileValue }), { maxLength: 3 }),
      },
    }));

  it("PUT /api/admin/games/{id}/dimensions", () =>
    assertHostileBodiesHandled({
      call: (b) => dims.PUT(send("PUT", b), ctx({ id: gameId })),
      base: () => ({ type: "assembled", width: 70, height: 180, depth: 90, weight: 150 }),
      extraKeys: ["dimensionUnit", "weightUnit"],
      tables: ["game_dimensions"],
    }));

  it("POST /api/admin/games/{id}/faqs", () =>
    assertHostileBodiesHandled({
      call: (b) => faqs.POST(send("POST", b), ctx({ id: gameId })),
      base: () => ({ question: "Does it ship?", answer: "Yes.\nWorldwide." }),
      tables: ["game_faqs"],
      text: { question: "Question", answer: "Answer" },
      multiline: ["answer"],
      echo: ["question", "answer"],
    }));

  it("PUT /api/admin/games/{id}/faqs/{faqId}", () =>
    assertHostileBodiesHandled({
      call: (b) => faq.PUT(send("PUT", b), ctx({ id: gameId, faqId })),
      base: () => ({ question: "Q?", answer: "A." }),
      tables: ["game_faqs"],
      text: { question: "Question", answer: "Answer" },
      multiline: ["answer"],
      echo: ["question", "answer"],
    }));

  it("PUT /api/admin/games/{id}/faqs/reorder", () =>
    assertHostileBodiesHandled({
      call: (b) => faqOrder.PUT(send("PUT", b), ctx({ id: gameId })),
      base: () => ({ ids: [faqId] }),
      tables: [],
    }));

  it("POST /api/admin/games/{id}/media", () =>
    assertHostileBodiesHandled({
      call: (b) => media.POST(send("POST", b), ctx({ id: gameId })),
      base: () => ({
        type: "video",
        url: videoUrl,
        title: "Trailer",
        description: "Line one\nline two",
        mediaType: "trailer",
      }),
      tables: ["game_media"],
      text: { url: "File URL", title: "Video title", description: "Description" },
      multiline: ["description"],
    }));

  it("POST /api/admin/games/{id}/media (image)", () =>
    assertHostileBodiesHandled({
      call: (b) => media.POST(send("POST", b), ctx({ id: gameId })),
      base: () => ({ type: "image", url: imageUrl }),
      tables: ["game_media"],
      text: { url: "File URL" },
      runs: 60,
    }));

  it("PATCH /api/admin/games/{id}/media/{mediaId} (translated video titles)", async () => {
    const video = (await (
      await media.POST(
        send("POST", { type: "video", url: videoUrl, title: "Trailer" }),
        ctx({ id: gameId }),
      )
    ).json()) as { id: string };
    await assertHostileBodiesHandled({
      call: (b) => mediaItem.PATCH(send("PATCH", b), ctx({ id: gameId, mediaId: video.id })),
      base: () => ({ translations: { fr: { title: "Bande-annonce" } } }),
      tables: ["game_media"],
      valueFor: {
        translations: fc.record({ fr: fc.record({ title: hostileValue }) }),
      },
    });
  });

  it("PUT /api/admin/games/{id} with hostile translations", () =>
    assertHostileBodiesHandled({
      call: (b) =>
        gameRoute.PUT(send("PUT", { ...validGame(), ...(b as object) }), ctx({ id: gameId })),
      base: () => ({ translations: { de: { title: "Rennfahrer" } } }),
      tables: ["games", "technical_specs"],
      valueFor: {
        translations: fc.record({
          de: fc.record({ title: hostileValue, richDescription: hostileBlockDoc }),
        }),
      },
    }));

  it("refuses hostile ids in every catalogue path", async () => {
    const tables = ["games", "game_categories", "game_faqs", "game_media", "game_dimensions"];
    await assertHostileIdsHandled((id) => cat.DELETE(send("DELETE"), ctx({ id })), tables);
    await assertHostileIdsHandled(
      (id) => gameRoute.PUT(send("PUT", validGame()), ctx({ id })),
      tables,
    );
    await assertHostileIdsHandled((id) => gameRoute.DELETE(send("DELETE"), ctx({ id })), tables);
    await assertHostileIdsHandled(
      (id) => faq.DELETE(send("DELETE"), ctx({ id: gameId, faqId: id })),
      tables,
    );
    await assertHostileIdsHandled(
      (id) => mediaItem.DELETE(send("DELETE"), ctx({ id: gameId, mediaId: id })),
      tables,
    );
    await assertHostileIdsHandled(
      (id) =>
        mediaItem.PATCH(
          send("PATCH", { translations: { fr: { title: "Titre" } } }),
          ctx({ id: gameId, mediaId: id }),
        ),
      tables,
    );
    await assertHostileIdsHandled(
      (id) =>
        dims.PUT(
          send("PUT", { type: "assembled", width: 1, height: 1, depth: 1, weight: 1 }),
          ctx({ id }),
        ),
      tables,
    );
  });
});

describe("the hostile values found by the review", () => {
  it("answers 400 for a warranty of 1e12 years, with the maximum in the message", async () => {
    const res = await gamesRoute.POST(
      send("POST", { ...validGame(), warrantyYears: 1e12 }),
      ctx({}),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Warranty must be at most 100 years");
  });

  it("answers 400 for a category name containing NUL", async () => {
    const res = await cats.POST(send("POST", { name: "Arcade\u0000" }), ctx({}));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      message: "Category name must not contain control characters",
      details: { fields: { name: "Category name must not contain control characters" } },
    });
  });

  it("deletes a media row whose stored URL has a broken %-escape", async () => {
    const [row] = await (
      await getDb()
    )
      .insert(t.gameMedia)
      .values({ gameId, type: "image", url: `/storage/game-media/${gameId}/%E0%A4%A.png` })
      .returning();
    const res = await mediaItem.DELETE(send("DELETE"), ctx({ id: gameId, mediaId: row!.id }));
    expect(res.status).toBe(204);
  });

  it("refuses a media URL with a broken %-escape as no upload of ours", async () => {
    const res = await media.POST(
      send("POST", { type: "image", url: `/storage/game-media/${gameId}/%E0%A4%A.png` }),
      ctx({ id: gameId }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Upload failed - no path returned");
  });
});
