import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getGame } from "@/modules/catalog/public/queries";
import { invalidate, TAGS } from "@/platform/cache";
import { cachedRead, READ_CACHE_MAX, READ_CACHE_TTL_MS, readCache } from "@/platform/cached";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";

// Item 7 of the hardening issue: the public read cache stays bounded whatever visitors ask for.

const runtime = process.env.NEXT_RUNTIME;
let gameId: string;

beforeAll(async () => {
  // cachedRead caches only inside the Next.js server.
  process.env.NEXT_RUNTIME = "nodejs";
  const [g] = await (
    await getDb()
  )
    .insert(t.games)
    .values({ title: "Cached", category: "Racing" })
    .returning();
  gameId = g!.id;
});
afterAll(() => {
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
  readCache.clear();
});
beforeEach(() => readCache.clear());

describe("public read cache", () => {
  it(
    "keeps nothing for random /shop ids, twice as many as it holds, and still caches a real game",
    { timeout: 120_000 },
    async () => {
      expect((await getGame(gameId))?.title).toBe("Cached");
      expect(readCache.size).toBe(1);
      // Were a miss kept, twice the cache's size in misses would have pushed the real game out.
      for (let batch = 0; batch < (2 * READ_CACHE_MAX) / 100; batch++) {
        const found = await Promise.all(Array.from({ length: 100 }, () => getGame(randomUUID())));
        expect(found.every((g) => g === null)).toBe(true);
        expect(readCache.size).toBeLessThanOrEqual(READ_CACHE_MAX);
      }
      // Not-found results are not kept: only the real game's entry remains, keyed by its language.
      expect([...readCache.keys()]).toEqual([`game:${JSON.stringify([gameId, "en"])}`]);
      await getGame(gameId, undefined, "fr");
      expect(readCache.has(`game:${JSON.stringify([gameId, "fr"])}`)).toBe(true);
    },
  );

  it("holds at most READ_CACHE_MAX entries, dropping the least recently used", async () => {
    const read = cachedRead(
      async (n: number) => ({ n }),
      "test:numbers",
      () => ["test"],
    );
    for (let n = 0; n < 10_000; n++) await read(n);
    expect(readCache.size).toBe(READ_CACHE_MAX);
    expect(readCache.has(`test:numbers:[9999]`)).toBe(true);
    expect(readCache.has(`test:numbers:[0]`)).toBe(false);
  });

  it("lets every entry expire, and drops a tag's entries on a write", async () => {
    await getGame(gameId);
    const key = `game:${JSON.stringify([gameId, "en"])}`;
    const ttl = readCache.getRemainingTTL(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(READ_CACHE_TTL_MS);
    invalidate(TAGS.game(gameId));
    expect(readCache.has(key)).toBe(false);
  });

  it("does not keep a failed read", async () => {
    const read = cachedRead(
      async () => {
        throw new Error("down");
      },
      "test:failing",
      () => [],
    );
    await expect(read()).rejects.toThrow("down");
    expect(readCache.size).toBe(0);
  });
});
