import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { getDb, getHandle, setHandleForTests } from "@/platform/db/client";
import * as t from "../support/schema";
import { seedDemoOnce } from "@/startup/seed-demo";
import { allowConsoleError } from "../setup/console";

describe("demo content", () => {
  it("loads a believable catalogue once, and never twice", async () => {
    const db = await getDb();
    expect(await seedDemoOnce(db)).toBe(true);
    const [games] = await db.select({ n: count() }).from(t.games);
    expect(games!.n).toBeGreaterThanOrEqual(9);
    const featured = await db.select().from(t.games).where(eq(t.games.featured, true));
    expect(featured).toHaveLength(3);
    const categories = await db.select().from(t.gameCategories);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const children = async <R extends { gameId: string }>(rows: Promise<R[]>, gameId: string) =>
      (await rows).filter((r) => r.gameId === gameId);
    const all = await Promise.all(
      (await db.select().from(t.games)).map(async (g) => ({
        ...g,
        media: await children(db.select().from(t.gameMedia), g.id),
        specs: await children(db.select().from(t.technicalSpecs), g.id),
        dimensions: await children(db.select().from(t.gameDimensions), g.id),
        faqs: await children(db.select().from(t.gameFaqs), g.id),
      })),
    );
    for (const g of all) {
      expect(g.media.filter((m) => m.isMain)).toHaveLength(1);
      expect(g.media.filter((m) => m.type === "image").length).toBeGreaterThan(1);
      expect(g.specs.length).toBeGreaterThan(0);
      expect(g.dimensions.map((d) => d.type).sort()).toEqual(["assembled", "packaged"]);
      expect(g.faqs.length).toBeGreaterThan(0);
      expect(g.richDescription?.blocks.length).toBeGreaterThan(0);
    }
    expect(
      all.some((g) => g.media.some((m) => m.type === "video" && m.videoProvider === "local")),
    ).toBe(true);
    const posts = await db.select().from(t.blogPosts);
    expect(posts.map((p) => p.status)).toEqual(
      expect.arrayContaining(["published", "draft", "scheduled"]),
    );
    expect(posts.find((p) => p.status === "scheduled")!.publishDate.getTime()).toBeGreaterThan(
      Date.now(),
    );
    const testimonials = await db.select().from(t.testimonials);
    expect(testimonials.some((x) => !x.active)).toBe(true);
    expect(testimonials.some((x) => x.videoUrl)).toBe(true);
    const logos = await db.select().from(t.clientLogos);
    expect(logos.some((l) => l.url) && logos.some((l) => !l.url)).toBe(true);
    expect(await db.select().from(t.footerContent)).toHaveLength(4);
    expect(await db.select().from(t.aboutPage)).toHaveLength(1);
    expect(await db.select().from(t.contactSettings)).toHaveLength(1);
    // The sales pipeline's demo (issue 23): sources, follow-ups, returning numbers, messages.
    const leads = await db.select().from(t.leads);
    expect(new Set(leads.map((l) => l.source)).size).toBeGreaterThanOrEqual(4);
    expect(leads.every((l) => /^\+\d+$/.test(l.whatsapp))).toBe(true);
    expect(new Set(leads.map((l) => l.whatsapp)).size).toBeLessThan(leads.length);
    expect(leads.some((l) => l.followUpAt && l.followUpAt < new Date())).toBe(true);
    expect(leads.some((l) => l.firstContactAt)).toBe(true);
    const messages = await db.select().from(t.whatsappOutbox);
    expect(messages.some((m) => m.state === "read")).toBe(true);

    expect(await seedDemoOnce(db)).toBe(false);
    const [again] = await db.select({ n: count() }).from(t.games);
    expect(again!.n).toBe(games!.n);
  });

  it("does not seed again after staff delete every game", async () => {
    const db = await getDb();
    await db.delete(t.games);
    expect(await seedDemoOnce(db)).toBe(false);
  });
});

describe("GET /api/health", () => {
  it("answers 200 when the database answers", async () => {
    const res = await GET();
    expect(res.status).toBe(200);
  });

  it("answers 503 with the JSON error shape when the database is closed", async () => {
    allowConsoleError();
    const handle = await getHandle();
    const broken = {
      ...handle,
      db: new Proxy(handle.db, {
        get: () => {
          throw new Error("closed");
        },
      }),
    };
    setHandleForTests(broken);
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.error.code).toBe("DB_UNAVAILABLE");
      expect(typeof body.error.message).toBe("string");
    } finally {
      setHandleForTests(handle);
    }
  });
});
