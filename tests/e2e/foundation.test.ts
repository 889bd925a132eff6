import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { startServer, type TestServer } from "./support/server";

describe("foundation: the production build on a temporary DATA_DIR", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    // A first start on an empty DATA_DIR: this file proves the server migrates and seeds it.
    server = await startServer({ seed: true, fresh: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("serves the demo games read from the database", async () => {
    const { page } = await newPage(browser);
    await page.goto(server.url);
    // The featured games stream in after the first paint; wait for them rather than sampling once.
    await page
      .getByText("Turbo Drift Deluxe")
      .first()
      .waitFor({ state: "visible", timeout: 10_000 });
    await page.close();
  });

  it("keeps every row across a restart and does not seed twice", async () => {
    const before = await (await fetch(`${server.url}/shop`)).text();
    const count = (html: string) => (html.match(/href="\/shop\/[0-9a-f-]{36}"/g) ?? []).length;
    expect(count(before)).toBeGreaterThanOrEqual(9);
    await server.stop();
    await server.restart();
    const after = await (await fetch(`${server.url}/shop`)).text();
    expect(count(after)).toBe(count(before));
    expect(server.output().match(/Demo content loaded/g)).toHaveLength(1);
  });

  it("seeds the first start in a process of its own, before the server opens the database", () => {
    // The embedded database's memory never shrinks: seeding inside the server kept ~100 MB more
    // for its whole life. Only that child (dist/seed.js) leaves this file behind.
    expect(fs.existsSync(path.join(server.dataDir, ".demo-seed-checked"))).toBe(true);
  });

  it("answers the health check", async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
  });
});
