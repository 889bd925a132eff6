import { beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/vitals/route";
import { POST } from "@/app/api/vitals/route";
import type { VitalsSummary } from "@/modules/vitals";
import { webVitalsDaily } from "@/modules/vitals/schema";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// Real-user vitals: the public beacon endpoint and the owners' p75 summary.
const GAME = "/shop/0b5e7c0e-1c1a-4f7e-9a53-2f7d1b6c9e01";

const beacon = (body: string, ip = "203.0.113.7") =>
  POST(
    new Request("http://localhost:3000/api/vitals", {
      method: "POST",
      // As navigator.sendBeacon sends a string.
      headers: { "content-type": "text/plain;charset=UTF-8", "x-client-ip": ip },
      body,
    }),
  );
const send = (report: unknown, ip?: string) => beacon(JSON.stringify(report), ip);

beforeEach(async () => {
  const db = await getDb();
  await db.delete(webVitalsDaily);
  await db.delete(rateLimitEvents);
});

describe("POST /api/vitals", () => {
  it("counts each visit into its page's histogram of the day, not a row per visit", async () => {
    for (const [i, lcp] of [910, 950, 1000, 3100].entries())
      expect((await send({ path: GAME, lcp, inp: 80, cls: 0 }, `198.51.100.${i}`)).status).toBe(
        204,
      );
    const rows = await (await getDb()).select().from(webVitalsDaily);
    // LCP in two buckets (1.0 s and 3.1 s), INP and CLS in one each.
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.page))).toEqual(new Set(["/shop/[id]"]));
    const lcp = rows.filter((r) => r.metric === "LCP").map((r) => [r.bucket, r.count]);
    expect(lcp.sort()).toEqual([
      [10, 3],
      [31, 1],
    ]);
    expect(rows.find((r) => r.metric === "INP")).toMatchObject({ bucket: 8, count: 4 });
  });

  it("stores no address: the rate limit counts under a keyed hash", async () => {
    await send({ path: "/", lcp: 800 }, "203.0.113.99");
    const events = await (await getDb()).select().from(rateLimitEvents);
    expect(events).toHaveLength(1);
    expect(events[0]!.bucket).toBe("vitals");
    expect(events[0]!.key).not.toContain("203.0.113");
    const stored = JSON.stringify(await (await getDb()).select().from(webVitalsDaily));
    expect(stored).not.toContain("203.0.113");
  });

  it.each([
    ["not JSON", "lcp=900"],
    ["no metric", JSON.stringify({ path: "/" })],
    ["a negative value", JSON.stringify({ path: "/", lcp: -5 })],
    ["a value of the wrong type", JSON.stringify({ path: "/", inp: "slow" })],
    ["a page that is not public", JSON.stringify({ path: "/admin/leads", lcp: 900 })],
    ["an unknown field", JSON.stringify({ path: "/", lcp: 900, ip: "1.2.3.4" })],
  ])("refuses %s with 400 and stores nothing", async (_what, body) => {
    expect((await beacon(body)).status).toBe(400);
    expect(await (await getDb()).select().from(webVitalsDaily)).toEqual([]);
  });

  it("refuses a body larger than a beacon with 413", async () => {
    const res = await send({ path: "/", lcp: 900, pad: "x".repeat(2000) });
    expect(res.status).toBe(413);
  });

  it("refuses more than 30 reports from one client in 10 minutes with 429", async () => {
    for (let i = 0; i < 30; i++) expect((await send({ path: "/", lcp: 700 })).status).toBe(204);
    const res = await send({ path: "/", lcp: 700 });
    expect(res.status).toBe(429);
    expect((await send({ path: "/", lcp: 700 }, "192.0.2.1")).status).toBe(204);
  });
});

describe("GET /api/admin/vitals", () => {
  it("gives owners p75 per page over the last 28 days, rated against Google's thresholds", async () => {
    const db = await getDb();
    const today = new Date().toISOString().slice(0, 10);
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    await db.insert(webVitalsDaily).values([
      { day: today, page: "/", metric: "LCP", bucket: 12, count: 8 },
      { day: today, page: "/", metric: "LCP", bucket: 30, count: 2 },
      { day: today, page: "/", metric: "INP", bucket: 60, count: 10 },
      { day: today, page: "/contact", metric: "CLS", bucket: 30, count: 1 },
      // Outside the window: not counted.
      { day: old, page: "/", metric: "LCP", bucket: 90, count: 100 },
    ]);
    const res = await GET(adminRequest(await signInCookie("owner"), "/api/admin/vitals"), ctx({}));
    expect(res.status).toBe(200);
    const body = (await res.json()) as VitalsSummary;
    expect(body.to).toBe(today);
    expect(body.pages.map((p) => p.page)).toEqual(["/", "/contact"]);
    expect(body.pages[0]).toMatchObject({
      visits: 10,
      LCP: { p75: 1200, rating: "good", samples: 10 },
      INP: { p75: 600, rating: "poor", samples: 10 },
      CLS: null,
    });
    expect(body.pages[1]!.CLS).toEqual({ p75: 0.3, rating: "poor", samples: 1 });
  });

  it("answers an empty list when no visit was measured", async () => {
    const res = await GET(adminRequest(await signInCookie("owner"), "/api/admin/vitals"), ctx({}));
    expect(((await res.json()) as VitalsSummary).pages).toEqual([]);
  });
});
