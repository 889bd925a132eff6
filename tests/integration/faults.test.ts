import fs from "node:fs";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as gameRoute from "@/app/api/admin/games/[id]/route";
import * as uploads from "@/app/api/admin/uploads/route";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { storedFiles } from "../support/hostile";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// Faults, each an automated test. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where
// the saves really run in parallel.

let cookie: string;
let gameId: string;
const mp4 = fs.readFileSync("tests/fixtures/sample.mp4");

beforeAll(async () => {
  cookie = await signInCookie();
  await (await getDb()).insert(t.gameCategories).values([{ name: "Racing" }, { name: "Sports" }]);
  const res = await gamesRoute.POST(
    adminRequest(cookie, "/x", {
      method: "POST",
      json: { title: "Start", category: "Racing", warrantyYears: 1 },
    }),
    ctx({}),
  );
  gameId = ((await res.json()) as { id: string }).id;
});

/** A request body that sends `bytes` and then breaks, as when the browser goes away mid-upload. */
function interruptedBody(bytes: Buffer, failAfter: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= failAfter) {
        controller.error(new DOMException("The client went away", "AbortError"));
        return;
      }
      const chunk = bytes.subarray(sent, Math.min(sent + 4096, failAfter));
      sent += chunk.byteLength;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
}

describe("an upload interrupted half-way", () => {
  it("leaves no file, no temp file and no media row, wherever it stops", async () => {
    const before = storedFiles();
    for (const failAfter of [0, 1, 4096, Math.floor(mp4.length / 2), mp4.length - 1]) {
      const req = adminRequest(
        cookie,
        `/api/admin/uploads?scope=game-video&gameId=${gameId}&name=clip.mp4&size=${mp4.length}`,
        {
          method: "POST",
          body: interruptedBody(mp4, failAfter),
          headers: { "content-type": "video/mp4" },
          duplex: "half",
        } as RequestInit,
      );
      const res = await uploads.POST(req, ctx({}));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "The upload was interrupted",
      );
      expect(storedFiles()).toEqual(before);
    }
    expect(await (await getDb()).select().from(t.gameMedia)).toEqual([]);
  });
});

describe("two staff members saving the same game at once", () => {
  const save = (n: number) =>
    gameRoute.PUT(
      adminRequest(cookie, "/x", {
        method: "PUT",
        json: {
          title: `Save ${n}`,
          category: n % 2 ? "Racing" : "Sports",
          warrantyYears: n,
          specs: Array.from({ length: 3 + n }, (_, i) => ({ key: `k${n}-${i}`, value: `v${n}` })),
        },
      }),
      ctx({ id: gameId }),
    );

  it("leaves one save's row and exactly that save's specifications", async () => {
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([1, 2, 3, 4, 5, 6].map(save));
      for (const r of results) expect(r.status).toBe(200);
      const db = await getDb();
      const [game] = await db.select().from(t.games).where(eq(t.games.id, gameId));
      const n = game!.warrantyYears;
      // The row is whole: its fields all come from the same save.
      expect(game).toMatchObject({ title: `Save ${n}`, category: n % 2 ? "Racing" : "Sports" });
      const specs = await db
        .select()
        .from(t.technicalSpecs)
        .where(eq(t.technicalSpecs.gameId, gameId))
        .orderBy(asc(t.technicalSpecs.order));
      // No spec of another save, none lost, none doubled, orders 0..n-1.
      expect(specs.map((s) => [s.key, s.value, s.order])).toEqual(
        Array.from({ length: 3 + n }, (_, i) => [`k${n}-${i}`, `v${n}`, i]),
      );
    }
  });
});
