import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { signIn } from "./support/admin";
import { fieldMessage, isFocused } from "./support/forms";
import { injectAxe } from "./support/axe";
import { DESKTOP, launchBrowser, newPage, PHONE } from "./support/browser";
import { STAFF, startServer, type TestServer } from "./support/server";

const ADMIN_ROUTES = [
  "/admin/games",
  "/admin/testimonials",
  "/admin/leads",
  "/admin/contact",
  "/admin/client-logos",
  "/admin/about",
  "/admin/blog",
  "/admin/footer",
];
const MENU = [
  "Games",
  "Testimonials",
  "Leads",
  "Contact Messages",
  "Client Logos",
  "About",
  "Blog",
  "Footer",
];
const ADMIN_MARKERS = ["Sign Out", 'aria-label="Admin"', "Coming soon", STAFF.email];

/** Serious and critical accessibility violations on the current page (axe-core). */
async function axeViolations(page: Page) {
  await injectAxe(page);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string | null }> }> };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${(v as unknown as { nodes: Array<{ html: string }> }).nodes.map((n) => n.html).join(" | ")}`,
    );
}

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The shell is shown with this menu entry active and the session check done (any page content). */
async function shellReady(page: Page, active: string) {
  await page
    .locator('nav[aria-label="Admin"] [aria-current="page"]', { hasText: active })
    .waitFor();
  await page.getByText("Checking authentication...").waitFor({ state: "hidden" });
}

async function errorText(page: Page) {
  const box = page.locator("form [role=alert]");
  await box.waitFor();
  return (await box.textContent())?.trim();
}

describe("staff sign-in, the guard and the back-office shell", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ seed: false, users: [STAFF] });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("redirects an anonymous request for every admin route to sign in, with no admin HTML", async () => {
    for (const route of [
      "/admin",
      ...ADMIN_ROUTES,
      "/admin/games/00000000-0000-4000-8000-000000000000",
    ]) {
      const variants: Array<Record<string, string>> = [
        {},
        { cookie: "better-auth.session_token=forged.value" },
        { rsc: "1" },
      ];
      for (const headers of variants) {
        const res = await fetch(server.url + route, { redirect: "manual", headers });
        const body = await res.text();
        expect([303, 307, 308], `${route} ${JSON.stringify(headers)}`).toContain(res.status);
        expect(res.headers.get("location")).toMatch(/^(http:\/\/[^/]+)?\/admin(\/login)?(\?|$)/);
        for (const marker of ADMIN_MARKERS)
          expect(body, `${route} leaks ${marker}`).not.toContain(marker);
      }
    }
  });

  it("sends an anonymous browser to /admin/login and back to the page it asked for after sign-in", async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    // The site has no favicon yet (public-site issue); keep its 404 out of this page's errors.
    await context.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await page.goto(`${server.url}/admin/leads`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fleads$/);
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    expect(await page.getByLabel("Email").getAttribute("type")).toBe("email");
    expect(await page.getByLabel("Email").getAttribute("required")).not.toBeNull();
    expect(await page.getByLabel("Password").getAttribute("type")).toBe("password");
    expect(await page.getByLabel("Password").getAttribute("required")).not.toBeNull();
    await submitLogin(page, STAFF.email, STAFF.password);
    await page.waitForURL(`${server.url}/admin/leads`);
    await shellReady(page, "Leads");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows each sign-in error text in the red box", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/admin/login`);

    await submitLogin(page, STAFF.email, "not-the-right-password");
    expect(await errorText(page)).toBe("Invalid email or password");

    const answer = async (status: number, body: string, contentType = "application/json") =>
      page.route("**/api/auth/sign-in/email", (route) =>
        route.fulfill({ status, body, contentType }),
      );
    await answer(
      403,
      JSON.stringify({ code: "EMAIL_NOT_VERIFIED", message: "Email not confirmed" }),
    );
    await submitLogin(page, STAFF.email, STAFF.password);
    expect(await errorText(page)).toBe("Please confirm your email address");

    await page.unrouteAll();
    await answer(500, JSON.stringify({ message: "The sign-in service is down for maintenance" }));
    await submitLogin(page, STAFF.email, STAFF.password);
    expect(await errorText(page)).toBe("The sign-in service is down for maintenance");

    await page.unrouteAll();
    await answer(500, "<html>oops</html>", "text/html");
    await submitLogin(page, STAFF.email, STAFF.password);
    expect(await errorText(page)).toBe("An unexpected error occurred");

    await page.unrouteAll();
    await page.route("**/api/auth/sign-in/email", (route) => route.abort("internetdisconnected"));
    await submitLogin(page, STAFF.email, STAFF.password);
    expect(await errorText(page)).toBe("Network error. Please check your internet connection.");
    await page.unrouteAll();
    expect(page.url()).toBe(`${server.url}/admin/login`);
    await context.close();
  });

  it("checks the sign-in fields with the schema's words at each field, and shows the server's there too", async () => {
    const { page, context } = await newPage(browser);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/sign-in")) sent.push(r.url());
    });
    await page.goto(`${server.url}/admin/login`);
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await fieldMessage(email)).toBe("Email is required");
    expect(await fieldMessage(password)).toBe("Password is required");
    expect(await isFocused(email)).toBe(true);

    await email.fill("not-an-email");
    await password.fill("whatever-it-is");
    await page.keyboard.press("Enter");
    await page.getByText("Please enter a valid email address").waitFor();
    expect(await fieldMessage(email)).toBe("Please enter a valid email address");
    expect(sent).toEqual([]);

    // A refusal naming a field is shown at that field, not in the box.
    await page.route("**/api/auth/sign-in/email", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          code: "VALIDATION",
          message: "The password must be at most 256 characters",
          fields: { password: "The password must be at most 256 characters" },
        }),
      }),
    );
    await email.fill(STAFF.email);
    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await fieldMessage(password)).toBe("The password must be at most 256 characters");
    expect(await isFocused(password)).toBe(true);
    expect(await page.locator("form [role=alert]").count()).toBe(0);
    await page.unrouteAll();
    await context.close();
  });

  it("blocks a sixth failed attempt with a message saying when to retry", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/admin/login`);
    for (let i = 0; i < 5; i++) {
      await submitLogin(page, "guesser@example.com", `wrong-password-${i}`);
      expect(await errorText(page)).toBe("Invalid email or password");
      await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
    }
    await submitLogin(page, "guesser@example.com", "wrong-password-6");
    await page
      .getByText("Too many failed sign-in attempts. Please try again in 15 minutes.")
      .waitFor();
    await context.close();
  });

  it("shows the side menu in order with the active link, and Sign Out ends at /admin/login", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: DESKTOP });
    await context.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await signIn(page, server.url);
    expect(new URL(page.url()).pathname).toBe("/admin/games");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const links = nav.getByRole("link");
    expect(await links.allTextContents()).toEqual(MENU);
    expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual(
      ADMIN_ROUTES,
    );
    expect(await nav.locator("[aria-current=page]").textContent()).toBe("Games");

    await nav.getByRole("link", { name: "Contact Messages" }).click();
    await page.waitForURL(`${server.url}/admin/contact`);
    await shellReady(page, "Contact Messages");
    expect(await nav.locator("[aria-current=page]").textContent()).toBe("Contact Messages");

    // A signed-in user asking for the login page goes to the back office.
    await page.goto(`${server.url}/admin/login`);
    await page.waitForURL(`${server.url}/admin/games`);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/admin/games`);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await page.goto(`${server.url}/admin/games`);
    await page.waitForURL(/\/admin\/login/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("ends at /admin/login also when sign-out fails", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, server.url);
    await page.route("**/api/auth/sign-out", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await context.close();
  });

  it("sends the user to sign in at the next request once the session is revoked", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/about`);
    await shellReady(page, "About");
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const out = await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    // The tab becomes visible again: the session is re-checked and found gone. On a loaded machine
    // a request the screen was still making may meet the revoked session first and leave already
    // (the same outcome, asserted next); any other failure of the dispatch fails the test.
    await page
      .evaluate(() => document.dispatchEvent(new Event("visibilitychange")))
      .catch((e: Error) => {
        if (!e.message.includes("Execution context was destroyed")) throw e;
      });
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fabout$/);
    await context.close();
  });

  it("sends the user to sign in when moving to another admin page after the session was revoked", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, server.url);
    // Let the games screen finish loading first: its own request would otherwise meet the revoked
    // session and (rightly) send the user to sign in from /admin/games instead.
    await page
      .getByText(/No games yet|Turbo Drift Deluxe/)
      .first()
      .waitFor();
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: "{}",
    });
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Blog" })
      .click();
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fblog$/);
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await context.close();
  });

  it("shows 'Checking authentication...' while the session is checked", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, server.url);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/auth/get-session**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/admin/blog`);
    await page.getByText("Checking authentication...").waitFor();
    expect(await page.locator("main h1").count()).toBe(0);
    release();
    await shellReady(page, "Blog");
    await page.locator("main h1").first().waitFor();
    await context.close();
  });

  it("waits for the connection check and offers Try Again when it fails", async () => {
    const { page, context } = await newPage(browser);
    let fail = true;
    // The check's answer is held until the screen has been seen waiting for it.
    let release!: () => void;
    const seenWaiting = new Promise<void>((r) => (release = r));
    await page.route("**/api/health", async (route) => {
      await seenWaiting;
      if (fail) await route.abort("connectionrefused");
      else await route.continue();
    });
    await page.goto(`${server.url}/admin/login`);
    await page.getByText("Establishing connection...").waitFor();
    release();
    await page.getByRole("heading", { name: "Connection Failed" }).waitFor();
    await page
      .getByText("Unable to connect to the server. Please check your internet connection.")
      .waitFor();
    expect(await page.getByLabel("Email").count()).toBe(0);
    fail = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await context.close();
  });

  it("toggles the menu on a phone", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await signIn(page, server.url);
    const nav = page.getByRole("navigation", { name: "Admin" });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await nav.waitFor({ state: "visible" });
    await nav.getByRole("link", { name: "Testimonials" }).click();
    await page.waitForURL(`${server.url}/admin/testimonials`);
    await nav.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await context.close();
  });

  it("has no serious accessibility violations on the login page and in the shell", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("Email").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, server.url);
    await shellReady(page, "Games");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("renders the login page on a phone", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
    await submitLogin(page, STAFF.email, "not-the-right-password");
    await errorText(page);
    // Nothing wider than the phone: no sideways scrolling, the form whole on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const form = await page.locator("form").boundingBox();
    expect(form!.x).toBeGreaterThanOrEqual(0);
    expect(form!.x + form!.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
