import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";

async function rejects(p: Promise<unknown>) {
  await expect(p).rejects.toThrow();
}

describe("schema constraints", () => {
  it("refuses duplicate category names in any letter case", async () => {
    const db = await getDb();
    await db.insert(t.gameCategories).values({ name: "Racing", order: 0 });
    await rejects(db.insert(t.gameCategories).values({ name: "RACING", order: 1 }));
    await rejects(db.insert(t.gameCategories).values({ name: "racing", order: 1 }));
  });

  it("refuses enumerated values outside their lists", async () => {
    const db = await getDb();
    const [game] = await db.insert(t.games).values({ title: "G", category: "Racing" }).returning();
    const raw = (q: ReturnType<typeof sql>) => rejects(db.execute(q));
    await raw(sql`insert into game_media (game_id, type, url) values (${game!.id}, 'audio', '/x')`);
    await raw(
      sql`insert into game_media (game_id, type, url, media_type) values (${game!.id}, 'video', '/x', 'promo')`,
    );
    await raw(
      sql`insert into game_dimensions (game_id, type, width, height, depth, weight) values (${game!.id}, 'boxed', 1, 1, 1, 1)`,
    );
    await raw(
      sql`insert into game_dimensions (game_id, width, height, depth, weight, dimension_unit) values (${game!.id}, 1, 1, 1, 1, 'mm')`,
    );
    await raw(
      sql`insert into game_dimensions (game_id, width, height, depth, weight, weight_unit) values (${game!.id}, 1, 1, 1, 1, 'g')`,
    );
    await raw(
      sql`insert into leads (name, whatsapp, country_code, location, status) values ('a', '1', '+1', 'x', 'won')`,
    );
    await raw(
      sql`insert into contact_messages (name, email, message, status) values ('a', 'a@b.c', 'm', 'spam')`,
    );
    await raw(sql`insert into blog_posts (title, status) values ('a', 'hidden')`);
    await raw(
      sql`insert into testimonials (name, company, text, video_provider) values ('a', 'b', 'c', 'vimeo')`,
    );
    await raw(sql`insert into footer_content (type, title) values ('legal', 't')`);
    await raw(sql`insert into whatsapp_message_status (recipient, status) values ('1', 'queued')`);
    await raw(sql`insert into games (title, category, warranty_years) values ('x', 'y', 0)`);
  });

  it("applies the product's column defaults", async () => {
    const db = await getDb();
    const [lead] = await db
      .insert(t.leads)
      .values({ name: "a", whatsapp: "+15550001", countryCode: "+1", location: "x" })
      .returning();
    expect(lead!.status).toBe("new");
    const [post] = await db.insert(t.blogPosts).values({ title: "p" }).returning();
    expect(post!.status).toBe("draft");
    expect(post!.metaTags).toEqual([]);
    const [tm] = await db
      .insert(t.testimonials)
      .values({ name: "a", company: "b", text: "c" })
      .returning();
    expect(tm!.videoProvider).toBe("youtube");
    expect(tm!.active).toBe(true);
    const [game] = await db.insert(t.games).values({ title: "G2", category: "C" }).returning();
    expect(game!.warrantyYears).toBe(1);
    const [media] = await db
      .insert(t.gameMedia)
      .values({ gameId: game!.id, type: "video", url: "/v" })
      .returning();
    expect(media!.videoProvider).toBe("local");
    expect(media!.isMain).toBe(false);
  });

  it("cascades a game's delete to its children and unlinks its leads", async () => {
    const db = await getDb();
    const [game] = await db.insert(t.games).values({ title: "Doomed", category: "C" }).returning();
    const gameId = game!.id;
    await db.insert(t.gameMedia).values({ gameId, type: "image", url: "/i" });
    await db.insert(t.technicalSpecs).values({ gameId, key: "k", value: "v" });
    await db.insert(t.gameFaqs).values({ gameId, question: "q", answer: "a" });
    await db.insert(t.gameDimensions).values({ gameId, width: 1, height: 1, depth: 1, weight: 1 });
    const [lead] = await db
      .insert(t.leads)
      .values({ name: "a", whatsapp: "+1", countryCode: "+1", location: "x", gameId })
      .returning();
    await db.execute(sql`delete from games where id = ${gameId}`);
    for (const table of ["game_media", "technical_specs", "game_faqs", "game_dimensions"]) {
      const res = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where game_id = ${gameId}`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(res.rows[0]!.n).toBe(0);
    }
    const [after] = await db.select().from(t.leads).where(eq(t.leads.id, lead!.id));
    expect(after?.gameId).toBeNull();
  });

  it("allows only one main image per game", async () => {
    const db = await getDb();
    const [game] = await db
      .insert(t.games)
      .values({ title: "One main", category: "C" })
      .returning();
    await db
      .insert(t.gameMedia)
      .values({ gameId: game!.id, type: "image", url: "/a", isMain: true });
    await rejects(
      db.insert(t.gameMedia).values({ gameId: game!.id, type: "image", url: "/b", isMain: true }),
    );
  });

  it("keeps updated_at current on update", async () => {
    const db = await getDb();
    const [post] = await db
      .insert(t.blogPosts)
      .values({ title: "p", updatedAt: new Date("2020-01-01") })
      .returning();
    const [updated] = await db
      .update(t.blogPosts)
      .set({ title: "q" })
      .where(sql`id = ${post!.id}`)
      .returning();
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(new Date("2021-01-01").getTime());
  });
});
