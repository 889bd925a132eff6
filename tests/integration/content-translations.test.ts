import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as cats from "@/app/api/admin/categories/route";
import * as cat from "@/app/api/admin/categories/[id]/route";
import * as gamesRoute from "@/app/api/admin/games/route";
import * as gameRoute from "@/app/api/admin/games/[id]/route";
import * as faqs from "@/app/api/admin/games/[id]/faqs/route";
import * as faqItem from "@/app/api/admin/games/[id]/faqs/[faqId]/route";
import * as mediaItem from "@/app/api/admin/games/[id]/media/[mediaId]/route";
import * as testimonials from "@/app/api/admin/testimonials/route";
import * as testimonial from "@/app/api/admin/testimonials/[id]/route";
import * as about from "@/app/api/admin/about/route";
import * as footer from "@/app/api/admin/footer/[type]/route";
import * as blog from "@/app/api/admin/blog/route";
import * as post from "@/app/api/admin/blog/[id]/route";
import { getGame, listCategories, listGames } from "@/modules/catalog/public/queries";
import {
  getAbout,
  getFooterByType,
  getPost,
  listTestimonials,
  queryVisiblePosts,
} from "@/modules/content/public/queries";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// Content written per language, read back per language with English for each
// field that has no translation, through the same endpoints, rules and audit trail as English.

let cookie: string;
const req = (method: string, json?: unknown, as = cookie) =>
  adminRequest(as, "/x", { method, json });
const json = async (res: Response) => res.json();
const doc = (text: string) => ({ blocks: [{ id: "p1", type: "paragraph", data: { text } }] });

let gameId: string;
const gameBody = (extra: Record<string, unknown> = {}) => ({
  title: "Turbo Drift",
  category: "Racing",
  warrantyYears: 2,
  richDescription: doc("A racing cabinet."),
  specs: [
    { key: "Screen", value: "55 inch" },
    { key: "Players", value: "Two" },
  ],
  ...extra,
});

beforeAll(async () => {
  cookie = await signInCookie("editor");
  await cats.POST(req("POST", { name: "Racing" }), ctx({}));
  gameId = (await json(await gamesRoute.POST(req("POST", gameBody()), ctx({})))).id;
});

describe("games", () => {
  it("saves a French title, description and spec value and reads them back per field", async () => {
    const res = await gameRoute.PUT(
      req(
        "PUT",
        gameBody({
          translations: {
            fr: { title: "Dérive Turbo", richDescription: doc("Une borne de course.") },
          },
          specs: [
            { key: "Screen", value: "55 inch", translations: { fr: { value: "55 pouces" } } },
            { key: "Players", value: "Two" },
          ],
        }),
      ),
      ctx({ id: gameId }),
    );
    expect(res.status).toBe(200);

    const fr = (await getGame(gameId, undefined, "fr"))!;
    expect(fr.title).toBe("Dérive Turbo");
    expect(fr.description).toBe("Une borne de course.");
    expect(fr.richDescription).toEqual(doc("Une borne de course."));
    // Per field: the untranslated spec value stays English.
    expect(fr.specs.map((s) => s.value)).toEqual(["55 pouces", "Two"]);

    // Other languages and English read the English texts.
    for (const locale of ["en", "es", "de"] as const) {
      const g = (await getGame(gameId, undefined, locale))!;
      expect(g.title).toBe("Turbo Drift");
      expect(g.description).toBe("A racing cabinet.");
      expect(g.specs.map((s) => s.value)).toEqual(["55 inch", "Two"]);
    }
    expect((await getGame(gameId))!.title).toBe("Turbo Drift");
    const cards = await listGames("fr");
    expect(cards.find((c) => c.id === gameId)).toMatchObject({
      title: "Dérive Turbo",
      description: "Une borne de course.",
    });
    expect((await listGames()).find((c) => c.id === gameId)?.title).toBe("Turbo Drift");
  });

  it("falls back per field: a title alone leaves the description English", async () => {
    await gameRoute.PUT(
      req(
        "PUT",
        gameBody({ translations: { de: { title: "Turbo-Drift", richDescription: null } } }),
      ),
      ctx({ id: gameId }),
    );
    const de = (await getGame(gameId, undefined, "de"))!;
    expect(de.title).toBe("Turbo-Drift");
    expect(de.description).toBe("A racing cabinet.");
    expect(de.richDescription).toEqual(doc("A racing cabinet."));
    // The whole map was replaced: French is gone, blank fields were not stored.
    expect((await getGame(gameId, undefined, "fr"))!.title).toBe("Turbo Drift");
    const [row] = await (await getDb()).select().from(t.games).where(eq(t.games.id, gameId));
    expect(row!.translations).toEqual({ de: { title: "Turbo-Drift" } });
  });

  it("keeps the stored translations when a save sends none", async () => {
    await gameRoute.PUT(req("PUT", gameBody({ title: "Turbo Drift X" })), ctx({ id: gameId }));
    expect((await getGame(gameId, undefined, "de"))!.title).toBe("Turbo-Drift");
    expect((await getGame(gameId))!.title).toBe("Turbo Drift X");
  });

  it("refuses a translation breaking the English rules, with the field's path", async () => {
    const res = await gameRoute.PUT(
      req(
        "PUT",
        gameBody({
          translations: { fr: { title: "x".repeat(201) } },
          specs: [{ key: "Screen", value: "55", translations: { es: { value: "a\u0000b" } } }],
        }),
      ),
      ctx({ id: gameId }),
    );
    expect(res.status).toBe(400);
    const { fields } = (await json(res)).error.details;
    expect(fields["translations.fr.title"]).toBe("Title must be at most 200 characters");
    expect(fields["specs.0.translations.es.value"]).toBe(
      "Specification value must not contain control characters",
    );
    const unknown = await gameRoute.PUT(
      req("PUT", gameBody({ translations: { en: { title: "English twice" }, xx: {} } })),
      ctx({ id: gameId }),
    );
    expect(unknown.status).toBe(400);
  });

  it("translates FAQs, video titles and category names", async () => {
    const faq = await json(
      await faqs.POST(
        req("POST", {
          question: "Warranty?",
          answer: "Two years.",
          translations: { fr: { question: "Garantie ?" } },
        }),
        ctx({ id: gameId }),
      ),
    );
    const db = await getDb();
    const [video] = await db
      .insert(t.gameMedia)
      .values({ gameId, type: "video", url: "/storage/game-media/x.mp4", title: "Trailer" })
      .returning();
    const saved = await mediaItem.PATCH(
      req("PATCH", { translations: { fr: { title: "Bande-annonce" } } }),
      ctx({ id: gameId, mediaId: video!.id }),
    );
    expect(saved.status).toBe(200);
    const racing = (await json(await cats.GET(req("GET"), ctx({})))).categories[0];
    await cat.PATCH(
      req("PATCH", { name: "Racing", translations: { fr: { name: "Course" } } }),
      ctx({ id: racing.id }),
    );

    const fr = (await getGame(gameId, undefined, "fr"))!;
    expect(fr.faqs[0]).toMatchObject({ question: "Garantie ?", answer: "Two years." });
    expect(fr.media.find((m) => m.id === video!.id)?.title).toBe("Bande-annonce");
    expect(fr).toMatchObject({ category: "Racing", categoryLabel: "Course" });
    expect(await listCategories("fr")).toEqual([
      { id: racing.id, name: "Racing", label: "Course" },
    ]);
    expect((await listCategories())[0]).toMatchObject({ name: "Racing", label: "Racing" });
    const en = (await getGame(gameId))!;
    expect(en.faqs[0]!.question).toBe("Warranty?");
    expect(en.media.find((m) => m.id === video!.id)?.title).toBe("Trailer");

    // Editing the FAQ's English text keeps its translation; a new map replaces it.
    await faqItem.PUT(
      req("PUT", { question: "Warranty length?", answer: "Two years." }),
      ctx({ id: gameId, faqId: faq.id }),
    );
    expect((await getGame(gameId, undefined, "fr"))!.faqs[0]!.question).toBe("Garantie ?");
    const bad = await faqItem.PUT(
      req("PUT", {
        question: "Warranty?",
        answer: "Two years.",
        translations: { ar: { answer: "x".repeat(5001) } },
      }),
      ctx({ id: gameId, faqId: faq.id }),
    );
    expect((await json(bad)).error.details.fields["translations.ar.answer"]).toBe(
      "Answer must be at most 5000 characters",
    );
  });

  it("records a translation in the audit trail field by field", async () => {
    await gameRoute.PUT(
      req("PUT", gameBody({ translations: { "pt-BR": { title: "Deriva Turbo" } } })),
      ctx({ id: gameId }),
    );
    const db = await getDb();
    const entries = await db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, "game"), eq(t.auditLog.entityId, gameId)));
    const last = entries.at(-1)!;
    expect(last.action).toBe("update");
    expect(last.before).toMatchObject({ "translations.de.title": "Turbo-Drift" });
    expect(last.after).toMatchObject({ "translations.pt-BR.title": "Deriva Turbo" });
  });

  it("refuses translations from a role outside the catalogue", async () => {
    const sales = await signInCookie("sales");
    const res = await gameRoute.PUT(
      req("PUT", gameBody({ translations: { fr: { title: "Non" } } }), sales),
      ctx({ id: gameId }),
    );
    expect(res.status).toBe(403);
    const video = await mediaItem.PATCH(
      req("PATCH", { translations: { fr: { title: "Non" } } }, sales),
      ctx({ id: gameId, mediaId: gameId }),
    );
    expect(video.status).toBe(403);
    expect((await getGame(gameId, undefined, "fr"))!.title).not.toBe("Non");
  });
});

describe("content", () => {
  it("translates testimonials, keeping the name and company", async () => {
    const created = await json(
      await testimonials.POST(
        req("POST", {
          name: "Ana",
          title: "Owner",
          company: "Arcadia",
          text: "Great machines.",
          translations: { es: { text: "Máquinas geniales." } },
        }),
        ctx({}),
      ),
    );
    const [es] = await listTestimonials("es");
    expect(es).toMatchObject({ name: "Ana", company: "Arcadia", title: "Owner" });
    expect(es!.text).toBe("Máquinas geniales.");
    expect((await listTestimonials())[0]!.text).toBe("Great machines.");
    const bad = await testimonial.PUT(
      req("PUT", {
        name: "Ana",
        company: "Arcadia",
        text: "Great machines.",
        translations: { es: { text: "x".repeat(3001) } },
      }),
      ctx({ id: created.id }),
    );
    expect((await json(bad)).error.details.fields["translations.es.text"]).toBe(
      "Testimonial text must be at most 3000 characters",
    );
  });

  it("translates the about page and a footer policy per field", async () => {
    await about.PUT(
      req("PUT", {
        title: "About Us",
        content: doc("We build arcades."),
        heroTitle: "Built to last",
        translations: { fr: { title: "À propos", heroTitle: "Conçu pour durer" } },
      }),
      ctx({}),
    );
    const fr = (await getAbout("fr"))!;
    expect(fr).toMatchObject({ title: "À propos", heroTitle: "Conçu pour durer" });
    expect(fr.content).toEqual(doc("We build arcades."));
    expect((await getAbout())!.title).toBe("About Us");
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entity, "about"));
    expect(entry!.after).toMatchObject({
      "translations.fr.title": "À propos",
      "translations.fr.heroTitle": "Conçu pour durer",
    });

    await footer.PUT(
      req("PUT", {
        title: "Warranty",
        content: doc("Two years."),
        translations: { de: { content: doc("Zwei Jahre.") } },
      }),
      ctx({ type: "warranty" }),
    );
    const de = (await getFooterByType("warranty", "de"))!;
    expect(de.title).toBe("Warranty");
    expect(de.content).toEqual(doc("Zwei Jahre."));
    expect((await getFooterByType("warranty"))!.content).toEqual(doc("Two years."));
  });

  it("sanitizes translated blog HTML and reads posts per language", async () => {
    const created = await blog.POST(
      req("POST", {
        title: "Launch",
        content: "<p>Hello</p>",
        status: "published",
        publishDate: new Date(Date.now() - 60_000).toISOString(),
        translations: {
          fr: {
            title: "Lancement",
            content: '<p onclick="alert(1)">Bonjour<script>alert(1)</script></p>',
          },
        },
      }),
      ctx({}),
    );
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const [row] = await (await getDb()).select().from(t.blogPosts).where(eq(t.blogPosts.id, id));
    expect(row!.translations.fr!.content).toBe("<p>Bonjour</p>");

    const fr = (await queryVisiblePosts(undefined, "fr")).find((p) => p.id === id)!;
    expect(fr).toMatchObject({ title: "Lancement", content: "<p>Bonjour</p>" });
    expect((await getPost(id, "zh-CN"))!.title).toBe("Launch");
    expect((await getPost(id))!.content).toBe("<p>Hello</p>");

    const bad = await post.PUT(
      req("PUT", {
        title: "Launch",
        status: "published",
        publishDate: new Date().toISOString(),
        translations: { fr: { title: "x".repeat(301) } },
      }),
      ctx({ id }),
    );
    expect((await json(bad)).error.details.fields["translations.fr.title"]).toBe(
      "Title must be at most 300 characters",
    );
  });
});
