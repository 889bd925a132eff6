import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLoadJs } from "../support/first-load-js";
import { DUMMY_ID, SITE, isCatchAll, pageRoutes, sampleUrl } from "../support/site-routes";
import { sharedServer, type TestServer } from "./support/server";

// The budget, for every page under src/app/(site), so a new page is held to it the day it is
// added: every page is the site renderer's (a route.ts, the operator portal's too), and loads at
// most 40 KiB of gzipped JavaScript, inline included, before the visitor does anything.
const SITE_BUDGET = 40 * 1024;

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
  it(`stays within ${kib(SITE_BUDGET)} gzipped on every page, the portal's too`, async () => {
    // The 404 catch-all answers 404 and is not a page anyone lands on for its script.
    const routes = pageRoutes(SITE).filter((r) => !isCatchAll(r));
    // One way to make a page: none is a React page of the framework's.
    expect(routes.filter((r) => !fs.existsSync(path.join(r.dir, "route.ts")))).toEqual([]);
    const siteUrls = routes.map((r) => sampleUrl(r, samples));
    // A page in another language carries its own texts only, within the same budget.
    siteUrls.push("/es/shop", "/ar", "/zh-cn/contact", `/pt-br${samples["/shop/[id]"]}`);
    siteUrls.push("/ar/portal");
    expect(siteUrls).toEqual(
      expect.arrayContaining(["/", "/shop", "/about", "/contact", "/warranty", "/faq", "/blog"]),
    );
    expect(siteUrls).toEqual(expect.arrayContaining(["/portal", "/portal/orders/ORD-2026-0001"]));
    const rows: string[] = [];
    const over: string[] = [];
    const check = async (url: string, limit: number) => {
      const { gzipBytes } = await firstLoadJs(server.url, url);
      const line = `${url}: ${kib(gzipBytes)} (limit ${kib(limit)})`;
      rows.push(line);
      if (gzipBytes > limit) over.push(`${line}, over by ${kib(gzipBytes - limit)}`);
    };
    for (const url of siteUrls) await check(url, SITE_BUDGET);
    expect(over, rows.join("\n")).toEqual([]);
  });
});
