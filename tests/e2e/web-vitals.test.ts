import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { PHONE, launchBrowser, newPage } from "./support/browser";
import { STAFF, startServer, type TestServer } from "./support/server";

// A public page reports its own Core Web Vitals in one beacon per visit, and the owner
// reads the 75th percentile per page in the back office; other roles do not get the screen.
const SALES = { email: "sales@example.com", password: "a-long-sales-password", role: "sales" };

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ seed: true, users: [STAFF, SALES] });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("real-user web vitals", () => {
  it("shows the owner an empty screen before any visit was measured", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/vitals`);
    await page.getByText("No visits measured in the last 28 days.").waitFor();
    await context.close();
  });

  it("sends one cookieless beacon when the visitor leaves, and the owner sees its page's p75", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: PHONE });
    const beacons: { body: string; cookie: string | undefined }[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/vitals")
        beacons.push({ body: r.postData() ?? "", cookie: r.headers()["cookie"] });
    });
    // The report starts a few seconds into the visit: its module's arrival shows it has.
    const started = page.waitForResponse((r) => /\/web-vitals-[^/]+\.js$/.test(r.url()), {
      timeout: 20_000,
    });
    await page.goto(server.url);
    // An interaction, so INP has something to report.
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await started;
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/vitals" && r.status() === 204,
    );
    // Then the visitor hides the page (a real navigation's beacon, sent while the page unloads,
    // is not reported to Playwright), until the report listens: it sends once.
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
        dispatchEvent(new Event("pagehide"));
      });
    await hide();
    const again = setInterval(() => void hide().catch(() => {}), 250);
    await answered.finally(() => clearInterval(again));
    expect(beacons).toHaveLength(1);
    const report = JSON.parse(beacons[0]!.body) as Record<string, unknown>;
    expect(report.path).toBe("/");
    expect(typeof report.cls).toBe("number");
    expect(typeof report.inp).toBe("number");
    expect(beacons[0]!.cookie).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    await context.close();

    const owner = await newPage(browser);
    await signIn(owner.page, server.url);
    await owner.page.goto(`${server.url}/admin/vitals`);
    await owner.page.getByRole("link", { name: "Web Vitals" }).waitFor();
    const row = owner.page.getByRole("row", { name: /^\/ / });
    await row.waitFor();
    expect(await row.getByText(/^(Good|Needs improvement|Poor)$/).count()).toBeGreaterThan(0);
    expect(await row.getByText("1 visit", { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(owner.page)).toEqual([]);
    await owner.context.close();
  });

  it("is not offered to other roles", async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, server.url, SALES);
    expect(await page.getByRole("link", { name: "Web Vitals" }).count()).toBe(0);
    await page.goto(`${server.url}/admin/vitals`);
    await page.getByText("You do not have permission to do this.").waitFor();
    await context.close();
  });
});
