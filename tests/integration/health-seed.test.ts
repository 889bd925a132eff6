import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { getDb, getHandle, setHandle } from "@/platform/db/client";
import * as t from "../support/schema";
import { seedDemoOnce } from "@/startup/seed-demo";
import { DEMO_PIPELINE, shareDemoPipeline } from "@/modules/leads/seed/demo-pipeline";
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
    // The sales pipeline's demo: sources, follow-ups, returning numbers, messages.
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

  it("gives the demo leads owners and notes from the people who work leads, until the first sign-in", async () => {
    const db = await getDb();
    const person = (id: string, role: string, at: number) => ({
      id,
      name: id,
      email: `${id}@example.com`,
      role,
      createdAt: new Date(at),
    });
    await db
      .insert(t.user)
      .values([
        person("olga", "owner", 1),
        person("sam", "sales", 2),
        person("eddie", "editor", 3),
      ]);
    const leads = await db.select().from(t.leads);
    expect(await shareDemoPipeline(db)).toBe(leads.length);
    const owned = await db.select().from(t.leads);
    const by = (id: string) => owned.filter((l) => l.ownerId === id).length;
    expect(by("olga") + by("sam")).toBe(leads.length);
    expect(Math.abs(by("olga") - by("sam"))).toBeLessThanOrEqual(1);
    const notes = await db.select().from(t.leadNotes);
    expect(notes.length).toBeGreaterThan(5);
    for (const n of notes) expect(n.authorId).toBe(owned.find((l) => l.id === n.leadId)!.ownerId);
    // A sales person created later (before anyone signed in) takes a share at the next start.
    await db.insert(t.user).values(person("sara", "sales", 4));
    await shareDemoPipeline(db);
    expect((await db.select().from(t.leads)).filter((l) => l.ownerId === "sara").length).toBe(
      Math.floor(leads.length / 3),
    );
    expect(await db.select().from(t.leadNotes)).toHaveLength(notes.length);
    // Once someone has signed in, their work is theirs: nothing moves again.
    await db.update(t.user).set({ lastSignInAt: new Date() }).where(eq(t.user.id, "sam"));
    const before = await db.select().from(t.leads);
    await db.insert(t.user).values(person("kim", "sales", 5));
    expect(await shareDemoPipeline(db)).toBe(0);
    expect(await db.select().from(t.leads)).toEqual(before);
    expect(await db.select().from(t.appMeta).where(eq(t.appMeta.key, DEMO_PIPELINE))).toEqual([]);
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
    setHandle(broken);
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.error.code).toBe("DB_UNAVAILABLE");
      expect(typeof body.error.message).toBe("string");
    } finally {
      setHandle(handle);
    }
  });
});
