import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { consume, sweepExpiredEvents } from "@/platform/rate-limit/limit";
import { rateLimitEvents } from "@/platform/rate-limit/schema";

const DAY = 86_400_000;

async function addEvents(n: number, ageMs: number, key: (i: number) => string) {
  const db = await getDb();
  const createdAt = new Date(Date.now() - ageMs);
  const rows = Array.from({ length: n }, (_, i) => ({ bucket: "leads", key: key(i), createdAt }));
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(rateLimitEvents).values(rows.slice(i, i + 500));
}

const total = async () =>
  (await (await getDb()).select({ n: count() }).from(rateLimitEvents))[0]!.n;

describe("rate-limit events are swept for every key", () => {
  it("drops expired events of keys that are never seen again on the next counted request", async () => {
    // Addresses that each sent one lead two days ago and never came back.
    await addEvents(300, 2 * DAY, (i) => `198.51.100.${i % 250}|${i}`);
    await addEvents(3, 60_000, (i) => `203.0.113.${i}`);
    expect(await total()).toBe(303);
    await consume({ bucket: "contact", key: "192.0.2.1", limit: 5, windowMs: 600_000 });
    // Only the recent events and the new one remain.
    expect(await total()).toBe(4);
  });

  it("sweeps in bounded batches, so one request never pays for a large backlog", async () => {
    await addEvents(2500, 2 * DAY, (i) => `key-${i}`);
    const before = await total();
    expect(await sweepExpiredEvents()).toBe(1000);
    expect(await total()).toBe(before - 1000);
    expect(await sweepExpiredEvents()).toBe(1000);
    expect(await sweepExpiredEvents()).toBe(500);
    expect(await sweepExpiredEvents()).toBe(0);
  });
});
