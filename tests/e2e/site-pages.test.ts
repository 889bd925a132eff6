import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { launchBrowser, newPage, textShown } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { sharedServer, type TestServer } from "./support/server";

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shown = (text: string, p: Page = page) => textShown(p, text);

describe("about and policy pages", () => {
  it("shows the about hero, breadcrumb, content and meta title", async () => {
    await page.goto(`${server.url}/about`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Built for the Best Venues",
    );
    await shown("Welcome to our world of play");
    expect(await page.title()).toBe("About Us | Premium Arcade Machine Manufacturer");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows each policy page with its footer title", async () => {
    for (const [path, title] of [
      ["/warranty", "Warranty Policy"],
      ["/shipping", "Shipping Information"],
      ["/support", "Technical Support"],
      ["/faq", "FAQs"],
    ]) {
      await page.goto(`${server.url}${path}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
        " ",
      );
      expect(ld).toContain("2-year warranty and white-glove delivery in the US");
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("blog", () => {
  it("lists published posts only, filters by tag and opens a post", async () => {
    await page.goto(`${server.url}/blog`);
    await shown("Five Ways to Boost Arcade Revenue This Holiday Season");
    expect(await page.getByText("Draft: Our 2027 Product Roadmap").count()).toBe(0);
    expect(
      await page.getByText("Coming Soon: The Next Generation of Racing Cabinets").count(),
    ).toBe(0);
    await page.getByRole("navigation", { name: "Tags" }).getByRole("link", { name: "vr" }).click();
    await page.waitForURL(/\?tag=vr/);
    expect(await page.locator("main ul h2").allTextContents()).toEqual([
      "Why VR Attractions Are Taking Over Family Entertainment Centres",
    ]);
    await page.getByRole("link", { name: /Why VR Attractions/ }).click();
    await page.waitForURL(/\/blog\/[0-9a-f-]{36}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Why VR Attractions Are Taking Over Family Entertainment Centres",
    );
    expect(await page.getByRole("link", { name: "#trends" }).getAttribute("href")).toBe(
      "/blog?tag=trends",
    );
    expect(await page.getByRole("link", { name: "Back to Blog" }).getAttribute("href")).toBe(
      "/blog",
    );
    expect(await page.title()).toBe(
      "Why VR Attractions Are Taking Over Family Entertainment Centres | Arcadia Machines",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("says when no post has the tag", async () => {
    await page.goto(`${server.url}/blog?tag=pinball`);
    await shown('No posts found with tag "pinball"');
  });

  it("answers 404 'Post not found' for drafts and future posts", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Disallow: \/api/);
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(sitemap).toContain(`${server.url}/shop/`);
    // The English pages' own entries (each language's page and its alternates are listed too).
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const visiblePosts = locs.filter((l) =>
      new RegExp(`^${server.url}/blog/[0-9a-f-]{36}$`).test(l),
    ).length;
    expect(visiblePosts).toBe(4);
    // The seeded draft and scheduled posts are not in the sitemap and are not reachable.
    const res = await page.goto(`${server.url}/blog/00000000-0000-4000-8000-000000000000`);
    expect(res?.status()).toBe(404);
    await shown("Post not found");
    expect(await page.getByRole("link", { name: "Return to Blog" }).getAttribute("href")).toBe(
      "/blog",
    );
  });
});

describe("contact", () => {
  it("validates, sends, and keeps the text when sending fails", async () => {
    // The person check starts when the visitor starts on the form, not when the page is seen.
    // Counted where the browser hands each request over (a route), which no request can skip.
    let challenges = 0;
    const sent: string[] = [];
    await page.route("**/api/person-check", (route) => {
      challenges++;
      return route.continue();
    });
    let refuse = false;
    await page.route("**/api/contact", (route) => {
      if (route.request().method() !== "POST") return route.continue();
      sent.push(route.request().postData()!);
      return refuse ? route.fulfill({ status: 500, body: "{}" }) : route.continue();
    });
    const errors: string[] = [];
    const logError = (m: ConsoleMessage) => m.type() === "error" && errors.push(m.text());
    page.on("console", logError);
    // The proof of work is searched in a worker, off the page's main thread.
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    await page.goto(`${server.url}/contact`);
    await shown("sales@arcade-demo.example");
    expect(await page.getByRole("link", { name: "View on map" }).getAttribute("href")).toContain(
      "https://www.google.com/maps/search/",
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await shown("Please enter your name");
    expect(
      await page.getByRole("textbox", { name: "Name", exact: true }).getAttribute("aria-invalid"),
    ).toBe("true");

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ana Venue");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("ana@example.com");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Please send a quote for two racing cabinets.");
    refuse = true;
    await page.getByRole("button", { name: "Send Message" }).click();
    await shown("Failed to send message. Please try again.");
    expect(await page.getByRole("textbox", { name: "Message", exact: true }).inputValue()).toBe(
      "Please send a quote for two racing cabinets.",
    );

    refuse = false;
    await page.getByRole("button", { name: "Send Message" }).click();
    await shown("Thank you for your message! We'll get back to you soon.");
    expect(await page.getByRole("textbox", { name: "Message", exact: true }).inputValue()).toBe("");
    await page.unrouteAll();
    page.off("console", logError);
    // One challenge for the message, kept through the failed try (which never reached us).
    expect(challenges, `console errors: ${errors.join(" | ")}`).toBe(1);
    const [failed, delivered] = sent.map(
      (b) => JSON.parse(b) as { challenge: string; nonce: string },
    );
    expect(sent).toHaveLength(2);
    expect(delivered!.challenge).toMatch(/^c1\./);
    expect(delivered!.nonce).toMatch(/^\d+$/);
    expect(failed!.challenge).toBe(delivered!.challenge);
    // The proof's search and the form's rules each in a worker, never on the page's main thread.
    expect(workers.filter((w) => /\/_site\/proof-worker-\w+\.js$/.test(w))).toHaveLength(1);
    expect(workers.filter((w) => /\/_site\/rules-worker-\w+\.js$/.test(w))).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("search engines", () => {
  it("gives each page its title, canonical URL and matching social cards", async () => {
    for (const [path, title] of [
      ["/", "Premium Arcade Machines for Your Entertainment Venue | Arcadia Machines"],
      ["/shop", "Shop | Arcadia Machines"],
      ["/blog", "News & Blog | Arcadia Machines"],
      ["/contact", "Contact | Arcadia Machines"],
      ["/warranty", "Warranty Policy | Arcadia Machines"],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      expect(await page.title()).toBe(title);
      expect(
        (await page.locator('link[rel="canonical"]').getAttribute("href"))?.replace(/\/$/, ""),
      ).toBe(`${server.url}${path === "/" ? "" : path}`);
      expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(title);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe(
        "summary_large_image",
      );
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe(
        "index, follow",
      );
      expect(
        await page.locator('script[type="application/ld+json"]').allTextContents(),
      ).toContainEqual(expect.stringContaining('"Organization"'));
    }
  });

  it("gives a blog post an article card with the site suffix and an image", async () => {
    await page.goto(`${server.url}/blog`);
    const href = await page.locator("main ul a[href^='/blog/']").first().getAttribute("href");
    await page.goto(`${server.url}${href}`);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    expect(await page.title()).toBe(`${heading} | Arcadia Machines`);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(
      `${heading} | Arcadia Machines`,
    );
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(await page.locator('meta[property="og:image"]').count()).toBeGreaterThan(0);
    expect(
      (await page.locator('meta[name="description"]').getAttribute("content"))!.length,
    ).toBeLessThanOrEqual(160);
  });
});

describe("unknown addresses", () => {
  it("answers 404 with the site header, footer and a way home", async () => {
    const res = await page.goto(`${server.url}/no/such/page`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBeGreaterThan(0);
    expect(
      await page.locator("footer").getByRole("link", { name: "Warranty Policy" }).count(),
    ).toBe(1);
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(await page.title()).toBe("Page not found | Arcadia Machines");
    expect(await seriousViolations(page)).toEqual([]);
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
  });
});

describe("on an empty database", () => {
  let empty: TestServer;
  beforeAll(async () => {
    empty = await sharedServer({ seed: false });
  });
  afterAll(async () => {
    await empty?.stop();
  });

  it("shows the missing-content states", async () => {
    await page.goto(`${empty.url}/blog`);
    await shown("No blog posts available yet.");
    await page.goto(`${empty.url}/about`);
    await shown("Oops!");
    await shown("Content not found");
    await page.goto(`${empty.url}/warranty`);
    await shown("Content not found");
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });
});
