import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import * as tList from "@/app/api/admin/testimonials/route";
import * as tItem from "@/app/api/admin/testimonials/[id]/route";
import * as tOrder from "@/app/api/admin/testimonials/reorder/route";
import * as lList from "@/app/api/admin/client-logos/route";
import * as lItem from "@/app/api/admin/client-logos/[id]/route";
import * as lOrder from "@/app/api/admin/client-logos/reorder/route";
import * as about from "@/app/api/admin/about/route";
import * as footer from "@/app/api/admin/footer/[type]/route";
import * as blog from "@/app/api/admin/blog/route";
import * as blogItem from "@/app/api/admin/blog/[id]/route";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { hostileBlockDoc, hostileString, hostileValue } from "../support/hostile";
import { assertHostileBodiesHandled, assertHostileIdsHandled } from "../support/hostile-endpoint";

// Item 5 of the hardening issue: the content endpoints (testimonials, logos, about, footer, blog).

let cookie: string;
const send = (method: string, json?: unknown) =>
  adminRequest(cookie, "/x", { method, ...(json === undefined ? {} : { json }) });
const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;

const testimonial = () => ({
  name: "Ann Lee",
  title: "Owner",
  company: "Fun Zone",
  text: "Great machines.\nGreat service.",
  imageUrl: "/storage/game-media/testimonials/a.png",
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  videoProvider: "youtube",
  active: true,
});
const TESTIMONIAL_TEXT = {
  name: "Name",
  title: "Title",
  company: "Company",
  text: "Testimonial text",
  imageUrl: "Photo link",
  videoUrl: "Video link",
};
const logo = () => ({
  name: "Acme",
  url: "https://acme.example",
  logoUrl: "/storage/game-media/acme.png",
  active: true,
});
const LOGO_TEXT = { name: "Company name", url: "Website", logoUrl: "Logo image" };
const post = () => ({
  title: "Opening night",
  content: "<p>Hello <b>world</b></p>\n<p>Line</p>",
  featuredImage: "/storage/game-media/about/x.png",
  metaTags: ["news", "events"],
  status: "published",
  publishDate: "2026-01-02T10:00:00.000Z",
});
const page = () => ({
  title: "About Us",
  content: { blocks: [{ id: "a", type: "paragraph", data: { text: "Hi" } }] },
  metaTitle: "About",
  metaDescription: "We build\narcade machines.",
  heroImage: "https://images.example/hero.jpg",
  heroTitle: "Built here",
  heroSubtitle: "Since 1999",
  footerText: "Arcadia\nMachines",
});

let testimonialIds: string[];
let logoIds: string[];
let postId: string;

beforeAll(async () => {
  cookie = await signInCookie();
  testimonialIds = [
    await idOf(await tList.POST(send("POST", testimonial()), ctx({}))),
    await idOf(await tList.POST(send("POST", testimonial()), ctx({}))),
  ];
  logoIds = [
    await idOf(await lList.POST(send("POST", logo()), ctx({}))),
    await idOf(await lList.POST(send("POST", logo()), ctx({}))),
  ];
  postId = await idOf(await blog.POST(send("POST", post()), ctx({})));
});

describe("hostile values on content endpoints", () => {
  it("POST /api/admin/testimonials", () =>
    assertHostileBodiesHandled({
      call: (b) => tList.POST(send("POST", b), ctx({})),
      base: testimonial,
      tables: ["testimonials"],
      text: TESTIMONIAL_TEXT,
      multiline: ["text"],
      echo: ["name", "company", "text"],
    }));

  it("PUT /api/admin/testimonials/{id}", () =>
    assertHostileBodiesHandled({
      call: (b) => tItem.PUT(send("PUT", b), ctx({ id: testimonialIds[0]! })),
      base: testimonial,
      tables: ["testimonials"],
      text: TESTIMONIAL_TEXT,
      multiline: ["text"],
      echo: ["name", "title", "company", "text", "imageUrl"],
    }));

  it("PATCH /api/admin/testimonials/{id} and the reorder", async () => {
    await assertHostileBodiesHandled({
      call: (b) => tItem.PATCH(send("PATCH", b), ctx({ id: testimonialIds[0]! })),
      base: () => ({ active: false }),
      tables: ["testimonials"],
      runs: 60,
    });
    await assertHostileBodiesHandled({
      call: (b) => tOrder.PUT(send("PUT", b), ctx({})),
      base: () => ({ ids: [...testimonialIds] }),
      tables: [],
      runs: 60,
    });
  });

  it("POST /api/admin/client-logos", () =>
    assertHostileBodiesHandled({
      call: (b) => lList.POST(send("POST", b), ctx({})),
      base: logo,
      tables: ["client_logos"],
      text: LOGO_TEXT,
      echo: ["name"],
    }));

  it("PUT, PATCH /api/admin/client-logos/{id} and the reorder", async () => {
    await assertHostileBodiesHandled({
      call: (b) => lItem.PUT(send("PUT", b), ctx({ id: logoIds[0]! })),
      base: logo,
      tables: ["client_logos"],
      text: LOGO_TEXT,
      echo: ["name", "logoUrl"],
    });
    await assertHostileBodiesHandled({
      call: (b) => lItem.PATCH(send("PATCH", b), ctx({ id: logoIds[1]! })),
      base: () => ({ active: true }),
      tables: ["client_logos"],
      runs: 60,
    });
    await assertHostileBodiesHandled({
      call: (b) => lOrder.PUT(send("PUT", b), ctx({})),
      base: () => ({ ids: [...logoIds] }),
      tables: [],
      runs: 60,
    });
  });

  it("PUT /api/admin/about", () =>
    assertHostileBodiesHandled({
      call: (b) => about.PUT(send("PUT", b), ctx({})),
      base: page,
      tables: ["about_page"],
      text: {
        title: "Page title",
        metaTitle: "Meta title",
        metaDescription: "Meta description",
        heroImage: "Hero image",
        heroTitle: "Hero title",
        heroSubtitle: "Hero subtitle",
        footerText: "Footer text",
      },
      multiline: ["metaDescription", "footerText"],
      echo: ["title", "metaTitle", "heroTitle", "footerText"],
      valueFor: { content: hostileBlockDoc },
    }));

  it("PUT /api/admin/footer/{type}", () =>
    assertHostileBodiesHandled({
      call: (b) => footer.PUT(send("PUT", b), ctx({ type: "warranty" })),
      base: () => ({ title: "Warranty Policy", content: page().content, active: true }),
      tables: ["footer_content"],
      text: { title: "Title" },
      echo: ["title"],
      valueFor: { content: hostileBlockDoc },
    }));

  it("POST /api/admin/blog", () =>
    assertHostileBodiesHandled({
      call: (b) => blog.POST(send("POST", b), ctx({})),
      base: post,
      tables: ["blog_posts"],
      text: { title: "Title", content: "Content", featuredImage: "Featured image" },
      multiline: ["content"],
      echo: ["title"],
      valueFor: {
        metaTags: fc.array(hostileString, { maxLength: 40 }),
        publishDate: fc.oneof(
          hostileString,
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.constantFrom("-010000-01-01T00:00:00Z", "+275760-09-13T00:00:00Z", "0", "99999"),
        ),
      },
    }));

  it("PUT /api/admin/blog/{id}", () =>
    assertHostileBodiesHandled({
      call: (b) => blogItem.PUT(send("PUT", b), ctx({ id: postId })),
      base: post,
      tables: ["blog_posts"],
      text: { title: "Title", content: "Content", featuredImage: "Featured image" },
      multiline: ["content"],
      echo: ["title", "featuredImage"],
    }));

  // The translated texts ride in the same bodies, checked by the same rules.
  it("PUT /api/admin/blog/{id} and /api/admin/about with hostile translations", async () => {
    await assertHostileBodiesHandled({
      call: (b) => blogItem.PUT(send("PUT", { ...post(), ...(b as object) }), ctx({ id: postId })),
      base: () => ({ translations: { fr: { title: "Lancement", content: "<p>Bonjour</p>" } } }),
      tables: ["blog_posts"],
      valueFor: {
        translations: fc.record({ fr: fc.record({ title: hostileValue, content: hostileValue }) }),
      },
    });
    await assertHostileBodiesHandled({
      call: (b) => about.PUT(send("PUT", { ...page(), ...(b as object) }), ctx({})),
      base: () => ({ translations: { ar: { title: "من نحن" } } }),
      tables: ["about_page"],
      valueFor: {
        translations: fc.record({
          ar: fc.record({ title: hostileValue, content: hostileBlockDoc }),
        }),
      },
    });
  });

  it("refuses hostile ids in every content path", async () => {
    const tables = ["testimonials", "client_logos", "blog_posts", "footer_content"];
    await assertHostileIdsHandled((id) => tItem.DELETE(send("DELETE"), ctx({ id })), tables);
    await assertHostileIdsHandled(
      (id) => tItem.PUT(send("PUT", testimonial()), ctx({ id })),
      tables,
    );
    await assertHostileIdsHandled((id) => lItem.DELETE(send("DELETE"), ctx({ id })), tables);
    await assertHostileIdsHandled((id) => blogItem.DELETE(send("DELETE"), ctx({ id })), tables);
    await assertHostileIdsHandled((type) => footer.GET(send("GET"), ctx({ type })), tables);
  });
});
