import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { openDatabase } from "@/platform/db/open";
import { launchBrowser, newPage } from "./support/browser";
import { signIn } from "./support/admin";
import { STAFF, startServer, type TestServer } from "./support/server";

// In the browser: the leads screen with a few hundred leads is paged by the server, its
// state lives in the URL (reload, back/forward, a shared link), and a bulk change works.
let server: TestServer;
let browser: Browser;
let page: Page;
const TOTAL = 320;

beforeAll(async () => {
  // The rows go straight into the database before the server starts (the pricing form is rate
  // limited).
  server = await startServer({
    seed: false,
    users: [STAFF],
    prepare: async (dataDir) => {
      const handle = await openDatabase({ dataDir });
      await handle.db.execute(sql`
        insert into leads (name, whatsapp, country_code, location, status, created_at)
        select case when i % 40 = 0 then 'Zed ' || i else 'Buyer ' || lpad(i::text, 3, '0') end,
          '1555' || lpad(i::text, 7, '0'), '+1', case when i % 2 = 0 then 'Berlin' else 'Osaka' end,
          'new', now() - i * interval '1 hour'
        from generate_series(1, ${TOTAL}) i`);
      await handle.close();
    },
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  await signIn(page, server.url);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const bodyRows = () => page.locator("tbody tr");
const showing = (text: string) => page.getByText(text).waitFor();
const query = () => new URL(page.url()).searchParams;

describe("the leads list at a few hundred leads", () => {
  it("shows 50 rows with the total and pages by links kept in the URL", async () => {
    await page.goto(`${server.url}/admin/leads`);
    await showing(`Showing 1–50 of ${TOTAL} leads`);
    expect(await bodyRows().count()).toBe(50);
    expect(await bodyRows().first().textContent()).toContain("Buyer 001");
    await page.getByRole("link", { name: "Page 2" }).click();
    await showing(`Showing 51–100 of ${TOTAL} leads`);
    expect(query().get("page")).toBe("2");
    expect(await bodyRows().first().textContent()).toContain("Buyer 051");
    await page.goBack();
    await showing(`Showing 1–50 of ${TOTAL} leads`);
    await page.goForward();
    await showing(`Showing 51–100 of ${TOTAL} leads`);
    await page.reload();
    await showing(`Showing 51–100 of ${TOTAL} leads`);
    expect(await page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("keeps sort, search and status in the URL; a shared link opens the same list", async () => {
    await page.goto(`${server.url}/admin/leads?page=3`);
    await showing(`Showing 101–150 of ${TOTAL} leads`);
    const name = page.getByRole("columnheader", { name: "Name" });
    await name.getByRole("button").click();
    // A new column starts descending, and the page goes back to 1.
    await page.waitForFunction(() =>
      document.querySelector("th[aria-sort=descending]")?.textContent?.includes("Name"),
    );
    await page.waitForURL((u) => u.searchParams.get("sort") === "name");
    expect(query().get("page")).toBeNull();
    // The old page stays (dimmed) until the sorted one arrives.
    await expect.poll(() => bodyRows().first().textContent()).toContain("Zed 80");
    await page.getByLabel("Search leads").fill("zed");
    await page.waitForURL((u) => u.searchParams.get("q") === "zed");
    await showing("Showing 1–8 of 8 leads");
    await page.getByLabel("Status filter").selectOption({ label: "Contacted" });
    await page.getByText("No contacted leads.").waitFor();
    await page.goBack();
    await showing("Showing 1–8 of 8 leads");
    expect(await page.getByLabel("Search leads").inputValue()).toBe("zed");
    // Another tab (a shared link) shows the same list, sorted the same way.
    const other = (await newPage(browser, { context: page.context() })).page;
    await other.goto(page.url());
    await other.getByText("Showing 1–8 of 8 leads").waitFor();
    await expect.poll(() => other.locator("tbody tr").first().textContent()).toContain("Zed 80");
    await other.close();
  });

  it("sets a status on the selected leads and on every lead matching a search", async () => {
    await page.goto(`${server.url}/admin/leads?q=zed`);
    await showing("Showing 1–8 of 8 leads");
    await page.getByLabel("Select Zed 40", { exact: true }).check();
    await page.getByLabel("Select Zed 80", { exact: true }).check();
    const bulk = page.getByRole("region", { name: "Bulk actions" });
    await bulk.getByText("2 leads selected").waitFor();
    await bulk.getByLabel("Set status").selectOption({ label: "Lost" });
    await bulk.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Status set on 2 leads.").waitFor();
    await page.goto(`${server.url}/admin/leads?status=lost`);
    await showing("Showing 1–2 of 2 leads");
    // All matching a search, across pages: 160 leads in Osaka, 50 on a page.
    await page.goto(`${server.url}/admin/leads?q=osaka`);
    await showing(`Showing 1–50 of ${TOTAL / 2} leads`);
    await page.getByLabel("Select every row on this page").check();
    await page.getByRole("button", { name: `Select all ${TOTAL / 2} matching leads` }).click();
    await bulk.getByText(`${TOTAL / 2} leads selected`).waitFor();
    await bulk.getByLabel("Set status").selectOption({ label: "Converted" });
    await bulk.getByRole("button", { name: "Apply" }).click();
    await page.getByText(`Status set on ${TOTAL / 2} leads.`).waitFor();
    await page.goto(`${server.url}/admin/leads?status=converted`);
    await showing(`Showing 1–50 of ${TOTAL / 2} leads`);
  });
});
