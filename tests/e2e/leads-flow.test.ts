import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, animationsDone, launchBrowser, newPage } from "./support/browser";
import { listHydrated, signIn } from "./support/admin";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startGeoIpStub } from "../support/stubs/geoip";
import { proofFrom } from "../support/person-proof-http";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { postLead } from "./support/leads";

const TOKEN = "EAAG-e2e-secret-token-9876";
const APP_SECRET = "e2e-app-secret-4321";
let server: TestServer;
let browser: Browser;
let page: Page;
let geo: Awaited<ReturnType<typeof startGeoIpStub>>;
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let gamePath = "";
let gameTitle = "";

beforeAll(async () => {
  geo = await startGeoIpStub({ code: "+44", delayMs: 700 });
  graph = await startGraphStub({ token: TOKEN });
  server = await startServer({
    seed: true,
    users: [STAFF],
    // The test posts some leads as a proxy in front would, each for its own client address.
    env: {
      // The tests prove the proof is carried, not its cost: with two e2e files on two cores, a
      // 16-bit search can outlast the form's 8 s wait at submit.
      LEAD_PROOF_BITS: "12",
      GEOIP_URL: `${geo.url}/json/`,
      WHATSAPP_GRAPH_URL: graph.url,
      TRUSTED_PROXY_HOPS: "1",
      // The fill time is checked by the integration tests; here the browser fills in at once.
      LEAD_MIN_FILL_SECONDS: "0",
    },
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  await page.goto(`${server.url}/shop`);
  const link = page.locator("main a[href^='/shop/']").first();
  await link.waitFor();
  gamePath = (await link.getAttribute("href"))!;
  await page.goto(`${server.url}${gamePath}`);
  gameTitle = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await geo?.close();
  await graph?.close();
});

const leadsApi = (u: URL) => u.pathname === "/api/leads";
const dialog = () => page.getByRole("dialog");
const errorText = (text: string) => dialog().getByText(text, { exact: true });
const openDialog = async () => {
  await page.goto(`${server.url}${gamePath}`);
  await page.getByRole("button", { name: "Check Price" }).click();
  await dialog().waitFor();
};

describe("pricing dialog", () => {
  it("starts at +1 and switches to the geo-IP calling code", async () => {
    await openDialog();
    const code = dialog().getByLabel("Country code");
    expect(await code.inputValue()).toBe("+1");
    expect(await code.locator("option").allTextContents()).toEqual([
      "+91",
      "+1",
      "+44",
      "+86",
      "+81",
      "+49",
      "+33",
      "+39",
      "+7",
      "+55",
      "+52",
      "+61",
      "+65",
    ]);
    await page.waitForFunction(
      () =>
        (document.querySelector("dialog:popover-open select") as HTMLSelectElement | null)
          ?.value === "+44",
    );
  });

  it("shows every form message, keeps digits only, and walks the steps with Back", async () => {
    await openDialog();
    const number = dialog().getByLabel("WhatsApp number");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("tel");
    await dialog().getByRole("button", { name: "Next" }).click();
    await errorText("Please enter a WhatsApp number").waitFor();
    await number.pressSequentially("abc");
    expect(await number.inputValue()).toBe("");
    await number.fill("123456789012345");
    await dialog().getByRole("button", { name: "Next" }).click();
    await errorText("Please enter a valid WhatsApp number").waitFor();
    // No number of +44 (the geo-IP answer) or +1 (before it arrives) has five digits.
    await number.fill("12345");
    await dialog().getByRole("button", { name: "Next" }).click();
    await dialog()
      .getByText(/^This number is too short for \+(44|1)$/)
      .waitFor();
    await number.fill("(555) 123-4567");
    expect(await number.inputValue()).toBe("5551234567");
    await number.press("Enter");
    const name = dialog().getByLabel("Your name");
    await name.waitFor();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await name.fill("   ");
    await dialog().getByRole("button", { name: "Next" }).click();
    await errorText("Please enter your name").waitFor();
    await dialog().getByRole("button", { name: "Back" }).click();
    expect(await dialog().getByLabel("WhatsApp number").inputValue()).toBe("5551234567");
    await dialog().getByRole("button", { name: "Next" }).click();
    await name.fill("E2E Visitor");
    await dialog().getByRole("button", { name: "Next" }).click();
    const location = dialog().getByLabel("Location");
    await location.waitFor();
    await dialog().getByRole("button", { name: "Back" }).click();
    expect(await dialog().getByLabel("Your name").inputValue()).toBe("E2E Visitor");
    await dialog().getByRole("button", { name: "Next" }).click();
    await dialog().getByRole("button", { name: "Submit" }).click();
    await errorText("Please enter your location").waitFor();
    await location.fill("Leeds, United Kingdom");
    await location.press("Enter");
    // An idle moment is the behaviour under test: Enter in the place field must not submit.
    await page.waitForTimeout(300);
    expect(await dialog().getByText("Thank You!").isVisible()).toBe(false);
    await dialog().getByRole("button", { name: "Submit" }).click();
    await dialog().getByText("Thank You!").waitFor();
  });

  it("closing resets to the first step with empty inputs", async () => {
    await openDialog();
    await dialog().getByLabel("WhatsApp number").fill("5550001111");
    await dialog().getByRole("button", { name: "Next" }).click();
    await dialog().getByLabel("Your name").fill("Someone");
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Check Price" }).click();
    expect(await dialog().getByLabel("WhatsApp number").inputValue()).toBe("");
    expect(await dialog().getByLabel("Your name").isVisible()).toBe(false);
    expect(await dialog().getByLabel("Your name").inputValue()).toBe("");
  });

  it("shows 'Submitting...' with the button disabled, then the server's message or 'Something went wrong'", async () => {
    const fillAll = async () => {
      await openDialog();
      await dialog().getByLabel("WhatsApp number").fill("5550002222");
      await dialog().getByRole("button", { name: "Next" }).click();
      await dialog().getByLabel("Your name").fill("Slow Visitor");
      await dialog().getByRole("button", { name: "Next" }).click();
      await dialog().getByLabel("Location").fill("Paris");
    };
    // The server answers once the test has seen the busy button, not after a guessed delay.
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    await page.route(leadsApi, async (route) => {
      await answered;
      await route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            message: "Too many price requests sent. Please try again in 10 minutes.",
            code: "RATE_LIMITED",
          },
        }),
      });
    });
    await fillAll();
    await dialog().getByRole("button", { name: "Submit" }).click();
    const busy = dialog().getByRole("button", { name: "Submitting..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    answer();
    await errorText("Too many price requests sent. Please try again in 10 minutes.").waitFor();
    await page.unroute(leadsApi);
    await page.route(leadsApi, (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await dialog().getByRole("button", { name: "Submit" }).click();
    await errorText("Something went wrong").waitFor();
    await page.unroute(leadsApi);
  });

  it("shows the server's field errors on their fields, back on the number's step", async () => {
    await openDialog();
    await dialog().getByLabel("WhatsApp number").fill("5550003333");
    await dialog().getByRole("button", { name: "Next" }).click();
    await dialog().getByLabel("Your name").fill("Field Visitor");
    await dialog().getByRole("button", { name: "Next" }).click();
    await dialog().getByLabel("Location").fill("Lyon");
    const refuse = (fields: Record<string, string>) =>
      page.route(leadsApi, (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: { message: Object.values(fields)[0], code: "VALIDATION", details: { fields } },
          }),
        }),
      );
    // A field the dialog never shows (the game) goes to the box under the form.
    await refuse({ gameId: "Unknown game" });
    await dialog().getByRole("button", { name: "Submit" }).click();
    await errorText("Unknown game").waitFor();
    await page.unroute(leadsApi);
    await refuse({ location: "Please enter a shorter location" });
    await dialog().getByRole("button", { name: "Submit" }).click();
    await errorText("Please enter a shorter location").waitFor();
    await page.unroute(leadsApi);
    await refuse({ whatsapp: "This number is too long for +44" });
    await dialog().getByRole("button", { name: "Submit" }).click();
    await errorText("This number is too long for +44").waitFor();
    const number = dialog().getByLabel("WhatsApp number");
    expect(await number.inputValue()).toBe("5550003333");
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    expect(await number.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.unroute(leadsApi);
  });

  it("fits a phone's screen", async () => {
    const phone = (await newPage(browser, { viewport: PHONE })).page;
    await phone.goto(`${server.url}${gamePath}`);
    await phone.getByRole("button", { name: "Check Price" }).click();
    await phone.getByRole("dialog").waitFor();
    await animationsDone(phone); // measured where it comes to rest
    const box = await phone.getByRole("dialog").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await phone.getByRole("dialog").getByLabel("WhatsApp number").waitFor({ state: "visible" });
    await phone.context().close();
  });
});

describe("admin leads", () => {
  let admin: Page;
  beforeAll(async () => {
    admin = (await newPage(browser, { viewport: DESKTOP })).page;
    await signIn(admin, server.url, STAFF, { via: "api" });
  });

  it("shows the lead created from the game page with its game title", async () => {
    await admin.goto(`${server.url}/admin/leads`);
    const row = admin.getByRole("row", { name: /E2E Visitor/ });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain("+445551234567");
    expect(text).toContain("Leeds, United Kingdom");
    expect(text).toContain(gameTitle);
    expect(text).toContain("New");
    await admin.setViewportSize(PHONE);
    await admin.reload();
    await admin.getByRole("row", { name: /E2E Visitor/ }).waitFor({ state: "visible" });
    await admin.setViewportSize(DESKTOP);
  });

  it("sorts by name, filters by status, changes status and opens chat and maps links", async () => {
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("row", { name: /E2E Visitor/ }).waitFor();
    const nameHeader = admin.getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("button").click();
    await admin.waitForFunction(() =>
      document.querySelector("th[aria-sort=descending]")?.textContent?.includes("Name"),
    );
    await nameHeader.getByRole("button").click();
    await admin.waitForFunction(() =>
      document.querySelector("th[aria-sort=ascending]")?.textContent?.includes("Name"),
    );
    await admin
      .getByRole("row", { name: /E2E Visitor/ })
      .getByRole("button", { name: /View details/ })
      .click();
    const details = admin.getByRole("dialog");
    expect(await details.getByRole("link", { name: /Chat on WhatsApp/ }).getAttribute("href")).toBe(
      "https://wa.me/445551234567",
    );
    expect(await details.getByRole("link", { name: /Open in Maps/ }).getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Leeds%2C%20United%20Kingdom",
    );
    await details.getByRole("button", { name: "Converted" }).click();
    await details.getByRole("button", { name: "Converted", pressed: true }).waitFor();
    await details.getByRole("button", { name: "Lost" }).click();
    await details.getByRole("button", { name: "Lost", pressed: true }).waitFor();
    await details.getByRole("button", { name: "Contacted" }).click();
    await details.getByRole("button", { name: "Contacted", pressed: true }).waitFor();
    await admin.keyboard.press("Escape");
    await admin.getByLabel("Status filter").selectOption({ label: "New" });
    // The demo content has new leads of its own; this one is no longer among them.
    await admin.waitForFunction(
      () =>
        document.querySelectorAll("tbody tr").length > 0 &&
        ![...document.querySelectorAll("tbody tr")].some((r) =>
          r.textContent?.includes("E2E Visitor"),
        ),
    );
    await admin.getByLabel("Status filter").selectOption({ label: "Contacted" });
    await admin.getByRole("row", { name: /E2E Visitor/ }).waitFor();
    await admin.getByLabel("Status filter").selectOption({ label: "All Leads" });
    await admin.getByRole("row", { name: /E2E Visitor/ }).waitFor();
  });

  it("shows 'Failed to update lead status' and 'Failed to load leads'", async () => {
    await admin.goto(`${server.url}/admin/leads`);
    await admin
      .getByRole("row", { name: /E2E Visitor/ })
      .getByRole("button", { name: /View details/ })
      .click();
    const one = (u: URL) => u.pathname.startsWith("/api/admin/leads/");
    const list = (u: URL) => u.pathname === "/api/admin/leads";
    await admin.route(one, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await admin.getByRole("dialog").getByRole("button", { name: "Lost" }).click();
    await admin.getByRole("dialog").getByText("Failed to update lead status").waitFor();
    await admin.unroute(one);
    await admin.route(list, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    // The page comes with its rows; the list's next read (the tab shown again) fails.
    try {
      await admin.goto(`${server.url}/admin/leads`);
      await listHydrated(admin);
      await admin.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
      await admin.getByText("Failed to load leads").waitFor();
    } finally {
      await admin.unroute(list);
    }
  });

  it("exports the filtered leads as CSV", async () => {
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("row", { name: /E2E Visitor/ }).waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const fs = await import("node:fs/promises");
    const csv = await fs.readFile((await download.path())!, "utf8");
    // Streamed by the server: a BOM for Excel, every cell quoted, leading + neutralised.
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      '"Name","WhatsApp","Country code","Location","Game","Status","Created"',
    );
    expect(csv).toContain(`"E2E Visitor","'+445551234567","'+44","Leeds, United Kingdom"`);
  });

  it("shows a lead sent while the list is open, without a reload, once the tab is visible again", async () => {
    await admin.goto(`${server.url}/admin/leads`);
    await listHydrated(admin);
    const res = await postLead(server.url, {
      whatsapp: "5551112222",
      name: "Live Lead",
      location: "Denver",
      gameId: gamePath.split("/").pop()!,
    });
    expect(res.status).toBe(201);
    // The staff member comes back to the tab; well inside the 30 s refresh interval.
    await admin.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await admin.getByRole("row", { name: /Live Lead/ }).waitFor({ timeout: 10_000 });
  });

  it("saves WhatsApp settings without ever showing the token or secret, and sends the template to a new lead", async () => {
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("button", { name: "WhatsApp Settings" }).click();
    await admin.getByRole("heading", { name: "WhatsApp Settings" }).waitFor();
    expect(await admin.getByTestId("webhook-url").textContent()).toBe(
      `${server.url}/api/whatsapp/webhook`,
    );
    expect(await admin.getByLabel("API version").inputValue()).toBe("v25.0");
    expect(await admin.getByLabel("Template name").inputValue()).toBe("otp_verification");
    await admin.getByText("Delivery statuses are ignored until an app secret is saved").waitFor();
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await admin.getByText("Phone number ID is required").waitFor();
    await admin.getByLabel("Phone number ID").fill("1098765");
    await admin.getByLabel("Access token").fill(TOKEN);
    await admin.getByLabel("Business account ID").fill("555000");
    await admin.getByLabel("Verify token").fill("verify-e2e");
    await admin.getByLabel("App secret (optional)").fill(APP_SECRET);
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await admin.getByText("Settings saved successfully!").waitFor();
    await admin.reload();
    await admin.getByRole("button", { name: "WhatsApp Settings" }).click();
    await admin.getByText(/A token is stored/).waitFor();
    expect(await admin.getByTestId("webhook-secret-notice").count()).toBe(0);
    expect(await admin.getByLabel("Access token").inputValue()).toBe("");
    const html = await admin.content();
    expect(html).not.toContain(TOKEN);
    expect(html).not.toContain(APP_SECRET);
    const api = await admin.evaluate(async () =>
      (await fetch("/api/admin/whatsapp/settings")).text(),
    );
    expect(api).not.toContain(TOKEN);
    expect(api).not.toContain(APP_SECRET);

    const res = await postLead(server.url, {
      whatsapp: "5557654321",
      name: "Messaged Lead",
      gameId: gamePath.split("/").pop()!,
    });
    expect(res.status).toBe(201);
    await expect.poll(() => graph.requests.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(JSON.parse(graph.requests[0]!.body)).toMatchObject({
      to: "15557654321",
      template: { name: "otp_verification" },
    });
    await admin.getByRole("button", { name: "Refresh" }).click();
    await admin.getByRole("cell", { name: "15557654321" }).waitFor();
    await admin.getByRole("button", { name: "Back to Leads" }).click();
    await admin.getByRole("row", { name: /Messaged Lead/ }).waitFor();
  });

  it("shows each lead's message history, and Resend after a failure", async () => {
    const post = async (name: string, whatsapp: string) =>
      fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.7.0.${name.length}` },
        body: JSON.stringify({
          whatsapp,
          countryCode: "+1",
          name,
          location: "Austin",
          gameId: gamePath.split("/").pop(),
          ...(await proofFrom(server.url)),
        }),
      });
    graph.script.push({ status: 400, message: "(#131026) Message undeliverable", code: 131026 });
    expect((await post("Undeliverable Lead", "5553334444")).status).toBe(201);
    expect((await post("Repeat Lead", "5557654321")).status).toBe(201);
    await admin.goto(`${server.url}/admin/leads`);
    const details = async (name: string) => {
      await admin
        .getByRole("row", { name: new RegExp(name) })
        .getByRole("button", { name: /View details/ })
        .click();
      return admin.getByRole("dialog", { name: "Lead Details" });
    };

    let dialog = await details("Messaged Lead");
    await dialog.getByText("Sent", { exact: true }).waitFor();
    await dialog.getByText("1 attempt", { exact: false }).waitFor();
    await admin.keyboard.press("Escape");

    dialog = await details("Repeat Lead");
    await dialog.getByText("Skipped: already messaged today").waitFor();
    await admin.keyboard.press("Escape");

    dialog = await details("Undeliverable Lead");
    await dialog.getByText("(#131026) Message undeliverable (code 131026)").waitFor();
    await dialog.getByRole("button", { name: "Resend" }).click();
    await dialog.getByText("Sent", { exact: true }).waitFor({ timeout: 15_000 });
    expect(graph.requests.some((r) => JSON.parse(r.body).to === "15553334444")).toBe(true);
    await admin.keyboard.press("Escape");
  });

  it("a buyer's own request carries the browser's proof of work, and the template goes out", async () => {
    const bodies: string[] = [];
    const onRequest = (r: { url(): string; method(): string; postData(): string | null }) => {
      if (r.method() === "POST" && leadsApi(new URL(r.url()))) bodies.push(r.postData() ?? "");
    };
    page.on("request", onRequest);
    // Its own client address (the server trusts one proxy hop), apart from the other tests' leads.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "10.8.0.1" });
    try {
      await openDialog();
      await dialog().getByLabel("Country code").selectOption("+1");
      await dialog().getByLabel("WhatsApp number").fill("5552468000");
      await dialog().getByRole("button", { name: "Next" }).click();
      await dialog().getByLabel("Your name").fill("Proof Buyer");
      await dialog().getByRole("button", { name: "Next" }).click();
      await dialog().getByLabel("Location").fill("Austin, TX");
      await dialog().getByRole("button", { name: "Submit" }).click();
      await dialog().getByText("Thank You!").waitFor();
    } finally {
      page.off("request", onRequest);
      await page.setExtraHTTPHeaders({});
    }
    const body = JSON.parse(bodies.at(-1)!) as { challenge: string; nonce: string };
    expect(body.challenge).toMatch(/^c1\./);
    expect(body.nonce).toMatch(/^\d+$/);
    await expect
      .poll(() => graph.requests.some((r) => JSON.parse(r.body).to === "15552468000"), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it("says what to do when the stored secrets can no longer be decrypted", async () => {
    const settingsApi = (u: URL) => u.pathname === "/api/admin/whatsapp/settings";
    await admin.route(settingsApi, async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      const settings = {
        ...body.settings,
        secretsUnreadable: true,
        accessTokenSet: false,
        appSecretSet: false,
      };
      await route.fulfill({ response: res, json: { settings } });
    });
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("button", { name: "WhatsApp Settings" }).click();
    const notice = admin.getByTestId("webhook-secret-notice");
    await notice.getByText("The stored secrets cannot be decrypted.").waitFor();
    expect(await notice.textContent()).toContain(
      "Enter the access token and the app secret again and save, or restore the previous SECRETS_KEY and AUTH_SECRET",
    );
    await admin.unroute(settingsApi);
  });

  it("shows 'Failed to load WhatsApp settings' and 'Failed to save settings'", async () => {
    const settingsApi = (u: URL) => u.pathname === "/api/admin/whatsapp/settings";
    await admin.route(settingsApi, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("button", { name: "WhatsApp Settings" }).click();
    await admin.getByText("Failed to load WhatsApp settings").waitFor();
    await admin.unroute(settingsApi);
    await admin.route(settingsApi, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
        : route.continue(),
    );
    await admin.getByRole("button", { name: "Back to Leads" }).click();
    await admin.getByRole("button", { name: "WhatsApp Settings" }).click();
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await admin.getByText("Failed to save settings", { exact: true }).waitFor();
    await admin.unroute(settingsApi);
  });

  it("keeps an acknowledged lead when the server is killed right after the 201", async () => {
    const res = await postLead(server.url, {
      whatsapp: "5559990000",
      name: "Durable Lead",
      gameId: gamePath.split("/").pop()!,
    });
    expect(res.status).toBe(201);
    await server.kill("SIGKILL");
    await server.restart();
    // The session survives the restart (it is kept in the database too).
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("row", { name: /Durable Lead/ }).waitFor();
  });
});
