import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { allowHosts, allowSiteOrigin, takeOffHostRequests } from "./support/hosts";

// The guard every e2e test runs under (support/hosts.ts, hosts-setup.ts), proved on pages made for
// it: a small local server stands for the site, a second one for a stub only servers may call.
let browser: Browser;
let site: http.Server;
let stub: http.Server;
let siteUrl: string;
let stubUrl: string;

const listen = (handler: http.RequestListener) =>
  new Promise<[http.Server, string]>((resolve) => {
    const srv = http.createServer(handler);
    srv.listen(0, "127.0.0.1", () =>
      resolve([srv, `http://127.0.0.1:${(srv.address() as AddressInfo).port}`]),
    );
  });

beforeAll(async () => {
  [stub, stubUrl] = await listen((_req, res) => res.end("stub"));
  [site, siteUrl] = await listen((req, res) => {
    const body: Record<string, string> = {
      "/offsite": `<img src="https://example.com/x.png" alt=""><p>hi</p>`,
      "/stub": `<img src="${stubUrl}/pixel.png" alt="">`,
      "/own": `<img src="/pixel.png" alt=""><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">`,
      "/embed": `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>`,
    };
    res.setHeader("content-type", "text/html");
    res.end(body[req.url ?? ""] ?? "");
  });
  allowSiteOrigin(siteUrl);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  site?.close();
  stub?.close();
});

describe("no request from the browser to another host", () => {
  it("catches an image on another host, though offline the request never completes", async () => {
    const { page, context } = await newPage(browser);
    const failed = page.waitForEvent("requestfailed");
    await page.goto(`${siteUrl}/offsite`);
    await failed;
    await context.close();
    const found = takeOffHostRequests();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^GET https:\/\/example\.com\/x\.png \(from http:\/\/127\.0\.0\.1:/);
  });

  it("catches a call to a local stub: only the site's origin is the browser's to call", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${siteUrl}/stub`);
    await page.waitForLoadState("load");
    await context.close();
    expect(takeOffHostRequests()).toEqual([`GET ${stubUrl}/pixel.png (from ${siteUrl}/stub)`]);
  });

  it("lets the site's own origin, under either loopback name, and data: through", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${siteUrl}/own`);
    await page.goto(`${siteUrl.replace("127.0.0.1", "localhost")}/own`);
    await page.waitForLoadState("load");
    await context.close();
    expect(takeOffHostRequests()).toEqual([]);
  });

  it("lets a test allow a host it fulfils locally, for its own context only", async () => {
    const { page, context } = await newPage(browser);
    allowHosts(context, ["www.youtube-nocookie.com"]);
    await context.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }),
    );
    await page.goto(`${siteUrl}/embed`);
    await page.frameLocator("iframe").getByText("player").waitFor();
    await context.close();
    expect(takeOffHostRequests()).toEqual([]);

    const other = await newPage(browser);
    await other.context.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }),
    );
    await other.page.goto(`${siteUrl}/embed`);
    await other.page.frameLocator("iframe").getByText("player").waitFor();
    await other.context.close();
    const found = takeOffHostRequests();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^GET https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\b/);
  });
});
