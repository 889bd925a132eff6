import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/vitals/route";
import { webVitalsDaily } from "@/modules/vitals/schema";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "@/platform/rate-limit/schema";

// The vitals beacon: every language's pages, a cap per page and day, and a retention.
let ip = 0;
const send = (report: unknown) =>
  POST(
    new Request("http://localhost:3000/api/vitals", {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "x-client-ip": `198.18.${++ip >> 8}.${ip & 255}`,
      },
      body: JSON.stringify(report),
    }),
  );
const rows = async () => (await getDb()).select().from(webVitalsDaily);

beforeEach(async () => {
  const db = await getDb();
  await db.delete(webVitalsDaily);
  await db.delete(rateLimitEvents);
});

describe("POST /api/vitals in every language", () => {
  it.each([
    "/es",
    "/fr/shop",
    "/ar/blog",
    "/de/contact",
    "/pt-br/about",
    "/zh-cn/shop/0b5e7c0e-1c1a-4f7e-9a53-2f7d1b6c9e01",
  ])("counts %s under its page", async (path) => {
    expect((await send({ path, lcp: 900 })).status).toBe(204);
    expect(await rows()).toHaveLength(1);
  });

  it("still refuses a path that is not a public page in any language", async () => {
    for (const path of ["/es/admin", "/xx/shop", "/fr/shop/not-an-id"])
      expect((await send({ path, lcp: 900 })).status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });
});

describe("the daily cap per page", () => {
  it("stops counting a page once its day holds VITALS_PAGE_DAILY_CAP visits", async () => {
    process.env.VITALS_PAGE_DAILY_CAP = "3";
    resetConfigForTests();
    try {
      for (let i = 0; i < 3; i++) expect((await send({ path: "/faq", lcp: 900 })).status).toBe(204);
      expect((await send({ path: "/faq", lcp: 900 })).status).toBe(429);
      // Another page has its own cap.
      expect((await send({ path: "/about", lcp: 900 })).status).toBe(204);
      const faq = (await rows()).filter((r) => r.page === "/faq");
      expect(faq.reduce((n, r) => n + r.count, 0)).toBe(3);
    } finally {
      delete process.env.VITALS_PAGE_DAILY_CAP;
      resetConfigForTests();
    }
  });
});

describe("retention", () => {
  it("sweeps days older than 90 days, keeping the rest", async () => {
    const db = await getDb();
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    await db.insert(webVitalsDaily).values([
      { day: day(91), page: "/", metric: "LCP", bucket: 10, count: 5 },
      { day: day(89), page: "/", metric: "LCP", bucket: 10, count: 5 },
    ]);
    const { sweepOldVitals } = await import("@/modules/vitals/server/record");
    await sweepOldVitals();
    expect((await rows()).map((r) => r.day)).toEqual([day(89)]);
  });
});
