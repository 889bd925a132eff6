import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE } from "./support/browser";
import { hasEngine, openEngine, type EngineName, type EnginePage } from "./support/engines";
import { sharedServer, type TestServer } from "./support/server";

// The public pages in Firefox and WebKit, the engines besides Chromium that visitors use: each
// page is the server's HTML with the site's one script, and each behaviour answers a real tap,
// with the platform features every engine has (popovers shown by their buttons, light dismiss).
const ENGINES = (["firefox", "webkit"] as const).filter(hasEngine);

let server: TestServer;
let gameUrl: string;

beforeAll(async () => {
  server = await sharedServer();
  const shop = await (await fetch(`${server.url}/shop`)).text();
  const id = /href="\/shop\/([0-9a-f-]{36})"/.exec(shop)?.[1];
  if (!id) throw new Error("No game on the seeded shop page");
  gameUrl = `${server.url}/shop/${id}`;
});
afterAll(async () => {
  await server?.stop();
});

// CI installs both (.ci/run); a machine without either says so rather than passing in silence.
it.skipIf(ENGINES.length === 2)("needs firefox-esr and webkit2gtk-driver installed", () => {
  throw new Error("Install firefox-esr, webkit2gtk-driver and xvfb to test Firefox and WebKit");
});

describe.each(ENGINES)("the game page in %s", (engine: EngineName) => {
  let page: EnginePage;
  beforeAll(async () => {
    page = await openEngine(engine, PHONE);
  }, 60_000);
  afterAll(async () => {
    await page?.close();
  });

  it("is the server's HTML with the site's script only", async () => {
    await page.goto(gameUrl);
    const scripts = await page.run<string[]>(
      "return [...document.scripts].filter((s) => s.src).map((s) => new URL(s.src).pathname)",
    );
    expect(scripts).toEqual([expect.stringMatching(/^\/_site\/site-[\w-]+\.js$/)]);
    expect(await page.run<string>("return document.querySelector('h1')?.textContent")).toBeTruthy();
  });

  it("opens and closes the phone menu, saying so on its button", async () => {
    await page.goto(gameUrl);
    await page.click('[popovertarget="mobile-menu"]');
    await page.until("return document.getElementById('mobile-menu').matches(':popover-open')");
    await page.until(
      "return document.querySelector('[popovertarget=\"mobile-menu\"]').getAttribute('aria-expanded') === 'true'",
    );
    await page.press("Escape");
    await page.until("return !document.getElementById('mobile-menu').matches(':popover-open')");
  });

  it("opens Check Price with the number field ready, and a tap outside closes it", async () => {
    await page.goto(gameUrl);
    await page.click('button[popovertarget="price-dialog"]');
    await page.until(
      "return document.getElementById('price-dialog').matches(':popover-open') && document.activeElement?.name === 'whatsapp'",
    );
    await page.type('input[name="whatsapp"]', "55a5");
    expect(await page.run<string>("return document.activeElement.value")).toBe("555");
    await page.tapAt(5, 5);
    await page.until("return !document.getElementById('price-dialog').matches(':popover-open')");
  });

  it("opens the lightbox at the main image and moves to the next picture", async () => {
    await page.goto(gameUrl);
    await page.click('button[popovertarget="gallery-main"]');
    await page.until("return document.getElementById('gallery-main').matches(':popover-open')");
    const first = await page.run<string>(
      "return document.querySelector('#gallery-main [data-lightbox-position]').textContent",
    );
    expect(first).toMatch(/^Image 1 of \d+$/);
    await page.click('#gallery-main [data-lightbox-step="1"]');
    await page.until(
      "return /^Image 2 of/.test(document.querySelector('#gallery-main [data-lightbox-position]').textContent)",
    );
    await page.press("Escape");
    await page.until("return !document.getElementById('gallery-main').matches(':popover-open')");
  });

  it("reads right to left in Arabic", async () => {
    await page.goto(gameUrl.replace("/shop/", "/ar/shop/"));
    expect(
      await page.run<string[]>("return [document.documentElement.lang, document.dir]"),
    ).toEqual(["ar", "rtl"]);
    // Joined letters are not spaced apart, where the design spaces Latin ones (footer headings).
    const spacing = await page.run<string[]>(
      "return [...document.querySelectorAll('footer h2')].map((h) => getComputedStyle(h).letterSpacing)",
    );
    expect(spacing.length).toBeGreaterThan(0);
    expect(new Set(spacing)).toEqual(new Set(["normal"]));
  });
});
