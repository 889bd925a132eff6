import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import {
  getFooterByType,
  getPost,
  listLogos,
  listPosts,
  listTestimonials,
  queryVisiblePosts,
} from "@/modules/content/public/queries";
import { getGame, listFeaturedGames, listGames } from "@/modules/catalog/public/queries";

const day = 86_400_000;

beforeAll(async () => {
  const db = await getDb();
  await db.insert(t.blogPosts).values([
    {
      title: "Live",
      status: "published",
      publishDate: new Date(Date.now() - day),
      metaTags: ["news"],
    },
    {
      title: "Future",
      status: "published",
      publishDate: new Date(Date.now() + day),
      metaTags: ["news"],
    },
    {
      title: "Draft",
      status: "draft",
      publishDate: new Date(Date.now() - day),
      metaTags: ["news"],
    },
    {
      title: "Due",
      status: "scheduled",
      publishDate: new Date(Date.now() - 1000),
      metaTags: ["tips"],
    },
    {
      title: "Later",
      status: "scheduled",
      publishDate: new Date(Date.now() + day),
      metaTags: ["tips"],
    },
  ]);
  await db.insert(t.testimonials).values([
    { name: "Shown", company: "A", text: "x", active: true, order: 1 },
    { name: "Hidden", company: "B", text: "y", active: false, order: 0 },
  ]);
  await db.insert(t.clientLogos).values([
    { name: "On", logoUrl: "/a.png", active: true },
    { name: "Off", logoUrl: "/b.png", active: false },
  ]);
  await db.insert(t.footerContent).values([
    { type: "warranty", title: "Warranty", active: true },
    { type: "shipping", title: "Shipping", active: false },
  ]);
});

describe("public reads never return what visitors may not see", () => {
  it("lists only published posts whose time has come (no drafts, no scheduled status, no future dates)", async () => {
    for (const posts of [await queryVisiblePosts(), await listPosts()]) {
      expect(posts.map((p) => p.title)).toEqual(["Live"]);
    }
    expect((await listPosts("news")).map((p) => p.title)).toEqual(["Live"]);
    expect(await queryVisiblePosts("tips")).toEqual([]);
    expect(await getPost((await listPosts())[0]!.id)).toMatchObject({ title: "Live" });
  });

  it("shows a post dated in the future by itself once its time passes", async () => {
    const db = await getDb();
    await db.insert(t.blogPosts).values({
      title: "Soon",
      status: "published",
      publishDate: new Date(Date.now() + 1500),
      metaTags: ["tips"],
    });
    expect((await listPosts("tips")).map((p) => p.title)).toEqual([]);
    // No one touches the post: the list shows it once its time has come.
    await expect
      .poll(async () => (await listPosts("tips")).map((p) => p.title), { timeout: 10_000 })
      .toEqual(["Soon"]);
    expect((await queryVisiblePosts("tips")).map((p) => p.title)).toEqual(["Soon"]);
  });

  it("hides inactive testimonials, logos and footer entries", async () => {
    expect((await listTestimonials()).map((x) => x.name)).toEqual(["Shown"]);
    expect((await listLogos()).map((x) => x.name)).toEqual(["On"]);
    expect(await getFooterByType("warranty")).toMatchObject({ title: "Warranty" });
    expect(await getFooterByType("shipping")).toBeNull();
  });

  it("orders games featured first then newest, with at most 3 featured", async () => {
    const db = await getDb();
    const rows = await db
      .insert(t.games)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          title: `G${i}`,
          category: "C",
          featured: i < 4,
          createdAt: new Date(Date.now() - i * day),
        })),
      )
      .returning();
    await db
      .insert(t.gameMedia)
      .values({ gameId: rows[0]!.id, type: "image", url: "/main.webp", isMain: true });
    const all = await listGames();
    expect(all.map((g) => g.title)).toEqual(["G0", "G1", "G2", "G3", "G4"]);
    expect(all[0]!.mainImage).toBe("/main.webp");
    expect(await listFeaturedGames()).toHaveLength(3);
    const game = await getGame(rows[0]!.id);
    expect(game?.title).toBe("G0");
    expect(await getGame("not-a-uuid")).toBeNull();
    expect(await getGame("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
