import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { listHydrated, signIn } from "./support/admin";
import { STAFF, startServer, type TestServer } from "./support/server";
import { postLead } from "./support/leads";

// The back office's lists arrive with their page: the HTML of /admin/leads, /admin/machines,
// /admin/claims and /admin/quotes holds the rows the list's API answers for the same URL (not a
// skeleton waiting for the scripts), only for people the API would answer, and the screen then
// behaves as before: no hydration error, no second read of the same page, sorting and paging.
const EDITOR = { email: "editor@example.com", password: "correct-horse-battery", role: "editor" };
let server: TestServer;
let browser: Browser;
const cookies: Record<string, string> = {};

async function cookieOf(user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(user),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const get = (path: string, who = "owner") =>
  fetch(`${server.url}${path}`, { headers: { cookie: cookies[who]!, origin: server.url } });
const html = async (path: string, who = "owner") => {
  const res = await get(path, who);
  expect(res.status).toBe(200);
  return res.text();
};
/** The text of the server-rendered table body (the rows, as the HTML carries them). */
const tbody = (page: string) => page.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
const escaped = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

beforeAll(async () => {
  server = await startServer({ seed: true, users: [STAFF, EDITOR] });
  cookies.owner = await cookieOf(STAFF);
  cookies.editor = await cookieOf(EDITOR);
  const { games } = (await (await get("/api/admin/games")).json()) as {
    games: { id: string; title: string }[];
  };
  const res = await fetch(`${server.url}/api/admin/machines`, {
    method: "POST",
    headers: { cookie: cookies.owner!, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({
      serial: "FIRST-PAGE-1",
      gameId: games[0]!.id,
      installDate: new Date().toISOString().slice(0, 10),
      operator: {
        company: "Hall Uno",
        contactName: "Ana",
        whatsapp: "+34600711001",
        country: "ES",
      },
    }),
  });
  expect(res.status).toBe(201);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Lead = { name: string };

describe("lists rendered with their page", () => {
  it("the leads page's HTML holds the API's first page, in the URL's order", async () => {
    for (const query of ["", "?sort=name&dir=asc", "?sort=name&dir=desc&status=new"]) {
      const api = (await (await get(`/api/admin/leads${query}`)).json()) as { leads: Lead[] };
      expect(api.leads.length).toBeGreaterThan(1);
      // Each row's selection box is labelled with its lead's name: the rows in the HTML's order.
      const rows = [
        ...tbody(await html(`/admin/leads${query}`)).matchAll(/aria-label="Select ([^"]*)"/g),
      ];
      expect(rows.map((m) => m[1])).toEqual(api.leads.map((l) => escaped(l.name)));
    }
  });

  it("a person the leads API refuses gets no lead in the page's HTML", async () => {
    const api = (await (await get("/api/admin/leads")).json()) as { leads: Lead[] };
    expect((await get("/api/admin/leads", "editor")).status).toBe(403);
    const page = await html("/admin/leads", "editor");
    for (const l of api.leads) expect(page).not.toContain(`>${escaped(l.name)}<`);
  });

  it("machines, claims and the list prices come with their pages", async () => {
    expect(tbody(await html("/admin/machines"))).toContain("FIRST-PAGE-1");
    expect(tbody(await html("/admin/machines?q=no-such-serial"))).toContain(
      "No matching machines.",
    );
    expect(tbody(await html("/admin/claims"))).toContain("No claims.");
    const prices = await html("/admin/quotes");
    const { games } = (await (await get("/api/admin/quotes/catalogue?currency=USD")).json()) as {
      games: { title: string }[];
    };
    expect(games.length).toBeGreaterThan(0);
    expect(prices).toContain(`>${escaped(games[0]!.title)}<`);
  });
});

describe("the screen after it loads", () => {
  it("shows the server's rows before any read of the list, hydrates without an error, then sorts and pages as before", async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    try {
      await signIn(page, server.url, STAFF, { via: "api" });
      const first = ((await (await get("/api/admin/leads")).json()) as { leads: Lead[] }).leads[0]!;
      // The list's own reads wait until the rows and the running app have been checked.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const reads: Promise<void>[] = [];
      const isList = (u: URL) => u.pathname === "/api/admin/leads";
      await page.route(isList, (route) => {
        const read = held.then(() => route.continue());
        reads.push(read);
        return read;
      });
      await page.goto(`${server.url}/admin/leads`);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      expect(await page.locator("tbody tr td button").first().textContent()).toContain(first.name);
      // The date column is the browser's own, filled in once the app runs.
      const firstDate = page.locator("tbody tr").first().locator("time");
      await expect
        .poll(async () => firstDate.textContent())
        .toBe(new Date((await firstDate.getAttribute("datetime"))!).toLocaleDateString());
      expect(consoleErrors).toEqual([]);
      release();
      // Every held read goes on before the route is taken away (else it would be handled twice).
      await Promise.all(reads);
      await page.unroute(isList);
      expect(reads.length).toBeLessThanOrEqual(2); // the live updates' catch-up on connecting, at most

      const api = async (q: string) =>
        ((await (await get(`/api/admin/leads${q}`)).json()) as { leads: Lead[] }).leads[0]!.name;
      await page.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
      await page.waitForURL(/sort=name/);
      await expect
        .poll(() => page.locator("tbody tr td button").first().textContent())
        .toContain(await api("?sort=name&dir=desc"));
      const total = ((await (await get("/api/admin/leads")).json()) as { total: number }).total;
      if (total > 50) {
        await page
          .getByRole("navigation", { name: "Pages of leads" })
          .getByRole("link", { name: "Next" })
          .click();
        await page.waitForURL(/page=2/);
        await expect
          .poll(() => page.locator("tbody tr td button").first().textContent())
          .toContain(await api("?page=2&sort=name&dir=desc"));
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the server's page while the browser checks the session, and leaves it when that check finds none", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, server.url, STAFF, { via: "api" });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // The browser's check answers "no session" (signed out in another tab meanwhile), late.
      await page.route("**/api/auth/get-session**", async (route) => {
        await held;
        await route.fulfill({ status: 200, contentType: "application/json", body: "null" });
      });
      let health = 0;
      await page.route("**/api/health", (route) => {
        health++;
        return route.continue();
      });
      await page.goto(`${server.url}/admin/machines`);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      expect(await page.locator("tbody").textContent()).toContain("FIRST-PAGE-1");
      expect(await page.getByText("Checking authentication...").count()).toBe(0);
      expect(await page.getByText("Establishing connection...").count()).toBe(0);
      // The server made the connection check with the page: the browser does not ask again.
      expect(health).toBe(0);
      release();
      await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fmachines$/);
    } finally {
      await context.close();
    }
  });
});

describe("a list shown again", () => {
  it("reads again when the screen comes back to it, even in the first seconds of the page", async () => {
    const { context, page } = await newPage(browser);
    try {
      // No live stream: nothing else makes the list read again.
      await page.route(
        (u) => u.pathname === "/api/admin/whatsapp/events",
        (route) => route.abort(),
      );
      await signIn(page, server.url, STAFF, { via: "api" });
      await page.goto(`${server.url}/admin/leads`);
      await listHydrated(page);
      const { games } = (await (await get("/api/admin/games")).json()) as {
        games: { id: string }[];
      };
      const res = await postLead(server.url, {
        whatsapp: "5553334444",
        name: "Meanwhile Lead",
        location: "Boise",
        gameId: games[0]!.id,
      });
      expect(res.status).toBe(201);
      await page.getByRole("button", { name: "WhatsApp Settings" }).click();
      await page.getByRole("button", { name: "Back to Leads" }).click();
      await page.getByRole("row", { name: /Meanwhile Lead/ }).waitFor({ timeout: 5_000 });
    } finally {
      await context.close();
    }
  });
});

describe("the side menu", () => {
  it("prefetches a screen when it is reached for, not every screen it lists", async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    try {
      await signIn(page, server.url, STAFF, { via: "api" });
      const prefetched: string[] = [];
      page.on("request", (r) => {
        if (r.headers()["next-router-prefetch"]) prefetched.push(new URL(r.url()).pathname);
      });
      const fetchedNext = (path: string) =>
        page.waitForRequest(
          (r) => !!r.headers()["next-router-prefetch"] && new URL(r.url()).pathname === path,
        );
      await page.goto(`${server.url}/admin/leads`);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      const menu = page.getByRole("navigation", { name: "After sale" });
      const machines = fetchedNext("/admin/machines");
      await menu.getByRole("link", { name: "Machines" }).hover();
      await machines;
      const claims = fetchedNext("/admin/claims");
      await menu.getByRole("link", { name: "Claims" }).focus();
      await claims;
      // Every screen of the menu is a link on screen: only the two reached for were asked for.
      expect([...new Set(prefetched)].sort()).toEqual(["/admin/claims", "/admin/machines"]);
      // And the prefetched screen opens from the menu as before.
      await menu.getByRole("link", { name: "Machines" }).click();
      await page.waitForURL(/\/admin\/machines$/);
      await expect.poll(() => page.locator("tbody").textContent()).toContain("FIRST-PAGE-1");
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
