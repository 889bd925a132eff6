import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, newPage } from "./support/browser";
import { sharedServer, type TestServer } from "./support/server";

// docs/decisions/015-deferred-app-start.md: a kept public page paints as
// HTML, starts the app by itself at the first idle moment after the load event, and works without
// it meanwhile (links, the phone menu); what was clicked or submitted before it ran is replayed.
// This browser's visitors do not wait for the app after each page (the other tests' visitors do).
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await sharedServer();
  browser = await launchBrowser({ waitForApp: false });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const started = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"));
const appReady = (page: Page) =>
  page.locator("html[data-app-ready]").waitFor({ state: "attached", timeout: 15_000 });

const CHUNK = /\/_next\/static\/chunks\/.*\.js(\?|$)/;

/**
 * Holds every app script response until released: "before the app ran" without racing it. The
 * hold stays for every page of this context until then, as for a visitor on a slow network.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(CHUNK, async (route) => {
    await released;
    // The page may have been closed while its script was held: nothing is left to answer.
    await route.continue().catch((e: Error) => {
      if (!page.isClosed()) throw e;
    });
  });
  return release;
}

describe("a kept page's app", () => {
  it("is not run while the page loads; it starts by itself once the page has loaded", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    // When the load event came, and when the first script of the app was added.
    await page.addInitScript(() => {
      const w = window as unknown as { loadedAt?: number; firstAppScriptAt?: number };
      addEventListener("load", () => (w.loadedAt ??= performance.now()), { once: true });
      new MutationObserver((records) => {
        const added = records.flatMap((r) => [...r.addedNodes]);
        if (
          w.firstAppScriptAt === undefined &&
          added.some(
            (n) =>
              n instanceof HTMLScriptElement && n.src.includes("/_next/static/") && !n.noModule,
          )
        )
          w.firstAppScriptAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url, { waitUntil: "load" });
    // Nothing moved the pointer, touched or scrolled: it starts by itself.
    await appReady(page);
    const { loadedAt, firstAppScriptAt } = await page.evaluate(() => {
      const w = window as unknown as { loadedAt?: number; firstAppScriptAt?: number };
      return { loadedAt: w.loadedAt, firstAppScriptAt: w.firstAppScriptAt };
    });
    expect(loadedAt).toBeDefined();
    expect(firstAppScriptAt).toBeGreaterThanOrEqual(loadedAt!);
    // Every script of its list runs (code loaded later at idle, such as web-vitals, comes on top).
    const missing = await page.evaluate(() => {
      const { data, app } = JSON.parse(document.getElementById("__app_scripts")!.textContent!) as {
        data: string;
        app: string[];
      };
      const listed = [data, ...app];
      const running = new Set([...document.scripts].map((s) => s.getAttribute("src")));
      return { data, listed: listed.length, missing: listed.filter((src) => !running.has(src)) };
    });
    expect(missing.listed).toBeGreaterThan(1);
    expect(missing.missing).toEqual([]);
    // It hydrated from the page's data, served apart from the HTML (flight-split.ts).
    expect(missing.data).toMatch(/^\/_kept\/flight\/[\w-]+\.js\?page=%2F$/);
    expect(await (await fetch(server.url)).text()).not.toContain("__next_f");
    // Client-side navigation works once it runs: one document for two pages.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Shop" })
      .click();
    await page.waitForURL(/\/shop$/);
    await page.getByText(/Showing \d+ games/).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("asks for nothing of the app before the page's largest image is painted", async () => {
    // A phone as Lighthouse's mobile preset has it, whose pixels take longest to paint.
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const { page, context } = await newPage(browser, { context: phone });
    await page.addInitScript(() => {
      const w = window as unknown as { heroPaintedAt?: number; reportedAt?: number };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[])
          if (e.element?.matches("img[fetchpriority=high]")) w.heroPaintedAt = e.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      // The page learns of that paint 300 ms late here, as from a slow raster: it must wait.
      const Real = PerformanceObserver;
      window.PerformanceObserver = class extends Real {
        constructor(callback: PerformanceObserverCallback) {
          super((list, observer) =>
            setTimeout(() => {
              if (list.getEntriesByType("largest-contentful-paint").length)
                w.reportedAt ??= performance.now();
              callback(list, observer);
            }, 300),
          );
        }
      };
    });
    // The shop's first game's picture, high priority at the top of its list.
    await page.goto(`${server.url}/shop`, { waitUntil: "load" });
    await appReady(page);
    const { heroPaintedAt, reportedAt, firstAsked } = await page.evaluate(() => ({
      ...(window as unknown as { heroPaintedAt?: number; reportedAt?: number }),
      firstAsked: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((r) => /\/_next\/static\/chunks\/.*\.js|\/_kept\/flight\//.test(r.name))
          .map((r) => r.startTime),
      ),
    }));
    expect(heroPaintedAt).toBeGreaterThan(0);
    expect(firstAsked).toBeGreaterThan(heroPaintedAt!);
    expect(firstAsked).toBeGreaterThan(reportedAt!);
    await context.close();
  });

  it("is whole without the app: the text, the carousel's first slide, the phone menu and its links", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    const release = await holdAppScripts(page);
    await page.goto(server.url, { waitUntil: "load" });
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(
      await page.locator("[aria-roledescription=slide]:not([hidden])").getAttribute("aria-label"),
    ).toBe("1 of 3");
    // The menu is a native popover: the browser opens it on the first tap, app or no app.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    expect(await started(page)).toBe(false);
    // Its links are plain links: a full page load.
    await menu.getByRole("link", { name: "Shop" }).click();
    await page.waitForURL(/\/shop$/);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    expect(await started(page)).toBe(false);
    release();
    await appReady(page);
    await context.close();
  });

  it("replays a click made before it ran, once", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    const release = await holdAppScripts(page);
    await page.goto(server.url);
    expect(await started(page)).toBe(false);
    // A click without any pointer move before it (as a keyboard or a script gives one).
    await page.getByRole("button", { name: "Pause testimonials" }).dispatchEvent("click");
    release();
    await appReady(page);
    await page.getByRole("button", { name: "Play testimonials" }).waitFor();
    // An idle moment is the behaviour under test: a click replayed twice would be Pause again.
    await page.waitForTimeout(300);
    expect(await page.getByRole("button", { name: "Play testimonials" }).count()).toBe(1);
    await context.close();
  });

  it("moves the carousel before the app runs; the app goes on from the slide shown", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    const release = await holdAppScripts(page);
    await page.goto(server.url);
    const slide = page.locator("[aria-roledescription=slide]:not([hidden])");
    // Every testimonial is in the page, one shown.
    expect(await page.locator("[aria-roledescription=slide]").count()).toBe(3);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    expect(await slide.getAttribute("aria-label")).toBe("2 of 3");
    await page.getByRole("button", { name: "Show testimonial 3" }).click();
    expect(await slide.getAttribute("aria-label")).toBe("3 of 3");
    expect(
      await page.getByRole("button", { name: "Show testimonial 3" }).getAttribute("aria-current"),
    ).toBe("true");
    expect(await started(page)).toBe(false);
    release();
    await appReady(page);
    // An idle moment is the claim: an app that reset the carousel would show slide 1 by now.
    await page.waitForTimeout(300);
    expect(await slide.getAttribute("aria-label")).toBe("3 of 3");
    // The app's own Next wraps from the third to the first.
    await page.getByRole("button", { name: "Next testimonial" }).click();
    expect(await slide.getAttribute("aria-label")).toBe("1 of 3");
    expect(
      await page.getByRole("button", { name: "Show testimonial 1" }).getAttribute("aria-current"),
    ).toBe("true");
    expect(
      await page.getByRole("button", { name: "Show testimonial 3" }).getAttribute("aria-current"),
    ).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows an empty form's messages before the app runs; the app keeps them as its own", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    const release = await holdAppScripts(page);
    let posted = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contact") && r.method() === "POST") posted++;
    });
    await page.goto(`${server.url}/contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const text of [
      "Please enter your name",
      "Please enter your email",
      "Please enter a message",
    ])
      await form.getByText(text, { exact: true }).waitFor();
    expect(await started(page)).toBe(false);
    // The first field to fix has the focus, and says why it is invalid.
    const name = form.getByRole("textbox", { name: "Name" });
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await name.evaluate((el) => el.getAttribute("aria-describedby"))).toBe(
      await form.getByText("Please enter your name").getAttribute("id"),
    );
    // Typing takes a field's message away.
    await name.fill("Early Visitor");
    expect(await form.getByText("Please enter your name").count()).toBe(0);
    await form.getByRole("textbox", { name: "Email" }).fill("not-an-address");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Please enter a valid email address").waitFor();
    expect(await started(page)).toBe(false);
    release();
    await appReady(page);
    // The app shows the same messages, and takes each away as its field changes. An idle moment
    // first: an app that dropped the early messages on taking over would have done so by now.
    await page.waitForTimeout(300);
    await form.getByText("Please enter a valid email address").waitFor();
    await form.getByText("Please enter a message").waitFor();
    await form.getByRole("textbox", { name: "Message" }).fill("Sent once the app had taken over.");
    await form.getByText("Please enter a message").waitFor({ state: "detached" });
    await form.getByRole("textbox", { name: "Email" }).fill("early@example.com");
    await form.getByText("Please enter a valid email address").waitFor({ state: "detached" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Thank you for your message! We'll get back to you soon.").waitFor();
    expect(posted).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("sends a form submitted before it ran through the app, never natively", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    const release = await holdAppScripts(page);
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
    release();
    await page.getByText("Thank you for your message! We'll get back to you soon.").waitFor();
    // The fields never went into the address, and the message was sent once.
    expect(new URL(page.url()).search).toBe("");
    expect(posted).toBe(1);
    await context.close();
  });

  it("fetches the filters' pages after the load: one tapped before the app runs is shown at once, then comes from memory", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    const release = await holdAppScripts(page);
    // What the page shows in the tap's own task, before the browser has the filter's page.
    await page.addInitScript(() => {
      addEventListener("click", () => {
        const titles = [...document.querySelectorAll("main li:not([hidden]) h2")];
        const shown = {
          titles: titles.map((h) => h.textContent),
          chosen: document.querySelector("nav[aria-label=Categories] a[aria-current]")?.textContent,
          count: document.querySelector("main p[aria-live]")?.textContent,
          sorts: [...document.querySelectorAll("nav[aria-label=Sort] a")].map((a) =>
            a.getAttribute("href"),
          ),
        };
        sessionStorage.setItem("shownAtTap", JSON.stringify(shown));
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Preload.enable");
    const fetched = new Set<string>();
    cdp.on("Preload.prefetchStatusUpdated", (e) => {
      if (e.status === "Ready") fetched.add(new URL(e.prefetchUrl).search);
    });
    await page.goto(`${server.url}/shop`);
    await expect.poll(() => fetched.has("?category=Racing"), { timeout: 15_000 }).toBe(true);
    // The filter shown ('All') is not fetched again.
    expect(fetched.has("")).toBe(false);
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Racing" })
      .click();
    await page.waitForURL(/category=Racing/);
    await page.getByText("Showing 2 games in Racing").waitFor();
    const titles = await page.locator("main li h2").allTextContents();
    const shown = JSON.parse((await page.evaluate(() => sessionStorage.getItem("shownAtTap")))!);
    // Exactly the filter's page, in its order, before that page was there.
    expect(shown).toEqual({
      titles,
      chosen: "Racing",
      count: "Showing 2 games in Racing",
      sorts: [
        "/shop?category=Racing",
        "/shop?sort=name&category=Racing",
        "/shop?sort=category&category=Racing",
      ],
    });
    expect(titles).toHaveLength(2);
    // Not yet in TypeScript's DOM types: "navigational-prefetch" for a page served from a prefetch.
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as unknown as { deliveryType: string })
          .deliveryType,
    );
    expect(delivery).toBe("navigational-prefetch");
    expect(await started(page)).toBe(false);
    release();
    await appReady(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("puts a filter shown in place back when the page is left, and only filters a whole list in place", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await holdAppScripts(page);
    await page.goto(`${server.url}/shop`);
    const categories = page.getByRole("navigation", { name: "Categories" });
    const category = "Racing";
    const all = await page.locator("main li h2").allTextContents();
    const countLine = await page.locator("main p[aria-live]").textContent();
    // The category's own page is the reference for what is shown in place.
    const reference = await context.newPage();
    await reference.goto(`${server.url}/shop?category=${category}`);
    const inCategory = await reference.locator("main li h2").allTextContents();
    await reference.close();
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.length).toBeLessThan(all.length);
    // This page stays (as when the browser keeps it for Back): the link does not navigate.
    await page.evaluate(() => addEventListener("click", (e) => e.preventDefault()));
    await categories.getByRole("link", { name: category, exact: true }).click();
    await expect
      .poll(() => page.locator("main li:not([hidden]) h2").allTextContents())
      .toEqual(inCategory);
    await expect(categories.locator("a[aria-current]").textContent()).resolves.toBe(category);
    // Left for the category's page and kept for Back: shown as it was.
    await page.evaluate(() =>
      dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })),
    );
    expect(await page.locator("main li:not([hidden]) h2").allTextContents()).toEqual(all);
    await expect(categories.locator("a[aria-current]").textContent()).resolves.toBe("All");
    expect(await page.locator("main p[aria-live]").textContent()).toBe(countLine);
    // A list already filtered holds only its own games: other filters load their page as before.
    const filtered = await (await fetch(`${server.url}/shop?category=Racing`)).text();
    expect(filtered).not.toContain('data-early-filter="');
    expect(await (await fetch(`${server.url}/shop`)).text()).toContain(
      'data-early-filter="category"',
    );
    await context.close();
  });

  it("asks for its data and scripts at low priority, so the filters' pages are not held back", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const priority = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (e) => {
      const url = new URL(e.request.url);
      priority.set(url.pathname + url.search, e.request.initialPriority);
    });
    await page.goto(`${server.url}/shop`);
    await appReady(page);
    const { data, app } = await page.evaluate(
      () =>
        JSON.parse(document.getElementById("__app_scripts")!.textContent!) as {
          data: string;
          app: string[];
        },
    );
    for (const src of [data, ...app]) expect(priority.get(src), src).toBe("Low");
    await context.close();
  });

  it("loads a page anew, once, when its data is gone; then it stays a page without its app", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    // As when the content changed between the page and its data, in a process that kept neither.
    await page.route(/\/_kept\/flight\//, (route) => route.fulfill({ status: 404, body: "" }));
    const documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
    await page.goto(`${server.url}/contact`, { waitUntil: "load" });
    await expect.poll(() => documents.length, { timeout: 15_000 }).toBe(2);
    await page.waitForLoadState("load");
    // An idle period is the claim: a page that reloaded again would ask for a third document.
    await page.waitForTimeout(2000);
    expect(documents).toHaveLength(2);
    expect(await started(page)).toBe(false);
    // Still a whole page: its links work.
    await page.getByRole("contentinfo").getByRole("link", { name: "Warranty Policy" }).click();
    await page.waitForURL(/\/warranty$/);
    await context.close();
  });

  it("starts at once on pages that are not kept (the back office)", async () => {
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await page.goto(`${server.url}/admin/login`);
    await appReady(page);
    await context.close();
  });
});

describe("the other tests' visitors (support/browser.ts)", () => {
  it("fail at `goto` when a kept page's app never starts", async () => {
    const waiting = await launchBrowser();
    try {
      const { page } = await newPage(waiting, { viewport: PHONE });
      await page.route(CHUNK, (route) => route.abort("failed"));
      await expect(page.goto(`${server.url}/contact`)).rejects.toThrow(
        /The app did not start on .*\/contact within 15 s/,
      );
    } finally {
      await waiting.close();
    }
  }, 40_000);
});
