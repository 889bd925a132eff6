import net from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { freePort, PRODUCTION_SECRETS, startServer, type TestServer } from "./support/server";

const adminUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay to PostgreSQL that the test can cut and restore, as a network failure would. */
function relay(target: URL, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { open, cut };
}

describe.skipIf(!adminUrl)("public site without its database (PostgreSQL)", () => {
  const dbName = `arcade_e2e_${randomBytes(6).toString("hex")}`;
  let server: TestServer;
  let browser: Browser;
  let link: ReturnType<typeof relay>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const target = new URL(adminUrl!);
    const port = await freePort();
    link = relay(target, port);
    await link.open();
    const url = new URL(adminUrl!);
    url.hostname = "127.0.0.1";
    url.port = String(port);
    url.pathname = `/${dbName}`;
    server = await startServer({
      seed: true,
      env: { DATABASE_URL: url.toString(), ...PRODUCTION_SECRETS },
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await link?.cut();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it("shows 'Connection Failed' with Try Again, and the page once the database is back", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/shop`);
    await page.getByText(/^Showing \d+ games?$/).waitFor();

    await link.cut();
    // The layout trusts a passed connection check for 2 s; after that it asks again.
    const failed = page.getByRole("heading", { name: "Connection Failed" });
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/shop`);
          return failed.count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    await page
      .getByText("Unable to connect to the server. Please check your internet connection.")
      .waitFor();
    // One clear message for the page, not one per section.
    expect(await page.getByText("Unable to load games. Please try again later.").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBeGreaterThan(0);

    await link.open();
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByText(/^Showing \d+ games?$/).waitFor();
    expect(await page.getByRole("heading", { name: "Connection Failed" }).count()).toBe(0);
    await context.close();
  });
});
