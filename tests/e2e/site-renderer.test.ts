import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, PHONE } from "./support/browser";
import { sharedServer, type TestServer } from "./support/server";

// Pages of the site's own renderer (docs/decisions/019-public-site-renderer.md): the server's HTML
// and one script of behaviours, no framework runtime; the pricing form is mounted only when asked.
let server: TestServer;
let browser: Browser;
let gameUrl: string;
let postPath: string;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser();
  const shop = await (await fetch(`${server.url}/shop`)).text();
  gameUrl = `${server.url}/shop/${shop.match(/href="\/shop\/([0-9a-f-]{36})"/)![1]}`;
  const blog = await (await fetch(`${server.url}/blog`)).text();
  postPath = `/blog/${blog.match(/href="\/blog\/([0-9a-f-]{36})"/)![1]}`;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the site renderer's pages", () => {
  it("are the server's HTML with the site's one script, no framework script", async () => {
    for (const path of [
      new URL(gameUrl).pathname,
      "/about",
      "/warranty",
      "/es/faq",
      "/blog",
      "/blog?tag=vr",
      postPath,
      "/de/blog",
    ]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1]!)
        .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
      expect(scripts, path).toEqual([expect.stringMatching(/type="module" src="\/_site\/site-/)]);
      expect(html, path).not.toContain("/_next/static/chunks/");
    }
  });

  it("are whole with JavaScript off: content, links, the first step of Check Price", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(gameUrl);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    await page.getByRole("button", { name: "Check Price" }).click();
    await page.getByRole("dialog", { name: "Check Price" }).getByText("Step 1 of 3").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("contentinfo").getByRole("link", { name: "Warranty Policy" }).click();
    await page.waitForURL(/\/warranty$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });

  it("filter the blog by its tag links and open a post with JavaScript off", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/blog`);
    const tags = page.getByRole("navigation", { name: "Tags" });
    expect(await tags.locator("a[aria-current=page]").textContent()).toBe("All Posts");
    await tags.getByRole("link", { name: "vr", exact: true }).click();
    await page.waitForURL(/\/blog\?tag=vr$/);
    expect(await tags.locator("a[aria-current=page]").textContent()).toBe("vr");
    expect(await page.locator("main ul h2").allTextContents()).toEqual([
      "Why VR Attractions Are Taking Over Family Entertainment Centres",
    ]);
    await page.getByRole("link", { name: /Why VR Attractions/ }).click();
    await page.waitForURL(/\/blog\/[0-9a-f-]{36}$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Why VR Attractions Are Taking Over Family Entertainment Centres",
    );
    await page.getByRole("link", { name: "#trends" }).click();
    await page.waitForURL(/\/blog\?tag=trends$/);
    expect(await tags.locator("a[aria-current=page]").textContent()).toBe("trends");
    await context.close();
  });

  it("answers a post that is not visible with 404 in the site's frame, in every language", async () => {
    for (const path of ["/blog/00000000-0000-4000-8000-000000000000", "/fr/blog/not-a-uuid"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toContain("<header");
      expect(html, path).toContain("<footer");
    }
  });

  it("fetches the pricing form when the dialog opens, and goes on with what was typed", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    const island: string[] = [];
    page.on("request", (r) => /pricing-island/.test(r.url()) && island.push(r.url()));
    await page.goto(gameUrl, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    expect(island).toEqual([]);
    await page.getByRole("button", { name: "Check Price" }).click();
    const dialog = page.getByRole("dialog", { name: "Check Price" });
    await dialog.getByText("Step 1 of 3").waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("tel");
    await expect.poll(() => island.length).toBe(1);
    await page.keyboard.type("555 123 4567");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Your name").waitFor();
    await dialog.getByRole("button", { name: "Back" }).click();
    expect(await dialog.getByLabel("WhatsApp number").inputValue()).toBe("5551234567");
    // Closed, it opens again on a fresh first step.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Check Price" }).click();
    await dialog.getByText("Step 1 of 3").waitFor();
    expect(await dialog.getByLabel("WhatsApp number").inputValue()).toBe("");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("copies the page's link, and says so for 2 s", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: server.url,
    });
    await page.goto(gameUrl);
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("button", { name: "Link copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(gameUrl);
    await page.getByRole("button", { name: "Copy link" }).waitFor({ timeout: 4000 });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
