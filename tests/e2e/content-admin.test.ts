import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { signIn } from "./support/admin";
import { takeOffHostRequests } from "./support/hosts";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startStub } from "../support/stubs/http-stub";
import { proofFrom } from "../support/person-proof-http";

let server: TestServer;
let browser: Browser;
let page: Page;
let pngPath: string;
let geocoder: Awaited<ReturnType<typeof startStub>>;
// The server's geocoding key; the browser maps key typed on the settings screen never reaches Google from the server.
const SERVER_KEY = "server-geocoding-key";

beforeAll(async () => {
  pngPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-e2e-")), "logo.png");
  await sharp({ create: { width: 120, height: 60, channels: 3, background: "#1d4ed8" } })
    .png()
    .toFile(pngPath);
  // The geocoding service, speaking the Google Geocoding API's answer shape.
  geocoder = await startStub((req) => {
    const address = new URL(req.url, "http://stub").searchParams.get("address") ?? "";
    return { json: { status: "OK", results: [{ formatted_address: `${address} (geocoded)` }] } };
  });
  server = await startServer({
    seed: true,
    users: [STAFF],
    env: {
      GEOCODE_URL: `${geocoder.url}/maps/api/geocode/json`,
      GEOCODING_API_KEY: SERVER_KEY,
      // Contact messages posted here carry a proof fetched a moment before.
      LEAD_MIN_FILL_SECONDS: "0",
    },
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  await signIn(page, server.url, STAFF, { via: "api" });
});
afterAll(async () => {
  await geocoder?.close();
  await browser?.close();
  await server?.stop();
});

const publicHtml = async (path: string) => (await fetch(`${server.url}${path}`)).text();

describe("content back office", () => {
  it("hides a testimonial from the home page with its switch", async () => {
    expect(await publicHtml("/")).toContain("Turbo Drift Deluxe paid for itself");
    await page.goto(`${server.url}/admin/testimonials`);
    await page.getByRole("switch", { name: "Show Maria Lopez on the site" }).click();
    await page
      .locator("[data-sortable-id]", { hasText: "Maria Lopez" })
      .getByText("Hidden", { exact: true })
      .waitFor();
    expect(await publicHtml("/")).not.toContain("Turbo Drift Deluxe paid for itself");
  });

  it("validates and adds a client logo", async () => {
    await page.goto(`${server.url}/admin/client-logos`);
    await page.getByRole("button", { name: "Add Logo" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Logo" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Company name is required").waitFor();
    await dialog.getByText("Logo image is required").waitFor();
    await dialog.getByRole("textbox", { name: "Company name", exact: true }).fill("Pinball Palace");
    await dialog
      .getByRole("textbox", { name: "Website", exact: true })
      .fill("https://pinball-palace.example");
    await dialog.getByLabel("Logo image").setInputFiles(pngPath);
    await dialog.locator("img").waitFor();
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.locator("[data-sortable-id]", { hasText: "Pinball Palace" }).waitFor();
    const home = await publicHtml("/");
    expect(home).toContain('alt="Pinball Palace"');
    expect(home).toContain("https://pinball-palace.example");
  });

  it("refuses a link that is not a YouTube link and adds a testimonial with one", async () => {
    await page.goto(`${server.url}/admin/testimonials`);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
    await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Sam Rivers");
    await dialog.getByRole("textbox", { name: "Company", exact: true }).fill("Rivers Bowl");
    await dialog
      .getByRole("textbox", { name: "Testimonial", exact: true })
      .fill("Our guests queue for the racing cabinets every weekend.");
    const link = dialog.getByRole("textbox", { name: "YouTube link", exact: true });
    await link.fill("https://vimeo.com/12345");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Invalid YouTube URL").waitFor();
    await link.fill("https://youtu.be/dQw4w9WgXcQ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.locator("[data-sortable-id]", { hasText: "Sam Rivers" }).waitFor();
    const home = await publicHtml("/");
    expect(home).toContain("Sam Rivers");
  });

  it("renames a footer entry and the footer link follows", async () => {
    await page.goto(`${server.url}/admin/footer`);
    const title = page.getByRole("textbox", { name: "Title" });
    await expect.poll(() => title.inputValue()).toBe("Warranty Policy");
    await title.fill("Our Iron-Clad Warranty");
    await page.getByRole("button", { name: "Save Content" }).click();
    await page.getByText("Content saved successfully!").waitFor();
    expect(await publicHtml("/")).toContain("Our Iron-Clad Warranty");
  });

  it("publishes a post that appears on /blog while a draft does not", async () => {
    await page.goto(`${server.url}/admin/blog`);
    for (const [title, status] of [
      ["Grand Opening Specials", "published"],
      ["Secret Draft Plans", "draft"],
    ] as const) {
      await page.getByRole("button", { name: "New Post" }).click();
      const dialog = page.getByRole("dialog", { name: "New Post" });
      await dialog.getByRole("textbox", { name: "Title" }).fill(title);
      await dialog.getByRole("combobox", { name: "Status" }).selectOption(status);
      const tags = dialog.getByRole("textbox", { name: "Tags" });
      await tags.fill(" events ");
      await tags.press("Enter");
      await tags.fill("events");
      await tags.press("Enter");
      expect(await dialog.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBe(
        1,
      );
      await dialog.getByRole("textbox", { name: "Content" }).click();
      await page.keyboard.type("Join us for a Q&A in launch week.");
      await dialog.getByRole("button", { name: "Save Post" }).click();
      await dialog.waitFor({ state: "detached" });
    }
    await page.getByRole("cell", { name: "Secret Draft Plans" }).first().waitFor();
    expect(await page.getByRole("cell", { name: "Secret Draft Plans", exact: true }).count()).toBe(
      1,
    );
    const blog = await publicHtml("/blog");
    expect(blog).toContain("Grand Opening Specials");
    expect(blog).not.toContain("Secret Draft Plans");
    // The card's excerpt and the post's meta description decode the stored "Q&amp;A".
    const { page: visitor, context } = await newPage(browser);
    await visitor.goto(`${server.url}/blog`);
    await visitor.getByText("Join us for a Q&A in launch week.", { exact: true }).waitFor();
    const href = await visitor
      .getByRole("link", { name: /Grand Opening Specials/ })
      .first()
      .getAttribute("href");
    await visitor.goto(`${server.url}${href}`);
    expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toBe(
      "Join us for a Q&A in launch week.",
    );
    await context.close();
  });

  it("marks a new contact message read when opened, then replied", async () => {
    await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Quinn",
        email: "quinn@example.com",
        message: "Need four cabinets.",
        ...(await proofFrom(server.url)),
      }),
    });
    await page.goto(`${server.url}/admin/contact`);
    await page.getByRole("button", { name: /Quinn/ }).click();
    const dialog = page.getByRole("dialog", { name: "Message from Quinn" });
    expect(
      await dialog.getByRole("link", { name: "Reply via Email" }).getAttribute("href"),
    ).toMatch(/^mailto:quinn@example\.com\?subject=Re%3A/);
    await dialog.getByText("read", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Mark as Replied" }).click();
    await dialog.getByText("replied", { exact: true }).waitFor();
    expect(await dialog.getByRole("button", { name: "Mark as Replied" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect
      .poll(() => page.getByRole("textbox", { name: "Primary email" }).inputValue())
      .toBe("sales@arcade-demo.example");
  });

  it("shows a contact message sent while the list is open once the tab is visible again", async () => {
    await page.goto(`${server.url}/admin/contact`);
    await page.getByRole("button", { name: /Quinn/ }).waitFor();
    await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Riley",
        email: "riley@example.com",
        message: "Two more.",
        ...(await proofFrom(server.url)),
      }),
    });
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await page.getByRole("button", { name: /Riley/ }).waitFor({ timeout: 10_000 });
  });

  it("finds the map location again for a changed address when saving contact settings", async () => {
    // The static map preview would ask the real maps service; nothing leaves this machine.
    await page.route("https://maps.googleapis.com/**", (r) => r.abort());
    await page.goto(`${server.url}/admin/contact`);
    await page.getByRole("tab", { name: "Settings" }).click();
    const street = page.getByRole("textbox", { name: "Street", exact: true });
    await expect.poll(() => street.inputValue()).toBe("120 Arcade Way");
    await page.getByLabel("Maps API key").fill("test-key");
    await street.fill("500 Congress Ave");
    const location = page.getByRole("textbox", { name: "Map location", exact: true });
    expect(await location.inputValue()).toBe("");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Settings saved successfully!").waitFor();
    expect(await location.inputValue()).toBe(
      "500 Congress Ave, Austin, TX, 78701, United States (geocoded)",
    );
    expect(new URL(geocoder.requests.at(-1)!.url, "http://stub").searchParams.get("key")).toBe(
      SERVER_KEY,
    );
    expect(geocoder.requests.some((r) => r.url.includes("test-key"))).toBe(false);
    expect(await publicHtml("/contact")).toContain("500 Congress Ave");
    await page.unroute("https://maps.googleapis.com/**");
    // The preview with a key asks Google for its static map (aborted above): the one other host
    // this screen may call, so the host guard's record of it is taken here, and nothing else.
    for (const request of takeOffHostRequests())
      expect(request).toMatch(/^GET https:\/\/maps\.googleapis\.com\/maps\/api\/staticmap\?/);
  });

  it("edits the about page", async () => {
    await page.goto(`${server.url}/admin/about`);
    const title = page.getByRole("textbox", { name: "Hero title" });
    await expect.poll(() => title.inputValue()).toBe("Built for the Best Venues");
    await title.fill("Play Made Here");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Content saved successfully!").waitFor();
    expect(await publicHtml("/about")).toContain("Play Made Here");
  });
});
