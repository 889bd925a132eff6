import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOOR_PATH, firstLoadJs } from "../support/first-load-js";
import { DUMMY_ID, SITE, isCatchAll, pageRoutes, sampleUrl } from "../support/site-routes";
import { sharedServer, type TestServer } from "./support/server";

// The budgets, for every page under src/app/(site), so a new page is held to one the day it is
// added. A page of the site's renderer (a route.ts) loads at most 40 KiB of gzipped JavaScript,
// inline included, before the visitor does anything. The operator portal's pages are a React app
// (page.tsx): at most 26 KiB above the framework floor (/bench-floor of the same build: Next's
// runtime and nothing of ours).
const SITE_BUDGET = 40 * 1024;
const BUDGET_ABOVE_FLOOR = 26 * 1024;

let server: TestServer;
const samples: Record<string, string> = {};

beforeAll(async () => {
  server = await sharedServer();
  const shop = await (await fetch(`${server.url}/shop`)).text();
  samples["/shop/[id]"] = `/shop/${shop.match(/href="\/shop\/([0-9a-f-]{36})"/)![1]}`;
  const blog = await (await fetch(`${server.url}/blog`)).text();
  samples["/blog/[id]"] = `/blog/${blog.match(/href="\/blog\/([0-9a-f-]{36})"/)![1]}`;
  // Signed out, the operator portal's pages ask for a sign-in code.
  samples["/portal/machines/[serial]"] = "/portal/machines/SN-0001";
  samples["/portal/bulletins/[id]"] = `/portal/bulletins/${DUMMY_ID}`;
  samples["/portal/orders/[number]"] = "/portal/orders/ORD-2026-0001";
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe("first-load JavaScript per public page", () => {
  it(`stays within ${kib(SITE_BUDGET)} gzipped on the site's pages, the floor + ${kib(BUDGET_ABOVE_FLOOR)} on the portal's`, async () => {
    // The 404 catch-all answers 404 and is not a page anyone lands on for its script.
    const routes = pageRoutes(SITE).filter((r) => !isCatchAll(r));
    const site = routes.filter((r) => fs.existsSync(path.join(r.dir, "route.ts")));
    const app = routes.filter((r) => !site.includes(r));
    const siteUrls = site.map((r) => sampleUrl(r, samples));
    // A page in another language carries its own texts only, within the same budget.
    siteUrls.push("/es/shop", "/ar", "/zh-cn/contact", `/pt-br${samples["/shop/[id]"]}`);
    expect(siteUrls).toEqual(
      expect.arrayContaining(["/", "/shop", "/about", "/contact", "/warranty", "/faq", "/blog"]),
    );
    expect(app.map((r) => r.route)).toEqual(expect.arrayContaining(["/portal"]));
    const floor = await firstLoadJs(server.url, FLOOR_PATH);
    const rows: string[] = [`floor ${FLOOR_PATH}: ${kib(floor.gzipBytes)}`];
    const over: string[] = [];
    const check = async (url: string, limit: number) => {
      const { gzipBytes } = await firstLoadJs(server.url, url);
      const line = `${url}: ${kib(gzipBytes)} (limit ${kib(limit)})`;
      rows.push(line);
      if (gzipBytes > limit) over.push(`${line}, over by ${kib(gzipBytes - limit)}`);
    };
    for (const url of siteUrls) await check(url, SITE_BUDGET);
    for (const r of app) await check(sampleUrl(r, samples), floor.gzipBytes + BUDGET_ABOVE_FLOOR);
    expect(over, rows.join("\n")).toEqual([]);
  });
});
