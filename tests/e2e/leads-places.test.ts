import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { contactSettings } from "@/modules/contact/schema";
import { openDatabase } from "@/platform/db/open";
import { launchBrowser, newPage } from "./support/browser";
import { signIn } from "./support/admin";
import { allowHosts } from "./support/hosts";
import { STAFF, startServer, type TestServer } from "./support/server";

const KEY = "test-browser-key";
const ADDRESS = "1 Test Way, Austin, TX 78701, USA";

// A stand-in for Google's script, registered after a delay so the 100 ms polling is exercised.
// Like the real PlaceAutocompleteElement, choosing a suggestion fires gmp-select with a placePrediction.
const FAKE_MAPS = `
setTimeout(() => {
  class PlaceAutocompleteElement extends HTMLElement {
    connectedCallback() {
      if (this.querySelector("input")) return;
      const input = document.createElement("input");
      input.setAttribute("aria-label", "Search places");
      this.appendChild(input);
      input.addEventListener("keydown", (e) => {
        if (e.key !== "Enter" || !input.value) return;
        const ev = new Event("gmp-select", { bubbles: true });
        ev.placePrediction = { toPlace: () => ({ formattedAddress: ${JSON.stringify(ADDRESS)}, fetchFields: async () => ({}) }) };
        this.dispatchEvent(ev);
      });
    }
    focus() { this.querySelector("input")?.focus(); }
  }
  customElements.define("gmp-place-autocomplete", PlaceAutocompleteElement);
  window.google = { maps: { places: { PlaceAutocompleteElement } } };
}, 400);`;

let server: TestServer;
let browser: Browser;
let page: Page;
const scriptUrls: string[] = [];

beforeAll(async () => {
  // A maps key in the contact settings, put there before the server starts.
  server = await startServer({
    seed: true,
    users: [STAFF],
    prepare: async (dataDir) => {
      const handle = await openDatabase({ dataDir });
      await handle.db.update(contactSettings).set({ mapsApiKey: KEY });
      await handle.close();
    },
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  // Google's script is the one third party the site may load (with a maps key set); here it is
  // answered locally, never fetched, and allowed for this context only.
  allowHosts(page.context(), ["maps.googleapis.com"]);
  await page.route("https://maps.googleapis.com/**", (route) => {
    scriptUrls.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_MAPS });
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("pricing dialog with a maps key", () => {
  it("uses the place autocomplete, fills the formatted address, and Enter never submits", async () => {
    const shop = await page.goto(`${server.url}/shop`);
    // Only a game's page loads the Maps script: no other page names a Google host.
    expect(await shop!.headerValue("content-security-policy")).not.toMatch(/google|gstatic/);
    const link = page.locator("main a[href^='/shop/']").first();
    await link.waitFor();
    const game = await page.goto(`${server.url}${await link.getAttribute("href")}`);
    // With a maps key configured, the policy admits Google Maps' API calls, styles and fonts.
    const csp = (await game!.headerValue("content-security-policy"))!;
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.googleapis\.com/);
    expect(csp).toMatch(/font-src 'self' data: https:\/\/fonts\.gstatic\.com/);
    // The Maps script is added by the page's own script: Google's hosts are named for it.
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[^']+' 'sha256-[^']+' https:\/\/\*\.googleapis\.com/,
    );
    await page.getByRole("button", { name: "Check Price" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("WhatsApp number").fill("5551112222");
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByLabel("Your name").fill("Places Visitor");
    await dialog.getByRole("button", { name: "Next" }).click();
    const search = dialog.getByLabel("Search places");
    await search.waitFor();
    expect(scriptUrls[0]).toContain(`key=${KEY}`);
    expect(scriptUrls[0]).toContain("libraries=places");
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.getByText("Please enter your location", { exact: true }).waitFor();
    await search.fill("1 Test");
    await search.press("Enter");
    await dialog.getByText(`Selected: ${ADDRESS}`).waitFor();
    expect(await dialog.getByText("Thank You!").isVisible()).toBe(false);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await dialog.getByText("Thank You!").waitFor();

    await signIn(page, server.url, STAFF, { via: "api" });
    await page.goto(`${server.url}/admin/leads`);
    expect(await page.getByRole("row", { name: /Places Visitor/ }).textContent()).toContain(
      ADDRESS,
    );
  });
});
