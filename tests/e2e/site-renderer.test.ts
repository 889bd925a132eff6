import type { Browser, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, newPage, PHONE } from "./support/browser";
import { sharedServer, type TestServer } from "./support/server";
import { BEHAVIOURS } from "@/site-client/behaviours";

// Pages of the site's own renderer (docs/decisions/019-public-site-renderer.md): the server's HTML
// and one small script of behaviours (with the chunks of those the page's definition names), no
// framework runtime; the pricing form is mounted only when asked.
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
      "/",
      "/ar",
      "/shop",
      "/shop?category=Racing&sort=name",
      "/about",
      "/warranty",
      "/es/faq",
      "/contact",
      "/blog",
      "/blog?tag=vr",
      postPath,
      "/de/blog",
      "/no/such/page",
    ]) {
      const res = await fetch(`${server.url}${path}`, {
        headers: { "accept-encoding": "br, gzip" },
      });
      // Sent compressed (Node's fetch decodes it): a phone on a slow link gets a fifth of it.
      expect(res.headers.get("content-encoding"), path).toBe("br");
      expect(res.headers.get("vary"), path).toMatch(/accept-encoding/i);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1]!)
        .filter((attrs) => !/type="(application\/(ld\+)?json|speculationrules)"/.test(attrs));
      // Besides it, only the few lines that name the brand font once a page has fetched it.
      expect(scripts, path).toEqual([
        "",
        expect.stringMatching(/type="module" src="\/_site\/site-/),
      ]);
      expect(html, path).toContain("(function applyStoredFont(");
      expect(html, path).not.toContain("/_next/static/chunks/");
    }
  });

  it("start the files a page runs as it loads with Chrome's compile hint, and only those", async () => {
    const html = await (await fetch(`${server.url}/shop`)).text();
    const entry = /src="(\/_site\/site-[^"]+\.js)"/.exec(html)![1]!;
    const body = async (path: string) => (await fetch(`${server.url}${path}`)).text();
    const near = (from: string, spec: string) => new URL(spec, `${server.url}${from}`).pathname;
    const hinted = (text: string) => text.startsWith("//# allFunctionsCalledOnLoad\n");
    const atOnce = new Set<string>();
    const later = new Set<string>();
    const walk = async (path: string) => {
      if (atOnce.has(path)) return;
      atOnce.add(path);
      const text = await body(path);
      expect(hinted(text), path).toBe(true);
      for (const [, spec] of text.matchAll(/import(?:[^"'()]*?from)?\s*"(\.\/[^"]+\.js)"/g))
        await walk(near(path, spec!));
      for (const [, spec] of text.matchAll(/import\(\s*"(\.\/[^"]+\.js)"\s*\)/g))
        later.add(near(path, spec!));
    };
    await walk(entry);
    expect(atOnce.size).toBeGreaterThan(1);
    // A page's own behaviours (its definition names them) are asked for with its script: the
    // shop's list links, not the home page's carousel nor the game's price dialog.
    const preloaded = (page: string) =>
      [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    const shop = preloaded(html);
    expect(
      shop.some((p) => /\/list-links-/.test(p)),
      shop.join(),
    ).toBe(true);
    expect(
      shop.some((p) => /\/(carousel|price-dialog)-/.test(p)),
      shop.join(),
    ).toBe(false);
    const game = preloaded(await body(new URL(gameUrl).pathname));
    expect(
      game.some((p) => /\/price-dialog-/.test(p)),
      game.join(),
    ).toBe(true);
    for (const path of [...shop, ...game]) await walk(path);
    // Fetched by every page once it has loaded: the vitals report and its library, whose listener
    // for the first click runs in the visitor's first tap (the visit's source is the frame's own).
    const afterLoad = [...later].filter((p) => /\/(visit-source|vitals-report)-/.test(p));
    expect(afterLoad.map((p) => p.replace(/-[A-Z0-9]+\.js$/, ""))).toEqual([
      "/_site/vitals-report",
    ]);
    for (const path of afterLoad) await walk(path);
    const vitalsLibrary = [...later].filter((p) => /\/web-vitals-/.test(p));
    expect(vitalsLibrary).toHaveLength(1);
    await walk(vitalsLibrary[0]!);
    // Another page's behaviour runs as that page loads, and is hinted too; a chunk loaded for
    // one behaviour on use (the forms' rules, the person check) is compiled then.
    const behaviour = new RegExp(`/(${Object.keys(BEHAVIOURS).join("|")})-`);
    const onUse = [...later].filter((p) => !atOnce.has(p) && !behaviour.test(p));
    expect(onUse.length).toBeGreaterThan(0);
    for (const path of onUse) expect(hinted(await body(path)), path).toBe(false);
  });

  it("fetch the brand font after a first page has loaded, and show it from the next", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    const fonts: number[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".woff2")) fonts.push(Date.now());
    });
    let loaded = 0;
    page.on("load", () => (loaded ||= Date.now()));
    await page.goto(`${server.url}/`);
    const stored = await page.waitForFunction(() => localStorage.getItem("site-font"));
    expect(await stored.jsonValue()).toMatch(/^\/_site\/inter-latin-[0-9a-f]+\.woff2$/);
    // Not while the page loaded: the font would only have shared its connection.
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toBeGreaterThanOrEqual(loaded);
    // The family is not even named: a name no face defines is looked up among the system's fonts,
    // which the first layout would wait for.
    const named = () =>
      page.evaluate(() =>
        getComputedStyle(document.body)
          .fontFamily.split(",")
          .map((f) => f.trim().replace(/"/g, "")),
      );
    expect(await page.evaluate(() => [...document.fonts].map((f) => f.family))).not.toContain(
      "Inter",
    );
    expect(await named()).not.toContain("Inter");
    const inter = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].find((f) => f.family === "Inter")?.status;
      });
    // The next page the visitor opens from this one.
    await page.locator("footer a[href='/shop']").first().click();
    await page.waitForURL(/\/shop$/);
    expect(await inter()).toBe("loaded");
    expect((await named())[0]).toBe("Inter");
    // A page reached from outside the site (a link elsewhere, a typed address) is a visit's first
    // page: it does not wait on storage in its head, and shows the fallback font.
    await page.goto(`${server.url}/about`);
    expect(await inter()).toBeUndefined();
    expect(await named()).not.toContain("Inter");
    expect(consoleErrors).toEqual([]);
    await context.close();
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

  it("walks the pricing form's steps in the page's own HTML, with no framework fetched", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    await page.goto(gameUrl, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    // Each body is read as it arrives. A worker's script may be gone with its worker before the
    // browser hands it over; it is then read again from the server (its name is its content's hash).
    const scripts: { url: string; text: Promise<string> }[] = [];
    const collect = (r: Response) => {
      if (r.request().resourceType() !== "script") return;
      const url = r.url();
      scripts.push({ url, text: r.text().catch(() => fetch(url).then((again) => again.text())) });
    };
    page.on("response", collect);
    const rules = page.waitForResponse((r) => /\/_site\/rules-worker-[^/]+\.js$/.test(r.url()));
    await page.getByRole("button", { name: "Check Price" }).click();
    const dialog = page.getByRole("dialog", { name: "Check Price" });
    await dialog.getByText("Step 1 of 3").waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("tel");
    // The form's rules arrive as the dialog opens, in a worker of their own; no script fetched
    // then has React in it.
    await rules;
    page.off("response", collect);
    expect(scripts.map((s) => new URL(s.url).pathname)).toContainEqual(
      expect.stringMatching(/^\/_site\/rules-worker-/),
    );
    for (const script of scripts)
      expect(await script.text, script.url).not.toMatch(/createRoot|react-dom/);
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

  it("filter, sort and page the shop by links, with JavaScript off", async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/shop`);
    const categories = page.getByRole("navigation", { name: "Categories" });
    expect(
      await categories.getByRole("link", { name: "All", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    await page.getByText("Showing 10 games", { exact: true }).waitFor();
    await categories.getByRole("link", { name: "Racing" }).click();
    await page.waitForURL(/\/shop\?category=Racing$/);
    await page.getByText("Showing 2 games in Racing", { exact: true }).waitFor();
    expect(
      await categories.getByRole("link", { name: "Racing" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(await categories.locator("a[aria-current]").count()).toBe(1);
    await page
      .getByRole("navigation", { name: "Sort" })
      .getByRole("link", { name: "Name (A-Z)" })
      .click();
    await page.waitForURL(/sort=name/);
    expect(page.url()).toContain("category=Racing");
    expect(await page.locator("main ul h2").allTextContents()).toEqual([
      "Turbo Drift Deluxe",
      "Neon Rush Motorbike",
    ]);
    // An empty category says so, and leads back to every game.
    await page.goto(`${server.url}/shop?category=Pinball`);
    await page.getByRole("link", { name: "View All Games" }).click();
    await page.waitForURL(`${server.url}/shop`);
    await page.getByText("Showing 10 games", { exact: true }).waitFor();
    await context.close();
  });

  it("answers the shop's and the blog's filters in place, from lists fetched once the page has loaded", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    const fetched: string[] = [];
    page.on("request", (r) => r.resourceType() === "fetch" && fetched.push(r.url()));
    const racing = page.waitForResponse(
      (r) => r.request().resourceType() === "fetch" && r.url().endsWith("/shop?category=Racing"),
    );
    await page.goto(`${server.url}/shop`, { waitUntil: "load" });
    const categories = page.getByRole("navigation", { name: "Categories" });
    // Every category's list is fetched ahead of a tap (one per idle moment), the one shown is not.
    const others = await categories.locator("a[href*='category=']:not([aria-current])").count();
    expect(others).toBeGreaterThan(1);
    await expect.poll(() => fetched.filter((u) => u.includes("category=")).length).toBe(others);
    expect(fetched).not.toContain(`${server.url}/shop`);
    // Each fetched ahead is the list region alone, not the page around it.
    const list = await (await racing).text();
    expect(list.match(/data-list-region/g)).toHaveLength(1);
    expect(list).toContain("Turbo Drift Deluxe");
    expect(list).not.toMatch(/<(html|head|header|footer)[\s>]/);
    expect((await racing).headers()["vary"]).toContain("x-site-part");
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const before = fetched.length;
    await categories.getByRole("link", { name: "Racing" }).click();
    await page.getByText("Showing 2 games in Racing", { exact: true }).waitFor();
    // The address follows once the list is painted.
    await page.waitForURL(`${server.url}/shop?category=Racing`);
    expect(await page.locator("main ul h2").allTextContents()).toEqual([
      "Turbo Drift Deluxe",
      "Neon Rush Motorbike",
    ]);
    expect(await categories.locator("a[aria-current]").textContent()).toBe("Racing");
    // The same document (no navigation), the list from the fetch made ahead, focus on the filter.
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(fetched.length).toBe(before);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Racing");
    await page.goBack();
    await page.getByText("Showing 10 games", { exact: true }).waitFor();
    expect(await categories.locator("a[aria-current]").textContent()).toBe("All");
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    // The blog's tags too; a list that cannot be fetched is opened as a plain link.
    await page.route(/\/blog\?tag=trends$/, (route) =>
      route.request().resourceType() === "fetch" ? route.abort() : route.continue(),
    );
    await page.goto(`${server.url}/blog`, { waitUntil: "load" });
    await expect.poll(() => fetched.filter((u) => u.includes("tag=")).length).toBeGreaterThan(1);
    await page.getByRole("navigation", { name: "Tags" }).getByRole("link", { name: "vr" }).click();
    await page.waitForURL(/\/blog\?tag=vr$/);
    expect(await page.locator("main ul h2").allTextContents()).toEqual([
      "Why VR Attractions Are Taking Over Family Entertainment Centres",
    ]);
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.getByRole("link", { name: "trends", exact: true }).click();
    await page.waitForURL(/\/blog\?tag=trends$/);
    await page.getByRole("heading", { level: 2 }).first().waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { kept?: boolean }).kept),
    ).toBeUndefined();
    expect(
      consoleErrors.filter(
        (e) => !/could not be shown in place|Failed to fetch|ERR_FAILED/.test(e),
      ),
    ).toEqual([]);
    await context.close();
  });

  it("moves the home page's carousel by its buttons, dots and the arrow keys, mirrored in Arabic", async () => {
    for (const [path, names, back] of [
      [
        "/",
        {
          next: "Next testimonial",
          previous: "Previous testimonial",
          show: "Show testimonial 3",
          pause: "Pause testimonials",
          play: "Play testimonials",
        },
        "ArrowLeft",
      ],
      [
        "/ar",
        {
          next: "الرأي التالي",
          previous: "الرأي السابق",
          show: "عرض الرأي 3",
          pause: "إيقاف الآراء مؤقتًا",
          play: "تشغيل الآراء",
        },
        "ArrowRight",
      ],
    ] as const) {
      const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
      await page.goto(`${server.url}${path}`);
      const slides = page.locator("[data-carousel-slide]");
      const shown = () =>
        slides.evaluateAll((all) => all.findIndex((s) => !(s as HTMLElement).hidden));
      const dotCurrent = () =>
        page.locator("[data-carousel-to][aria-current=true]").getAttribute("data-carousel-to");
      expect(await slides.count()).toBe(3);
      expect(await shown()).toBe(0);
      await page.getByRole("button", { name: names.next, exact: true }).click();
      expect(await shown()).toBe(1);
      expect(await dotCurrent()).toBe("1");
      await page.getByRole("button", { name: names.previous, exact: true }).click();
      await page.getByRole("button", { name: names.previous, exact: true }).click();
      expect(await shown()).toBe(2);
      await page.getByRole("button", { name: names.show, exact: true }).click();
      expect(await shown()).toBe(2);
      // The key towards the previous testimonial is the one pointing at it on the screen.
      await page.locator("h1").click();
      await page.keyboard.press(back);
      expect(await shown()).toBe(1);
      await page.keyboard.press(back === "ArrowLeft" ? "ArrowRight" : "ArrowLeft");
      await page.keyboard.press(back === "ArrowLeft" ? "ArrowRight" : "ArrowLeft");
      expect(await shown()).toBe(0);
      expect(await dotCurrent()).toBe("0");
      // Paused, the button says how to play it again; the region then speaks each slide.
      await page.getByRole("button", { name: names.pause, exact: true }).click();
      await page.getByRole("button", { name: names.play, exact: true }).waitFor();
      expect(await page.locator("[data-carousel-live]").getAttribute("aria-live")).toBe("polite");
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("plays a game's video in its dialog with the player's controls, and stops it on close", async () => {
    const shop = await (await fetch(`${server.url}/shop`)).text();
    const games = new Set([...shop.matchAll(/href="(\/shop\/[0-9a-f-]{36})"/g)].map((x) => x[1]!));
    let videoGame: string | undefined;
    for (const g of games) {
      const html = await (await fetch(`${server.url}${g}`)).text();
      const player = html.match(/<video[^>]*\sdata-video[\s>=][^>]*>/)?.[0];
      if (!player) continue;
      // Without a script the page's HTML gives the player its controls.
      expect(player).toMatch(/\scontrols[\s>=]/);
      videoGame = g;
      break;
    }
    expect(videoGame, "the demo has a game with a video of its own").toBeDefined();
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}${videoGame}`);
    const opener = page.locator("button[popovertarget^=video-]").first();
    const player = `#${await opener.getAttribute("popovertarget")} video[data-video]`;
    // The script draws the controls once the dialog is on screen, and plays.
    expect(await page.locator(player).evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    await opener.click();
    await page.waitForFunction(
      (sel) => {
        const v = document.querySelector<HTMLVideoElement>(sel);
        return !!v?.checkVisibility() && v.controls && !v.paused;
      },
      player,
      { timeout: 10_000 },
    );
    await page.keyboard.press("Escape");
    await page.waitForFunction((sel) => {
      const v = document.querySelector<HTMLVideoElement>(sel);
      return !!v && !v.checkVisibility() && v.paused && !v.controls && v.currentTime === 0;
    }, player);
    await context.close();
  });

  it("does not move the carousel by itself for a visitor who asked for reduced motion", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(server.url);
    const carousel = page.locator("[data-carousel]");
    expect(await carousel.getAttribute("data-autoplay")).toBe("off");
    await page.clock.runFor(15_000);
    expect(
      await page.locator("[aria-roledescription=slide]:not([hidden])").getAttribute("aria-label"),
    ).toBe("1 of 3");
    // Asked for motion again, it moves every 7 s while on screen (below a phone's first screen).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => carousel.getAttribute("data-autoplay")).toBe("on");
    await page.clock.runFor(7100);
    expect(
      await page.locator("[aria-roledescription=slide]:not([hidden])").getAttribute("aria-label"),
    ).toBe("2 of 3");
    await context.close();
  });
});

describe("a link the visitor is about to open", () => {
  it("is fetched ahead by the page's speculation rules, within its policy", async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await page.goto(`${server.url}/shop`);
      const link = page.locator("main li:has([data-image-missing]) a").first();
      const href = new URL((await link.getAttribute("href"))!, server.url).href;
      const prefetched = page.waitForRequest(
        (r) => r.url() === href && /prefetch/.test(r.headers()["sec-purpose"] ?? ""),
      );
      await link.hover();
      await prefetched;
    } finally {
      await context.close();
    }
  });
});

describe("a picture that fails to load", () => {
  it("says 'No image available' in its place", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    try {
      // Pictures that load keep the notice hidden behind them.
      await page.goto(`${server.url}/shop`);
      const card = page.locator("main li:has([data-image-missing])").first();
      await card.locator("img[data-fallback]").waitFor();
      expect(await card.getByText("No image available").isVisible()).toBe(false);
      await page.route(/\/_next\/image\?/, (route) => route.abort("failed"));
      await page.reload();
      const first = page.locator("main li:has([data-image-missing])").first();
      await first.getByText("No image available").waitFor();
      expect(await first.locator("img[data-fallback]").isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("a game's page whose pictures fail to load", () => {
  it("says 'No image available' for the main picture, the gallery's and the video posters", async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    try {
      await page.route(/\/_next\/image\?/, (route) => route.abort("failed"));
      await page.goto(gameUrl);
      const main = page.locator("main [data-lightbox-open='0']").first();
      await main.getByText("No image available").waitFor();
      expect(await main.locator("img").isVisible()).toBe(false);
      // Every picture of the page that carries the fallback shows the notice, none a broken box.
      const pictures = page.locator("main img[data-fallback]");
      expect(await pictures.count()).toBeGreaterThan(0);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>("main img[data-fallback]")].every(
          (img) => img.hidden,
        ),
      );
      const broken = await page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLImageElement>("main img")].filter(
            (img) => !img.closest("dialog") && !img.hidden && img.complete && !img.naturalWidth,
          ).length,
      );
      expect(broken).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("a public page in a shared cache", () => {
  it("carries an ETag and a short shared lifetime, and a 304 when the client holds it", async () => {
    for (const path of ["/", "/shop", new URL(gameUrl).pathname, "/es/blog"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("cache-control"), path).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      const etag = res.headers.get("etag")!;
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      const again = await fetch(`${server.url}${path}`, { headers: { "if-none-match": etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("is never said shareable for what is private: the back office, the portal, a quote", async () => {
    for (const path of ["/admin/login", "/portal", "/es/portal", "/q/not-a-token"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("cache-control") ?? "", path).not.toMatch(/public|s-maxage/);
    }
  });
});

describe("a page's keywords", () => {
  it("are the site's on every page, and a post's own tags on a post", async () => {
    const keywords = async (path: string) =>
      (await (await fetch(`${server.url}${path}`)).text()).match(
        /<meta name="keywords" content="([^"]*)"/,
      )?.[1];
    for (const path of ["/", "/shop", new URL(gameUrl).pathname, "/about", "/es/contact", "/blog"])
      expect(await keywords(path), path).toContain("arcade machines");
    const post = await keywords(postPath);
    expect(post).toBeTruthy();
  });
});

describe("the other tests' visitors (support/browser.ts)", () => {
  it("fail at `goto` when a public page's behaviours never start", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    try {
      await page.route(/\/_site\/site-.*\.js$/, (route) => route.abort("failed"));
      await expect(page.goto(`${server.url}/contact`)).rejects.toThrow(
        /The site's behaviours did not start on .*\/contact within 15 s/,
      );
    } finally {
      await context.close();
    }
  }, 40_000);
});
