import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { deferredAppScripts } from "../../src/platform/http/deferred-start";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Stub, type S3Stub } from "../support/stubs/s3";
import { launchBrowser, newPage, PHONE } from "./support/browser";
import {
  freePort,
  PRODUCTION_SECRETS,
  STAFF,
  startServer,
  type TestServer,
} from "./support/server";

const adminUrl = process.env.TEST_DATABASE_URL;

/** Every file under dir (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function until<T>(probe: () => Promise<T | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!adminUrl)("two app processes on one PostgreSQL database and one bucket", () => {
  const dbName = `arcade_multi_${randomBytes(6).toString("hex")}`;
  let s3: S3Stub;
  let first: TestServer;
  let second: TestServer;
  let cookie: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    s3 = await startS3Stub();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: url.toString(),
      // One pair of strong secrets for both processes (and http allowed on this test machine).
      ...PRODUCTION_SECRETS,
      ...s3.env,
      // Both behind one balancer, at one public address, as in production: the pages they write
      // (canonical links, structured data) are the same.
      PUBLIC_SITE_URL: `http://localhost:${await freePort()}`,
    };
    // Started at the same moment, each with its own empty DATA_DIR: they race to migrate and seed.
    [first, second] = await Promise.all([
      startServer({ seed: true, env, users: [STAFF] }),
      startServer({ seed: true, env }),
    ]);
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    for (const s of [first, second]) if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
    await s3?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  const adminFetch = (server: TestServer, p: string, init: RequestInit = {}) =>
    fetch(`${server.url}${p}`, {
      ...init,
      headers: { cookie, origin: server.url, ...(init.headers as Record<string, string>) },
    });

  it("accepts a session made on the first process on the second", async () => {
    const res = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify(STAFF),
    });
    expect(res.status).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const onSecond = await adminFetch(second, "/api/admin/categories");
    expect(onSecond.status).toBe(200);
    expect((await fetch(`${second.url}/api/admin/categories`)).status).toBe(401);
  });

  it("shows a category created on the first on the second's /shop within one second", async () => {
    const name = `Trade Show ${randomBytes(3).toString("hex")}`;
    // The second has the category list cached before the write.
    expect(await (await fetch(`${second.url}/shop`)).text()).not.toContain(name);
    const created = await adminFetch(first, "/api/admin/categories", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(201);
    const started = Date.now();
    await until(
      async () => (await (await fetch(`${second.url}/shop`)).text()).includes(name),
      1000,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("hydrates a page kept by the first from data served by the second", async () => {
    // Warm the second's reads in another order than the first's: its render writes the same page,
    // though its data's rows and the head's tags may come in another order.
    await fetch(`${second.url}/shop`);
    const [data] = deferredAppScripts(await (await fetch(`${first.url}/contact`)).text());
    expect(data).toMatch(/^\/_kept\/flight\//);
    const res = await fetch(`${second.url}${data}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("self.__next_f.push(");
    // A visitor whose page came from the first and its data from the second.
    const browser = await launchBrowser();
    try {
      const { page, consoleErrors } = await newPage(browser, { viewport: PHONE });
      await page.route(/\/_kept\/flight\//, async (route) => {
        const url = new URL(route.request().url());
        await route.fulfill({
          response: await route.fetch({ url: second.url + url.pathname + url.search }),
        });
      });
      await page.goto(`${first.url}/contact`);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: "Mobile" })
        .getByRole("link", { name: "Shop" })
        .click();
      await page.getByText(/Showing \d+ games/).waitFor();
      expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("serves an image uploaded through the first from the second, whole and by Range, from the bucket only", async () => {
    const games = (await (await adminFetch(first, "/api/admin/games")).json()) as {
      games: Array<{ id: string }>;
    };
    const gameId = games.games[0]!.id;
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#0af" },
    })
      .png()
      .toBuffer();
    const up = await adminFetch(
      first,
      `/api/admin/uploads?scope=game-image&name=cabinet.png&size=${png.byteLength}&gameId=${gameId}`,
      { method: "POST", headers: { "content-type": "image/png" }, body: new Uint8Array(png) },
    );
    expect(up.status).toBe(201);
    const stored = (await up.json()) as { path: string; url: string };

    const whole = await fetch(`${second.url}${stored.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("etag")).toBeTruthy();
    expect(whole.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await whole.arrayBuffer()).equals(png)).toBe(true);
    const part = await fetch(`${second.url}${stored.url}`, { headers: { range: "bytes=10-29" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-29/${png.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(10, 30))).toBe(true);

    expect(await s3.keys()).toContain(`game-media/${stored.path}`);
    const name = path.basename(stored.path);
    for (const s of [first, second])
      expect(filesUnder(s.dataDir).filter((f) => f.endsWith(name))).toEqual([]);
  });

  it("shares the price-request limit between the processes", async () => {
    const games = (await (await adminFetch(first, "/api/admin/games")).json()) as {
      games: Array<{ id: string }>;
    };
    const lead = (server: TestServer, i: number) =>
      fetch(`${server.url}/api/leads`, {
        method: "POST",
        // One visitor behind the load balancer (TRUSTED_PROXY_HOPS=1).
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.77" },
        body: JSON.stringify({
          whatsapp: `555765${String(1000 + i)}`,
          countryCode: "+1",
          name: `Visitor ${i}`,
          location: "Austin",
          gameId: games.games[0]!.id,
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await lead(i % 2 ? second : first, i)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("keeps serving on the second when the first is killed", async () => {
    await first.kill("SIGKILL");
    const shop = await fetch(`${second.url}/shop`);
    expect(shop.status).toBe(200);
    expect((await adminFetch(second, "/api/admin/categories")).status).toBe(200);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  });
});
