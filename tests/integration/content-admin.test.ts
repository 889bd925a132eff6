import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tList from "@/app/api/admin/testimonials/route";
import * as tItem from "@/app/api/admin/testimonials/[id]/route";
import * as tOrder from "@/app/api/admin/testimonials/reorder/route";
import * as lList from "@/app/api/admin/client-logos/route";
import * as about from "@/app/api/admin/about/route";
import * as footer from "@/app/api/admin/footer/[type]/route";
import * as blog from "@/app/api/admin/blog/route";
import * as blogItem from "@/app/api/admin/blog/[id]/route";
import * as msgs from "@/app/api/admin/contact-messages/route";
import * as msg from "@/app/api/admin/contact-messages/[id]/route";
import * as settings from "@/app/api/admin/contact-settings/route";
import * as geocode from "@/app/api/admin/contact-settings/geocode/route";
import { getDb } from "@/platform/db/client";
import { resetConfigForTests } from "@/platform/config";
import * as t from "../support/schema";
import { addTag } from "@/modules/content/validation";
import { listTestimonials as publicTestimonials } from "@/modules/content/public/queries";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { startStub } from "../support/stubs/http-stub";

let cookie: string;
const req = (method: string, json?: unknown, path = "/x") =>
  adminRequest(cookie, path, { method, json });
const json = (r: Response) => r.json();

beforeAll(async () => {
  cookie = await signInCookie();
});

describe("testimonials", () => {
  it("validates, converts video-site links, toggles visibility and renumbers on reorder", async () => {
    const bad = await tList.POST(req("POST", { name: "", company: "C", text: "T" }), ctx({}));
    expect((await json(bad)).error.message).toBe("Name is required");
    const badLink = await tList.POST(
      req("POST", {
        name: "A",
        company: "C",
        text: "T",
        videoUrl: "https://vimeo.com/1",
        videoProvider: "youtube",
      }),
      ctx({}),
    );
    expect((await json(badLink)).error.message).toBe("Invalid YouTube URL");
    const a = await json(
      await tList.POST(
        req("POST", {
          name: "A",
          company: "C",
          text: "T",
          videoUrl: "https://youtu.be/dQw4w9WgXcQ",
          videoProvider: "youtube",
        }),
        ctx({}),
      ),
    );
    expect(a).toMatchObject({
      order: 0,
      videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      videoThumbnailUrl: "https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    });
    const b = await json(
      await tList.POST(req("POST", { name: "B", company: "C", text: "T" }), ctx({})),
    );
    const c = await json(
      await tList.POST(req("POST", { name: "Hidden one", company: "C", text: "T" }), ctx({})),
    );
    await tItem.PATCH(req("PATCH", { active: false }), ctx({ id: c.id }));
    expect((await publicTestimonials()).map((x) => x.name)).toEqual(["A", "B"]);
    expect((await tOrder.PUT(req("PUT", { ids: [c.id, b.id, a.id] }), ctx({}))).status).toBe(204);
    const items = (await json(await tList.GET(req("GET"), ctx({})))).items as Array<{
      name: string;
      order: number;
    }>;
    expect(items.map((x) => [x.name, x.order])).toEqual([
      ["Hidden one", 0],
      ["B", 1],
      ["A", 2],
    ]);
    expect((await tItem.DELETE(req("DELETE"), ctx({ id: b.id }))).status).toBe(204);
  });
});

describe("client logos", () => {
  it("requires a name and a logo, checks the website, and orders by count", async () => {
    expect(
      (await json(await lList.POST(req("POST", { name: "", logoUrl: "/x.png" }), ctx({})))).error
        .message,
    ).toBe("Company name is required");
    expect(
      (
        await json(
          await lList.POST(
            req("POST", { name: "N", logoUrl: "/x.png", url: "javascript:alert(1)" }),
            ctx({}),
          ),
        )
      ).error.message,
    ).toBe("Please enter a valid website URL");
    const first = await json(
      await lList.POST(
        req("POST", { name: "N", logoUrl: "/storage/game-media/a.png", url: "" }),
        ctx({}),
      ),
    );
    const second = await json(
      await lList.POST(
        req("POST", {
          name: "M",
          logoUrl: "/storage/game-media/b.png",
          url: "https://m.example.com",
        }),
        ctx({}),
      ),
    );
    expect([first.order, second.order, first.url]).toEqual([0, 1, null]);
  });
});

describe("about page", () => {
  it("creates the default record when none exists, then saves", async () => {
    const a = await json(await about.GET(req("GET"), ctx({})));
    expect(a.title).toBe("About Us");
    expect(a.content.blocks.map((b: { type: string }) => b.type)).toEqual(["header", "paragraph"]);
    expect((await json(await about.PUT(req("PUT", { title: " " }), ctx({})))).error.message).toBe(
      "Page title is required",
    );
    const saved = await json(
      await about.PUT(
        req("PUT", { title: "Our Story", metaTitle: "Story", footerText: "Built to earn." }),
        ctx({}),
      ),
    );
    expect(saved).toMatchObject({ title: "Our Story", footerText: "Built to earn." });
    expect(await (await getDb()).select().from(t.aboutPage)).toHaveLength(1);
  });
});

describe("footer content", () => {
  it("answers 'Content not found' for a missing type and creates it on first save", async () => {
    const missing = await footer.GET(req("GET"), ctx({ type: "warranty" }));
    expect(missing.status).toBe(404);
    expect((await json(missing)).error.message).toBe("Content not found");
    expect(
      (await json(await footer.PUT(req("PUT", { title: "" }), ctx({ type: "warranty" })))).error
        .message,
    ).toBe("Title is required");
    await footer.PUT(req("PUT", { title: "Warranty", active: true }), ctx({ type: "warranty" }));
    const saved = await json(
      await footer.PUT(
        req("PUT", { title: "Our Warranty", active: false }),
        ctx({ type: "warranty" }),
      ),
    );
    expect(saved).toMatchObject({ type: "warranty", title: "Our Warranty", active: false });
    expect(await (await getDb()).select().from(t.footerContent)).toHaveLength(1);
  });
});

describe("blog posts", () => {
  it("sanitizes content on the server, de-duplicates tags, and deletes", async () => {
    const missing = await blog.POST(
      req("POST", { title: "T", status: "draft", publishDate: "" }),
      ctx({}),
    );
    expect((await json(missing)).error.message).toBe("Publish date is required");
    const post = await json(
      await blog.POST(
        req("POST", {
          title: "Hello",
          status: "published",
          publishDate: new Date().toISOString(),
          metaTags: ["news", "news", "tips"],
          content: `<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/embed/1"></iframe><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><h2>Kept</h2>`,
        }),
        ctx({}),
      ),
    );
    expect(post.content).not.toMatch(/script|onclick|javascript:|evil\.example/);
    expect(post.content).toContain("<h2>Kept</h2>");
    expect(post.content).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(post.metaTags).toEqual(["news", "tips"]);
    expect((await blogItem.DELETE(req("DELETE"), ctx({ id: post.id }))).status).toBe(204);
    expect(addTag(["a"], "  a ")).toEqual(["a"]);
    expect(addTag(["a"], "   ")).toEqual(["a"]);
    expect(addTag(["a"], " b ")).toEqual(["a", "b"]);
  });
});

describe("contact messages and settings", () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let answer: { status?: number; json?: unknown } = {};
  beforeAll(async () => {
    stub = await startStub(() => answer);
    process.env.GEOCODE_URL = `${stub.url}/maps/api/geocode/json`;
    resetConfigForTests();
  });
  afterAll(async () => {
    delete process.env.GEOCODE_URL;
    delete process.env.GEOCODING_API_KEY;
    resetConfigForTests();
    await stub.close();
  });

  it("filters messages and moves them through read, replied and archived", async () => {
    const db = await getDb();
    const [m] = await db
      .insert(t.contactMessages)
      .values({ name: "Ann", email: "ann@example.com", message: "Hi" })
      .returning();
    await db
      .insert(t.contactMessages)
      .values({ name: "Bo", email: "bo@example.com", message: "Yo", status: "archived" });
    const list = async (qs = "") =>
      (
        await json(
          await msgs.GET(req("GET", undefined, `/api/admin/contact-messages${qs}`), ctx({})),
        )
      ).messages as Array<{ name: string }>;
    expect((await list()).length).toBe(2);
    expect((await list("?status=new")).map((x) => x.name)).toEqual(["Ann"]);
    for (const status of ["read", "replied", "archived"]) {
      const r = await json(await msg.PATCH(req("PATCH", { status }), ctx({ id: m!.id })));
      expect(r.status).toBe(status);
    }
    expect((await msg.PATCH(req("PATCH", { status: "new" }), ctx({ id: m!.id }))).status).toBe(400);
  });

  it("keeps one settings row and geocodes the address on the server", async () => {
    const none = await settings.GET(req("GET"), ctx({}));
    expect((await json(none)).error.message).toBe("Contact settings not found");
    const base = {
      emailPrimary: "a@b.co",
      phonePrimary: "1",
      addressStreet: "1 Main",
      addressCity: "Austin",
      addressState: "TX",
      addressPostal: "78701",
      addressCountry: "US",
      mapsApiKey: "KEY",
      mapEmbedUrl: "x",
    };
    expect(
      (await json(await settings.PUT(req("PUT", { ...base, emailPrimary: "nope" }), ctx({})))).error
        .message,
    ).toBe("Please enter a valid email address");
    await settings.PUT(req("PUT", base), ctx({}));
    await settings.PUT(req("PUT", { ...base, addressCity: "Dallas" }), ctx({}));
    expect(await (await getDb()).select().from(t.contactSettings)).toHaveLength(1);

    answer = {
      json: { status: "OK", results: [{ formatted_address: "1 Main St, Austin, TX 78701, USA" }] },
    };
    // Without a server key nothing is sent: the browser key is never used by the server.
    const unconfigured = await geocode.POST(req("POST", base), ctx({}));
    expect(unconfigured.status).toBe(503);
    expect((await json(unconfigured)).error).toMatchObject({
      code: "GEOCODE_UNCONFIGURED",
      message: "Geocoding is not configured: set GEOCODING_API_KEY on the server (see README)",
    });
    expect(stub.requests).toHaveLength(0);
    process.env.GEOCODING_API_KEY = "SERVER-KEY";
    resetConfigForTests();
    const ok = await json(await geocode.POST(req("POST", base), ctx({})));
    expect(ok.location).toBe("1 Main St, Austin, TX 78701, USA");
    const sent = new URL(stub.requests.at(-1)!.url, "http://x");
    expect(sent.searchParams.get("address")).toBe("1 Main, Austin, TX, 78701, US");
    expect(sent.searchParams.get("key")).toBe("SERVER-KEY");
    const keys = stub.requests.map((r) => new URL(r.url, "http://x").searchParams.get("key"));
    expect(new Set(keys)).toEqual(new Set(["SERVER-KEY"]));
    answer = { json: { status: "ZERO_RESULTS", results: [] } };
    const fail = await geocode.POST(req("POST", base), ctx({}));
    expect(fail.status).toBe(502);
    expect((await json(fail)).error.message).toBe("Failed to geocode address");
  });
});
