import { beforeAll, describe, expect, it } from "vitest";
import messages from "../../messages/en.json";
import { BEHAVIOURS, type BehaviourName } from "@/site-client/behaviours";
import type { PageData, PageName } from "@/site/render/site-pages";
import type { SiteFrame } from "@/site/page-props";
import type * as Renderer from "@/site/render";
import type { GameDetail, PublicMedia } from "@/modules/catalog/public/queries";

// What the site's build writes into the renderer (scripts/build/site.mjs).
const ASSETS = {
  // One stylesheet per page, each named by its page, so a test can tell which one a page carries.
  styles: Object.fromEntries(
    [
      "home",
      "shop",
      "game",
      "blog",
      "blogPost",
      "about",
      "policy",
      "contact",
      "notFound",
      "quote",
      "portal",
      "portalMachine",
      "portalBulletin",
      "portalOrder",
    ].map((name) => [name, `.page-${name}{}`]),
  ),
  script: "/_site/site.js",
  behaviours: Object.fromEntries(Object.keys(BEHAVIOURS).map((b) => [b, [`/_site/${b}.js`]])),
  font: "/_site/font.woff2",
};

let renderer: typeof Renderer;
let SITE_PAGES: typeof import("@/site/render/site-pages").SITE_PAGES;
beforeAll(async () => {
  (globalThis as { SITE_ASSETS?: unknown }).SITE_ASSETS = ASSETS;
  renderer = await import("@/site/render");
  ({ SITE_PAGES } = await import("@/site/render/site-pages"));
  // React's server renderer and every page's view load here: slow on a busy machine.
}, 90_000);

const site: SiteFrame = {
  locale: "en",
  messages: messages as unknown as Record<string, unknown>,
  online: true,
  footer: [],
  footerText: null,
  contact: null,
  offers: [],
  vitalsSampleRate: 0,
  siteUrl: "http://localhost",
  enabled: ["en"],
};

const media = (id: string, type: PublicMedia["type"], extra: Partial<PublicMedia> = {}) => ({
  id,
  type,
  url: `/storage/${id}`,
  isMain: false,
  mediaType: null,
  videoProvider: "local",
  videoThumbnailUrl: null,
  title: null,
  description: null,
  ...extra,
});
const card = {
  id: "g1",
  title: "Air Hockey",
  description: "Two players",
  category: "Sports",
  categoryLabel: "Sports",
  featured: true,
  createdAt: "2026-01-01",
  mainImage: "/storage/a.webp",
};
const game: GameDetail = {
  ...card,
  richDescription: null,
  warrantyYears: 1,
  powerRequirements: null,
  media: [
    media("i1", "image", { isMain: true }),
    media("i2", "image"),
    media("v1", "video", { mediaType: "showcase", title: "Showcase" }),
  ],
  specs: [],
  dimensions: [],
  faqs: [],
};
const post = {
  id: "p1",
  title: "News",
  content: "<p>Hello</p>",
  featuredImage: "/storage/p.webp",
  metaTags: ["news"],
  publishDate: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/** Each page's data, with everything its view may show that a behaviour acts on. */
const DATA: { [N in PageName]: PageData[N] } = {
  home: {
    featured: [card],
    testimonials: [1, 2].map((n) => ({
      id: `t${n}`,
      name: `Buyer ${n}`,
      title: null,
      company: "Arcade Co",
      text: "Great",
      imageUrl: null,
      videoUrl: "/storage/t.mp4",
      videoThumbnailUrl: null,
      videoProvider: "local",
    })),
    logos: [],
  },
  shop: {
    asked: { category: null, sort: "newest", page: 1 },
    catalog: { games: [card], categories: [{ id: "c1", name: "Sports", label: "Sports" }] },
  },
  game: { game, failed: false },
  blog: { posts: [post], tag: null },
  blogPost: { post, failed: false },
  about: { about: null, failed: false },
  policy: { type: "faq", entry: null, failed: false },
  contact: {},
  notFound: { path: "/nowhere" },
  portal: { signIn: { contact: "", serial: undefined } },
  portalMachine: {
    signIn: null,
    machine: {
      id: "m1",
      serial: "SN-1",
      gameId: "g1",
      gameTitle: "Air Hockey",
      installDate: "2026-01-01",
      warrantyEnd: "2027-01-01",
      warranty: "active",
      notes: "",
      operatorId: "o1",
      company: "Arcade Co",
      contactName: "Ana",
      whatsapp: null,
      email: null,
      createdAt: new Date("2026-01-01"),
    } as never,
    documents: [],
    bulletins: [],
    claims: [],
    sent: true,
  },
  portalBulletin: { signIn: { contact: "+15550100", step: "code" } },
  portalOrder: { signIn: { contact: "", order: "ORD-2026-0001", error: "CODE_REFUSED" } },
};

const render = (name: PageName) =>
  renderer
    .renderPage(name, site, { path: "/", key: `test\0${name}` }, DATA[name] as never)
    .toString();

/** The behaviours whose attribute (their `mark`) a page's HTML carries. */
const behavioursIn = (html: string) =>
  (Object.keys(BEHAVIOURS) as BehaviourName[]).filter((b) =>
    new RegExp(`\\s${BEHAVIOURS[b].mark}[=\\s>]`).test(html),
  );

describe("a public page's definition", () => {
  it("names exactly the behaviours its view's HTML needs", () => {
    for (const name of Object.keys(DATA) as PageName[])
      expect(behavioursIn(render(name)).toSorted(), name).toEqual(
        [...SITE_PAGES[name].behaviours].toSorted(),
      );
  });

  it("is what the page's document asks the browser to load, and no other behaviour", () => {
    const html = render("shop");
    expect(html).toMatch(/<html[^>]* data-behaviours="list-links broken-images"/);
    expect(html).toContain('<link rel="modulepreload" href="/_site/list-links.js"');
    expect(html).not.toContain("/_site/price-dialog.js");
    expect(render("about")).not.toMatch(/data-behaviours|modulepreload/);
  });

  it("names each behaviour as its source file, by which the build finds its chunk", () => {
    for (const [name, behaviour] of Object.entries(BEHAVIOURS))
      expect(String(behaviour.load), name).toMatch(new RegExp(`["/]${name}(\\.ts)?"`));
  });

  it("writes its own page's stylesheet into its document, not another page's", () => {
    for (const name of Object.keys(DATA) as PageName[]) {
      const styles = [...render(name).matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]);
      expect(styles, name).toEqual([`.page-${name}{}`]);
    }
  });

  it("gives Google Maps to the game's page only, whose price dialog searches places", () => {
    const maps = (Object.keys(DATA) as PageName[]).filter((n) => renderer.pageUsesMaps(n));
    expect(maps).toEqual(["game"]);
    expect(render("game")).toMatch(/<html[^>]* data-maps=""/);
    expect(render("shop")).not.toMatch(/data-maps/);
  });

  it("is one person's on the portal's pages only, which are never kept or shared", () => {
    const own = (Object.keys(DATA) as PageName[]).filter((n) => renderer.isPrivatePage(n));
    expect(own).toEqual(["portal", "portalMachine", "portalBulletin", "portalOrder"]);
    // Signed out, each asks for a code, and comes back to the order it was opened for.
    const order = render("portalOrder");
    expect(order).toContain('name="order" value="ORD-2026-0001"');
    expect(order).toMatch(/role="alert"/);
    expect(order).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(render("portalMachine")).toContain("SN-1");
  });

  it("gives a list region to the shop and the blog, which their filter links fetch alone", () => {
    const lists = (Object.keys(DATA) as PageName[]).filter((n) => renderer.isListPage(n));
    expect(lists).toEqual(["shop", "blog"]);
    const list = renderer.renderList("shop", site, { path: "/shop", key: "k" }, DATA.shop);
    expect(list?.toString()).toMatch(/<div data-list-region=""/);
  });
});
