import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { DESKTOP, PHONE, animationsDone, launchBrowser, newPage } from "./support/browser";
import { STAFF, startServer, type TestServer } from "./support/server";
import { ADMIN, DUMMY_ID, SITE, notFoundUrl, pageRoutes, sampleUrl } from "../support/site-routes";
import { proofFrom } from "../support/person-proof-http";

// The whole site through axe-core (support/axe.ts: WCAG 2.0–2.2 A/AA, best practices, target size):
// every public page on a desktop and a phone, every admin screen signed in, and every dialog those
// screens open. Routes are read from src/app, so a new page is swept (or the test asks for a sample
// of its dynamic segment) the day it is added.

const SECOND = { email: "second@example.com", password: "second-horse-battery", role: "editor" };

let server: TestServer;
let browser: Browser;
let gameId: string;
let postId: string;

/** Until nothing on the page is loading: a screen still busy after 10 s fails its test. */
async function notBusy(page: Page) {
  await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"), null, {
    timeout: 10_000,
  });
}

async function settle(page: Page) {
  await page.locator("main").first().waitFor();
  await notBusy(page);
  // Let entrance transitions finish: axe measures colours and sizes as painted.
  await animationsDone(page);
}

async function scan(page: Page, where: string, include?: string): Promise<string[]> {
  return (await seriousViolations(page, include)).map((v) => `${where}: ${v}`);
}

/**
 * The open dialog on top, scanned alone: the screen behind it was scanned before it opened, and a
 * modal dialog makes it inert. Scanning it again with each dialog was a third of the sweep's time.
 */
async function scanTopDialog(page: Page, where: string): Promise<string[]> {
  const dialogs = page.getByRole("dialog");
  if ((await dialogs.count()) === 0) return scan(page, where);
  const top = dialogs.last();
  await top.evaluate((el) => el.setAttribute("data-axe-scope", ""));
  const found = await scan(page, where, "[data-axe-scope]");
  await top.evaluate((el) => el.removeAttribute("data-axe-scope"));
  return found;
}

async function closeDialogs(page: Page) {
  const dialogs = page.getByRole("dialog");
  for (let presses = 0; presses < 6; presses++) {
    const open = await dialogs.count();
    if (open === 0) return;
    await page.keyboard.press("Escape");
    // The top dialog leaves (its exit animation ends with it); one locked while it works stays a
    // moment, and the next Escape tries again. Whether all closed is asserted below.
    await dialogs
      .nth(open - 1)
      .waitFor({ state: "detached", timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
  }
  expect(await dialogs.count(), "dialogs still open after six presses of Escape").toBe(0);
}

beforeAll(async () => {
  server = await startServer({ seed: true, users: [STAFF, SECOND] });
  browser = await launchBrowser();
  const shop = await (await fetch(`${server.url}/shop`)).text();
  gameId = shop.match(/href="\/shop\/([0-9a-f-]{36})"/)![1]!;
  const blog = await (await fetch(`${server.url}/blog`)).text();
  postId = blog.match(/href="\/blog\/([0-9a-f-]{36})"/)![1]!;
  // Something in every list: a lead (its details dialog) and a contact message.
  const post = (p: string, body: unknown) =>
    fetch(`${server.url}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify(body),
    });
  const lead = await post("/api/leads", {
    whatsapp: "5551234567",
    countryCode: "+1",
    name: "Axe Visitor",
    location: "Austin",
    gameId,
  });
  expect(lead.status).toBe(201);
  const message = await post("/api/contact", {
    name: "Quinn Axe",
    email: "quinn@example.com",
    message: "Do you ship to Canada?",
    ...(await proofFrom(server.url)),
  });
  expect(message.status).toBe(201);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("public pages", () => {
  const routes = pageRoutes(SITE);
  const urls = () =>
    routes.flatMap((r) => {
      const url = sampleUrl(r, {
        "/shop/[id]": `/shop/${gameId}`,
        "/blog/[id]": `/blog/${postId}`,
        "/[...missing]": "/no-such-page",
        // Signed out, both ask for the operator's sign-in code.
        "/portal/machines/[serial]": "/portal/machines/SN-0001",
        "/portal/bulletins/[id]": `/portal/bulletins/${DUMMY_ID}`,
        "/portal/orders/[number]": "/portal/orders/ORD-2026-0001",
      });
      const missing = notFoundUrl(r);
      return missing ? [url, missing] : [url];
    });

  it("finds the public pages on disk", () => {
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(["/", "/shop", "/shop/[id]", "/blog", "/blog/[id]", "/about"]),
    );
  });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`has no serious violation on any page (${label})`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      const found: string[] = [];
      for (const url of urls()) {
        await page.goto(`${server.url}${url}`);
        await settle(page);
        found.push(...(await scan(page, `${label} ${url}`)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }

  it("has none with the phone menu open", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(server.url);
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    const found = await scan(page, "phone menu");
    await context.close();
    expect(found).toEqual([]);
  });

  it("has none with the footer's language list open, in Arabic", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/ar/about`);
    await settle(page);
    await page.getByRole("button", { name: "اللغات: العربية" }).click();
    await page.getByRole("navigation", { name: "اللغات" }).waitFor();
    const found = await scan(page, "language list");
    await context.close();
    expect(found).toEqual([]);
  });

  it("has none in the testimonial video dialog", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.url);
    await settle(page);
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    // Find the slide with a video (the seed gives a testimonial one).
    const found: string[] = [];
    let opened = false;
    for (let i = 0; i < 6 && !opened; i++) {
      const play = carousel.getByRole("button", { name: /^Play video/ });
      if (await play.count()) {
        await play.click();
        await page.getByRole("dialog").waitFor();
        await animationsDone(page);
        found.push(...(await scan(page, "testimonial video")));
        opened = true;
      } else await carousel.getByRole("button", { name: "Next testimonial" }).click();
    }
    await context.close();
    expect(opened).toBe(true);
    expect(found).toEqual([]);
  });

  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`has none in a game's lightbox and each step of "Check Price" (${label})`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      const found: string[] = [];
      await page.goto(`${server.url}/shop/${gameId}`);
      await settle(page);
      await page
        .getByRole("button", { name: /^Open (image gallery for|image 1 of)/ })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await animationsDone(page);
      found.push(...(await scan(page, `${label} lightbox`)));
      await closeDialogs(page);

      await page.getByRole("button", { name: "Check Price" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await animationsDone(page);
      found.push(...(await scan(page, `${label} Check Price, number`)));
      // The errors a visitor meets are part of the dialog too.
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText("Please enter a WhatsApp number").waitFor();
      found.push(...(await scan(page, `${label} Check Price, number error`)));
      await dialog.getByLabel("WhatsApp number").fill("5551112222");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByLabel("Your name").waitFor();
      found.push(...(await scan(page, `${label} Check Price, name`)));
      await dialog.getByLabel("Your name").fill("Axe Visitor");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByRole("button", { name: "Submit" }).waitFor();
      found.push(...(await scan(page, `${label} Check Price, location`)));
      await context.close();
      expect(found).toEqual([]);
    });
  }
});

/**
 * What each admin screen opens: each entry is the buttons clicked in turn (the first match each
 * time, inside the open dialog when there is one), and the page is scanned after the last.
 */
type Step = string | RegExp;
const ADMIN_STATES: Record<string, Step[][]> = {
  "/admin/games": [
    ["Manage Categories"],
    ["Manage Categories", /^Delete /],
    ["Add New Game"],
    ["Add New Game", "Specifications"],
    [/^Edit: /],
    [/^Delete: /],
    [/^Images and media: /],
    [/^Images and media: /, "Add Media"],
    [/^Images and media: /, "Add Media", "Video Upload"],
    [/^Dimensions: /],
    [/^Dimensions: /, /^(Add Dimensions|Edit .* dimensions)$/],
    [/^FAQs: /],
    [/^FAQs: /, "Add FAQ"],
  ],
  "/admin/leads": [[/^View details/], ["WhatsApp Settings"]],
  "/admin/blog": [["New Post"], ["New Post", "Insert image or video"], [/^Edit /], [/^Delete /]],
  "/admin/testimonials": [["Add Testimonial"], [/^Edit /], [/^Delete /]],
  "/admin/client-logos": [["Add Logo"], [/^Edit /], [/^Delete /]],
  "/admin/team": [
    ["Invite someone"],
    [/^Reset password: second/],
    [/^Sign out everywhere: second/],
    [/^Deactivate: second/],
  ],
  "/admin/about": [["Insert image or video"]],
  "/admin/contact": [[/Quinn Axe/], ["Settings"]],
  "/admin/footer": [["Insert image or video"]],
  "/admin/activity": [],
  "/admin/dashboard": [],
  "/admin/quotes": [[/^Edit prices/]],
  "/admin/orders": [],
  "/admin/inbox": [],
  "/admin/inbox/routing": [],
  "/admin/saved-replies": [],
  // Opened with the literal segment: the screen's "Failed to load the order" state.
  "/admin/orders/[id]": [],
  "/admin/vitals": [],
  "/admin/languages": [],
  "/admin/account": [["Set up two-step sign-in"]],
  "/admin/machines": [],
  "/admin/claims": [],
  "/admin/service-documents": [],
  "/admin/bulletins": [],
};

async function clickStep(page: Page, step: Step) {
  const dialogs = page.getByRole("dialog");
  const scope = (await dialogs.count()) > 0 ? dialogs.last() : page.locator("main");
  const target = scope
    .getByRole("button", { name: step, exact: typeof step === "string" })
    .or(scope.getByRole("tab", { name: step, exact: typeof step === "string" }))
    .first();
  await target.click({ timeout: 10_000 });
  await animationsDone(page);
  // A step that asks the server first (a reset link) is busy until its dialog has opened.
  await notBusy(page);
  const open = page.getByRole("dialog");
  if ((await open.count()) > 0) {
    await open.last().waitFor();
    await animationsDone(page);
  }
}

describe("admin screens", () => {
  let context: BrowserContext;
  let page: Page;
  const screens = pageRoutes(ADMIN, "/admin");

  beforeAll(async () => {
    ({ page, context } = await newPage(browser));
    await signIn(page, server.url, STAFF, { via: "api" });
  });
  afterAll(async () => {
    await context?.close();
  });

  it("knows what every screen on disk opens", () => {
    const guarded = screens
      .filter((s) => s.dir.includes(`${path.sep}(guarded)${path.sep}`))
      .map((s) => s.route)
      .sort();
    expect(guarded).toEqual(Object.keys(ADMIN_STATES).sort());
  });

  it("has no serious violation on any screen or in any of its dialogs", async () => {
    const found: string[] = [];
    for (const [screen, states] of Object.entries(ADMIN_STATES)) {
      await page.goto(`${server.url}${screen}`);
      await settle(page);
      found.push(...(await scan(page, screen)));
      const home = page.url();
      for (const steps of states) {
        const where = `${screen} → ${steps.map(String).join(" → ")}`;
        let opened = true;
        try {
          for (const step of steps) await clickStep(page, step);
        } catch (e) {
          opened = false;
          found.push(`${where}: could not open (${(e as Error).message.split("\n")[0]})`);
        }
        if (opened) {
          found.push(...(await scanTopDialog(page, where)));
          await closeDialogs(page);
        }
        // The next state starts from the screen its dialogs closed back to; from a fresh load
        // when this one could not open or went to another address.
        if (!opened || page.url() !== home) {
          await page.goto(`${server.url}${screen}`);
          await settle(page);
        }
      }
    }
    expect(found).toEqual([]);
  }, 600_000);

  it("has none on the phone with the admin menu open", async () => {
    const phone = await newPage(browser, { viewport: PHONE });
    await signIn(phone.page, server.url, STAFF, { via: "api" });
    // Signing in lands on /admin, which sends the browser on to a screen: scanned once it is there.
    await settle(phone.page);
    const found = await scan(phone.page, "phone admin");
    await phone.page.getByRole("button", { name: "Open menu" }).click();
    await phone.page.getByRole("navigation", { name: "Admin" }).waitFor();
    await animationsDone(phone.page);
    found.push(...(await scan(phone.page, "phone admin menu")));
    await phone.context.close();
    expect(found).toEqual([]);
  });

  it("has none on the signed-out screens: sign in, and a one-time link", async () => {
    const res = await page.request.post(`${server.url}/api/admin/team/invitations`, {
      headers: { origin: server.url },
      data: { email: "newcomer@example.com", role: "sales" },
    });
    expect(res.status()).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const out = await newPage(browser);
    const found: string[] = [];
    const signedOut = screens.filter((s) => !s.dir.includes(`${path.sep}(guarded)${path.sep}`));
    expect(signedOut.map((s) => s.route).sort()).toEqual([
      "/admin",
      "/admin/invite/[token]",
      "/admin/login",
    ]);
    for (const target of ["/admin/login", new URL(url).pathname, "/admin"]) {
      await out.page.goto(`${server.url}${target}`);
      await out.page.locator("main, form").first().waitFor();
      await animationsDone(out.page);
      found.push(...(await scan(out.page, target)));
    }
    // A sign-in that fails shows its error in the form.
    await out.page.goto(`${server.url}/admin/login`);
    await out.page.getByLabel("Email").fill(STAFF.email);
    await out.page.getByLabel("Password").fill("wrong-password-here");
    await out.page.getByRole("button", { name: "Sign in" }).click();
    await out.page.getByRole("alert").first().waitFor();
    found.push(...(await scan(out.page, "failed sign-in")));
    await out.context.close();
    expect(found).toEqual([]);
  });
});
