import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { PHONE, launchBrowser, newPage, textShown } from "./support/browser";
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

describe("home", () => {
  it("shows the hero, at most 3 featured games, stories and logos", async () => {
    await page.goto(server.url);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Premium Arcade Machines for Your Entertainment Venue",
    );
    expect(await page.getByRole("link", { name: /Browse Games/ }).getAttribute("href")).toBe(
      "/shop",
    );
    const featured = page.locator("section[aria-labelledby=featured-heading] a[href^='/shop/']");
    await featured.first().waitFor();
    expect(await featured.count()).toBe(3);
    await shown("Our Success Stories");
    await page.locator("section[aria-labelledby=logos-heading] a").first().waitFor();
    await shown("Trusted by Industry Leaders");
    const linked = page.locator("section[aria-labelledby=logos-heading] a");
    expect(await linked.first().getAttribute("target")).toBe("_blank");
    expect(await linked.first().getAttribute("rel")).toBe("noopener noreferrer");
    // Hidden testimonials never reach the public side.
    expect(await page.content()).not.toContain("An older review we keep for reference.");
    expect(await page.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe(
      "/contact",
    );
  });

  it("moves the carousel with buttons, keys and dots, wrapping around", async () => {
    await page.goto(server.url);
    const slide = page.locator("[aria-roledescription=slide]:not([hidden])");
    expect(await slide.getAttribute("aria-label")).toBe("1 of 3");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    expect(await slide.getAttribute("aria-label")).toBe("2 of 3");
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    expect(await slide.getAttribute("aria-label")).toBe("3 of 3");
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("ArrowRight");
    expect(await slide.getAttribute("aria-label")).toBe("1 of 3");
    await page.keyboard.press("ArrowLeft");
    expect(await slide.getAttribute("aria-label")).toBe("3 of 3");
    await page.getByRole("button", { name: "Show testimonial 2" }).click();
    expect(await slide.getAttribute("aria-label")).toBe("2 of 3");
  });

  it("moves by itself only once the stories are on screen", async () => {
    await page.clock.install();
    await page.goto(server.url);
    await page.evaluate(() => scrollTo(0, 0));
    const slide = page.locator("[aria-roledescription=slide]:not([hidden])");
    await page.locator("html[data-site-ready]").waitFor({ state: "attached" });
    await page.clock.runFor(15000);
    expect(await slide.getAttribute("aria-label")).toBe("1 of 3");
    await page.evaluate(() =>
      document.querySelector("[aria-roledescription=slide]")?.closest("section")?.scrollIntoView(),
    );
    await page.mouse.move(0, 0);
    // On screen and not hovered: it says it plays (the wait for the next move starts then).
    await page.locator("[data-carousel][data-autoplay=on]").waitFor({ state: "attached" });
    await page.clock.runFor(7100);
    expect(await slide.getAttribute("aria-label")).toBe("2 of 3");
  });

  it("auto-advances every 7 seconds and stops when paused", async () => {
    await page.clock.install();
    await page.goto(server.url);
    const slide = page.locator("[aria-roledescription=slide]:not([hidden])");
    // Wait until the carousel is interactive, then leave it untouched (no hover, no focus).
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await slide.and(page.locator("[aria-label='2 of 3']")).waitFor();
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await slide.getAttribute("aria-label")).toBe("1 of 3");
    await page.clock.runFor(7100);
    expect(await slide.getAttribute("aria-label")).toBe("2 of 3");
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await page.clock.runFor(15000);
    expect(await slide.getAttribute("aria-label")).toBe("2 of 3");
  });

  it("has no serious accessibility violations", async () => {
    await page.goto(server.url);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("shop", () => {
  it("counts, filters and sorts with the state in the URL", async () => {
    await page.goto(`${server.url}/shop`);
    await shown("Showing 10 games");
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Racing" })
      .click();
    await page.waitForURL(/category=Racing/);
    await shown("Showing 2 games in Racing");
    const titles = async () => {
      await page.locator("main ul h2").first().waitFor();
      return page.locator("main ul h2").allTextContents();
    };
    expect(await titles()).toEqual(["Turbo Drift Deluxe", "Neon Rush Motorbike"]);
    await page.getByRole("link", { name: "Name (A-Z)" }).click();
    await page.waitForURL(/sort=name/);
    expect(page.url()).toContain("category=Racing");
    await page.goto(`${server.url}/shop?sort=name`);
    const all = await titles();
    // Featured games always come first, then by name.
    expect(all.slice(0, 3).sort()).toEqual([
      "Galaxy Blaster VR",
      "Hoop Masters Pro",
      "Turbo Drift Deluxe",
    ]);
    expect(all.slice(3)).toEqual([...all.slice(3)].sort((a, b) => a.localeCompare(b)));
    expect(await page.getByText("Featured", { exact: true }).count()).toBe(3);
    // A typed link in another letter case still finds the category.
    await page.goto(`${server.url}/shop?category=racing`);
    await shown("Showing 2 games in Racing");
    expect(
      await page
        .getByRole("navigation", { name: "Categories" })
        .getByRole("link", { name: "Racing" })
        .getAttribute("aria-current"),
    ).toBe("page");
  });

  it("shows the empty state for a category without games", async () => {
    await page.goto(`${server.url}/shop?category=Pinball`);
    await shown("No games found in this category.");
    await page.getByRole("link", { name: "View All Games" }).click();
    await page.waitForURL(`${server.url}/shop`);
    await shown("Showing 10 games");
  });

  it("fits a phone's width with every card, those not yet laid out below the screen included", async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const p = await ctx.newPage();
    for (const path of ["/shop", "/ar/shop", "/blog", "/ar/blog"]) {
      await p.goto(`${server.url}${path}`);
      // Cards far below the screen are skipped by layout until near it: their held size must not
      // widen the list.
      expect(
        await p.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(PHONE.width);
    }
    await ctx.close();
  });

  it("has no serious accessibility violations", async () => {
    await page.goto(`${server.url}/shop`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("game detail", () => {
  async function openGame(title: string) {
    await page.goto(`${server.url}/shop?sort=name`);
    await page
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .click();
    await page.waitForURL(/\/shop\/[0-9a-f-]{36}$/);
    // Client navigation streams the page and its metadata; wait until both have arrived.
    await page.getByRole("heading", { level: 1, name: title }).waitFor({ state: "visible" });
    await page.waitForFunction((t) => document.title.startsWith(t), title);
  }

  it("shows breadcrumb, sections, specs, dimensions and FAQs", async () => {
    await openGame("Turbo Drift Deluxe");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect((await crumbs.textContent())?.replace(/\s+/g, "")).toBe("HomeShopTurboDriftDeluxe");
    for (const heading of [
      "Videos",
      "Photo Gallery",
      "Technical Specifications",
      "Dimensions & Weight",
      "Frequently Asked Questions",
    ]) {
      await page.getByRole("heading", { name: heading, exact: true }).waitFor({ state: "visible" });
    }
    await shown("Assembled");
    await shown("Packaged");
    await shown("Can cabinets be linked?");
    await page.getByRole("button", { name: "Check Price" }).waitFor({ state: "visible" });
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((s) => JSON.parse(s)).find((x) => x["@type"] === "Product");
    expect(product.offers.priceCurrency).toBe("USD");
    expect(product.warranty.durationOfWarranty.value).toBe(2);
  });

  it("opens a lightbox that wraps with the arrow keys, closes on Escape and returns focus", async () => {
    await openGame("Turbo Drift Deluxe");
    const trigger = page.getByRole("button", { name: /Open image gallery/ });
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible" });
    await dialog.getByText("Image 1 of 4").waitFor({ state: "visible" });
    // The page behind the dialog holds still once the dialog is painted.
    const rootOverflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    await page.waitForFunction(
      () => getComputedStyle(document.documentElement).overflow === "hidden",
      undefined,
      { timeout: 5000 },
    );
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("Image 4 of 4").waitFor({ state: "visible" });
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("Image 1 of 4").waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Next image" }).click();
    await dialog.getByText("Image 2 of 4").waitFor({ state: "visible" });
    // Focus stays inside the dialog.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => !!document.activeElement?.closest("dialog:popover-open")),
    ).toBe(true);
    await page.keyboard.press("Escape");
    expect(await dialog.count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await rootOverflow()).not.toBe("hidden");
  });

  it("lets a phone use the lightbox's previous and next buttons", async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const p = await ctx.newPage();
    await p.goto(page.url());
    await p.getByRole("button", { name: /Open image gallery/ }).click();
    const dialog = p.getByRole("dialog");
    await dialog.getByText("Image 1 of 4").waitFor({ state: "visible" });
    await p.getByRole("button", { name: "Previous image" }).click({ timeout: 5000 });
    await dialog.getByText("Image 4 of 4").waitFor({ state: "visible" });
    await p.getByRole("button", { name: "Next image" }).click({ timeout: 5000 });
    await dialog.getByText("Image 1 of 4").waitFor({ state: "visible" });
    await ctx.close();
  });

  it("gives focus back to Check Price when the pricing dialog closes", async () => {
    const checkPrice = page.getByRole("button", { name: "Check Price" });
    await checkPrice.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Check Price" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Check Price" }).waitFor({ state: "hidden" });
    expect(await checkPrice.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("answers 404 with 'Game not found' for an unknown game", async () => {
    const res = await page.goto(`${server.url}/shop/00000000-0000-4000-8000-000000000000`);
    expect(res?.status()).toBe(404);
    await shown("Game not found");
    expect(await page.getByRole("link", { name: "Return to Shop" }).getAttribute("href")).toBe(
      "/shop",
    );
  });

  it("has no serious accessibility violations", async () => {
    await openGame("Turbo Drift Deluxe");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("phone menu", () => {
  it("opens a full-screen list and closes on selection", async () => {
    const ctx = await browser.newContext({ viewport: PHONE });
    const p = await ctx.newPage();
    await p.goto(server.url);
    await p.getByRole("button", { name: "Open menu" }).click();
    const menu = p.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible", timeout: 5000 });
    // The page behind turns inert once the menu is painted.
    await p.waitForFunction(() => (document.querySelector("header + *") as HTMLElement)?.inert);
    // Tab stays in the header while the menu covers the page.
    for (let i = 0; i < 10; i++) {
      await p.keyboard.press("Tab");
      expect(
        await p.evaluate(
          () =>
            !!document.activeElement?.closest("header") || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await menu.getByRole("link", { name: "Shop" }).click();
    await p.waitForURL(`${server.url}/shop`);
    expect(await p.getByRole("navigation", { name: "Mobile" }).count()).toBe(0);
    await ctx.close();
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

  it("leaves out stories and logos, and the shop shows its empty state", async () => {
    await page.goto(empty.url);
    expect(await page.getByText("Our Success Stories").count()).toBe(0);
    expect(await page.getByText("Trusted by Industry Leaders").count()).toBe(0);
    // Footer falls back to the default customer-service labels.
    for (const label of [
      "Warranty Policy",
      "Shipping Information",
      "Technical Support",
      "Frequently Asked Questions",
    ]) {
      expect(
        await page
          .getByRole("navigation", { name: "Customer service" })
          .getByRole("link", { name: label, exact: true })
          .count(),
      ).toBe(1);
    }
    await page.goto(`${empty.url}/shop`);
    await shown("Showing 0 games");
    await shown("No games found in this category.");
  });
});
