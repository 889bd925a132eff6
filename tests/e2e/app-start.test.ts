import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, newPage } from "./support/browser";
import { sharedServer, type TestServer } from "./support/server";

// docs/decisions/015-deferred-app-start.md: a kept public page paints as HTML and starts the app
// on the visitor's first sign of life; what was clicked or submitted before it ran is replayed.
// This browser's visitors do not move the pointer on arrival (the other tests' visitors do).
let server: TestServer;
let browser: Browser;
let gameUrl: string;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser({ pointerOnArrival: false });
  const shop = await (await fetch(`${server.url}/shop`)).text();
  gameUrl = `${server.url}/shop/${shop.match(/href="\/shop\/([0-9a-f-]{36})"/)![1]}`;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const started = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"));
const appReady = (page: Page) =>
  page.locator("html[data-app-ready]").waitFor({ state: "attached", timeout: 15_000 });

/** Script elements of the app's chunks (prefetch links and noModule fallbacks do not run). */
const appScripts = (page: Page) =>
  page.evaluate(
    () =>
      [...document.scripts].filter((s) => s.src.includes("/_next/static/chunks/") && !s.noModule)
        .length,
  );

describe("a kept page's app", () => {
  it("is not run while the page loads; it starts on the first pointer move", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    await page.goto(server.url, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    expect(await started(page)).toBe(false);
    expect(await appScripts(page)).toBe(0);
    // The whole page is there without it: the hero, the games and the carousel's first slide.
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await page.locator("[aria-roledescription=slide]").getAttribute("aria-label")).toBe(
      "1 of 3",
    );
    // Its scripts are fetched ahead, after the load event, into the cache.
    const listed = await page.evaluate(
      () => (JSON.parse(document.getElementById("__app_scripts")!.textContent!) as string[]).length,
    );
    expect(listed).toBeGreaterThan(0);
    await page.waitForFunction(
      (n) => document.querySelectorAll("link[rel=prefetch]").length === n,
      listed,
    );

    await page.mouse.move(20, 20);
    await appReady(page);
    expect(await appScripts(page)).toBe(listed);
    // Client-side navigation works once it runs: one document for two pages.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Shop" }).first().click();
    await page.waitForURL(/\/shop$/);
    await page.getByText(/Showing \d+ games/).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("replays a click made before it ran, once", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(server.url);
    expect(await started(page)).toBe(false);
    // A click without any pointer move before it (as a keyboard or a script gives one).
    await page.getByRole("button", { name: "Next testimonial" }).dispatchEvent("click");
    await appReady(page);
    const slide = page.locator("[aria-roledescription=slide]");
    await slide.and(page.locator("[aria-label='2 of 3']")).waitFor();
    await page.waitForTimeout(300);
    expect(await slide.getAttribute("aria-label")).toBe("2 of 3");

    await page.goto(gameUrl);
    expect(await started(page)).toBe(false);
    await page.getByRole("button", { name: "Check Price" }).click();
    await page.getByRole("dialog").waitFor();
    await context.close();
  });

  it("sends a form submitted before it ran through the app, never natively", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact") && r.method() === "POST") posted++;
    });
    await page.goto(`${server.url}/contact`);
    // Typed in without any event the app listens for, then sent by a click that arrives first.
    await page.evaluate(() => {
      const set = (name: string, value: string) => {
        const field = document.querySelector<HTMLInputElement>(`[name=${name}]`)!;
        field.value = value;
      };
      set("name", "Early Visitor");
      set("email", "early@example.com");
      set("message", "Sent before the page's scripts had run.");
      document.querySelector<HTMLButtonElement>("form[aria-label='Contact form'] button")!.click();
    });
    expect(await started(page)).toBe(false);
    await page.getByText("Thank you for your message! We'll get back to you soon.").waitFor();
    // The fields never went into the address, and the message was sent once.
    expect(new URL(page.url()).search).toBe("");
    expect(posted).toBe(1);
    await context.close();
  });

  it("starts by itself when something that moves (the carousel) is on screen", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 6000 } });
    await page.goto(server.url);
    await appReady(page);
    await context.close();
  });

  it("starts at once on pages that are not kept (the back office)", async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await page.goto(`${server.url}/admin/login`);
    await appReady(page);
    await context.close();
  });
});
