import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { signIn } from "./support/admin";
import { DESKTOP, launchBrowser, newPage, PHONE } from "./support/browser";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startSmtpStub } from "../support/stubs/smtp";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { incomingPayload, postSignedWebhook } from "../support/stubs/whatsapp-webhook";
import { postLead } from "./support/leads";

// A quote from the price request to the buyer's acceptance: a sales person builds a two-game quote
// in euros with freight and a 5% discount in the lead, sends it; the WhatsApp and SMTP stand-ins
// receive the PDF; the buyer accepts on a phone; the lead shows converted with that version, the
// list finds it by its quote's state and the dashboard shows the won value.
const TOKEN = "EAAG-e2e-quotes-token-4242";
// The buyer's page on a phone, in English and Arabic, for a person to look at.
const SHOTS = process.env.QUOTE_SHOTS_DIR ?? os.tmpdir();
const APP_SECRET = "e2e-quotes-app-secret";
const SALES = {
  email: "sales-quotes@example.com",
  password: "correct-horse-battery",
  role: "sales",
};

async function until<T>(probe: () => T | false | Promise<T | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function cookieOf(url: string, user: { email: string; password: string }) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.ok).toBe(true);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const adminFetch = (url: string, cookie: string, p: string, json?: unknown, method = "PUT") =>
  fetch(`${url}${p}`, {
    method: json === undefined ? (method === "PUT" ? "GET" : method) : method,
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

describe("a quote from the lead to the buyer's acceptance", () => {
  let server: TestServer;
  let graph: Awaited<ReturnType<typeof startGraphStub>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let browser: Browser;
  let admin: Page;
  const games: Array<{ id: string; title: string }> = [];

  beforeAll(async () => {
    graph = await startGraphStub({ token: TOKEN });
    graph.templates.push({ name: "otp_verification", language: "en", status: "APPROVED" });
    smtp = await startSmtpStub();
    server = await startServer({
      seed: true,
      users: [STAFF, SALES],
      env: {
        WHATSAPP_GRAPH_URL: graph.url,
        SMTP_URL: smtp.url,
        LEAD_MIN_FILL_SECONDS: "0",
        TRUSTED_PROXY_HOPS: "1",
      },
    });
    const owner = await cookieOf(server.url, STAFF);
    const wa = await adminFetch(server.url, owner, "/api/admin/whatsapp/settings", {
      apiVersion: "v25.0",
      phoneNumberId: "1098765",
      accessToken: TOKEN,
      businessAccountId: "555000",
      verifyToken: "verify-me",
      appSecret: APP_SECRET,
      templateName: "otp_verification",
      templateLanguage: "en",
      active: true,
    });
    expect(wa.status).toBe(200);
    expect(
      (await adminFetch(server.url, owner, "/api/admin/whatsapp/templates", {}, "POST")).status,
    ).toBe(200);
    expect(
      (
        await adminFetch(server.url, owner, "/api/admin/quote-settings", {
          currencies: ["EUR"],
          approvalThresholdBp: 1000,
          defaultValidDays: 30,
          defaultTerms: "Ex works. 50% on order.",
          whatsappTemplate: null,
        })
      ).status,
    ).toBe(200);
    const catalogue = (await (
      await adminFetch(server.url, owner, "/api/admin/quotes/catalogue?currency=EUR")
    ).json()) as { games: Array<{ id: string; title: string }> };
    games.push(...catalogue.games.slice(0, 2));
    for (const [g, price] of [
      [games[0]!, 1_250_000],
      [games[1]!, 899_900],
    ] as const)
      expect(
        (
          await adminFetch(server.url, owner, `/api/admin/games/${g.id}/prices`, {
            prices: { EUR: price },
          })
        ).status,
      ).toBe(200);

    // The price request, and the buyer's answer on WhatsApp: the 24-hour window is open.
    const res = await postLead(
      server.url,
      { whatsapp: "5550420001", name: "Euro Buyer", location: "Hamburg", gameId: games[0]!.id },
      { "x-forwarded-for": "10.42.0.1" },
    );
    expect(res.status).toBe(201);
    const hook = await postSignedWebhook(
      server.url,
      APP_SECRET,
      incomingPayload([
        { from: "15550420001", id: "wamid.E2E-Q-1", name: "Euro", text: "Price in euros please" },
      ]),
    );
    expect(hook.status).toBe(200);
    // The sales person owns the lead: they are the one told when the buyer accepts.
    const me = (await (
      await fetch(`${server.url}/api/auth/get-session`, {
        headers: { cookie: await cookieOf(server.url, SALES) },
      })
    ).json()) as { user: { id: string } };
    const found = (await (
      await adminFetch(server.url, owner, "/api/admin/leads?q=Euro%20Buyer")
    ).json()) as { leads: Array<{ id: string }> };
    expect(
      (
        await adminFetch(server.url, owner, `/api/admin/leads/${found.leads[0]!.id}/owner`, {
          ownerId: me.user.id,
        })
      ).status,
    ).toBe(200);
    browser = await launchBrowser();
    admin = (await newPage(browser, { viewport: DESKTOP })).page;
    await signIn(admin, server.url, SALES, { via: "api" });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await graph?.close();
    await smtp?.close();
  });

  const openLead = async () => {
    await admin.goto(`${server.url}/admin/leads`);
    await admin
      .getByRole("row", { name: /Euro Buyer/ })
      .getByRole("button", { name: /View details/ })
      .click();
    return admin.getByRole("dialog", { name: "Lead Details" });
  };

  it("builds, sends, is accepted on a phone, and converts the lead", async () => {
    const dialog = await openLead();
    await dialog.getByRole("button", { name: "New quote" }).click();
    await dialog.getByLabel("Currency").selectOption("EUR");
    await dialog.getByLabel("Game").first().selectOption(games[0]!.id);
    await dialog.getByLabel("Qty").first().fill("2");
    await dialog.getByRole("button", { name: "Add game" }).click();
    await dialog.getByLabel("Game").nth(1).selectOption(games[1]!.id);
    await dialog.getByRole("button", { name: "Add freight" }).click();
    await dialog.getByLabel("Description").fill("Sea freight to Hamburg");
    await dialog.getByLabel("Unit price (EUR)").nth(2).fill("1500");
    await dialog.getByLabel("Quote discount %").fill("5");
    await dialog.getByLabel("Buyer's email (optional)").fill("buyer@example.com");
    // 2 × 12,500 + 8,999 + 1,500 = 35,499.00; 5% off: 1,774.95; total 33,724.05.
    await dialog.getByTestId("quote-preview").getByText("€33,724.05").waitFor();
    await dialog.getByRole("button", { name: "Save quote" }).click();
    await dialog.getByText("Quote saved.").waitFor();
    const row = dialog.getByTestId("quote-row").first();
    await row.getByText("€33,724.05").waitFor();
    await row.getByRole("button", { name: "Send" }).click();
    await dialog.getByText(/Sent Q-[0-9A-F]{8}-1\./).waitFor();
    await row.getByTestId("quote-status").getByText("Sent").waitFor();

    // WhatsApp: the PDF as a document, fetched by its link as Meta does.
    const doc = await until(
      () => graph.messages.find((m) => m.to === "15550420001" && m.type === "document") ?? false,
      30_000,
    );
    const pdf = Buffer.from(await (await fetch(doc.document!.link)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // Email: the same PDF attached.
    const mail = await until(
      () => smtp.messages.find((m) => m.to.includes("buyer@example.com")) ?? false,
      30_000,
    );
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);

    // The buyer, on a phone, opens the link and accepts.
    const { page: phone } = await newPage(browser, { viewport: PHONE });
    const link = doc.document!.link.replace(/\/pdf$/, "");
    await phone.goto(link);
    await phone.getByRole("heading", { name: /Quote Q-/ }).waitFor();
    expect(await phone.getByText("Euro Buyer").count()).toBeGreaterThan(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    // A page of the site: its header, footer and language links, its script started (newPage).
    await phone.getByRole("banner").waitFor();
    await phone
      .getByRole("contentinfo")
      .getByRole("button", { name: "Languages: English" })
      .click();
    const languages = phone.getByRole("navigation", { name: "Languages" });
    expect(await languages.getByRole("link", { name: "العربية" }).getAttribute("href")).toMatch(
      /^\/q\/[\w-]+\?lang=ar$/,
    );
    await phone.keyboard.press("Escape");
    await languages.waitFor({ state: "hidden" });
    await phone.screenshot({ path: `${SHOTS}/quote-en.png`, fullPage: true });
    // The same quote in Arabic, right to left, still within a phone's width.
    const { page: arabic } = await newPage(browser, { viewport: PHONE });
    await arabic.goto(`${link}?lang=ar`);
    expect(await arabic.locator("html").getAttribute("dir")).toBe("rtl");
    await arabic.getByRole("heading", { level: 1 }).waitFor();
    expect(await arabic.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await arabic.screenshot({ path: `${SHOTS}/quote-ar.png`, fullPage: true });
    await arabic.close();

    await phone.getByLabel("Your full name").fill("Euro Buyer");
    await phone.getByLabel("I accept this quote and its terms").check();
    // Sent, the answer's button says so and a second tap posts nothing more (here the page holds
    // both posts back itself, so it stays to be read).
    const taps = await phone.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[action$="/accept"]')!;
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
      let sent = 0;
      const hold = (e: Event) => {
        if (!e.defaultPrevented) sent++;
        e.preventDefault();
      };
      addEventListener("submit", hold);
      button.click();
      const busy = button.getAttribute("aria-disabled");
      button.click();
      removeEventListener("submit", hold);
      form.removeAttribute("aria-busy");
      button.removeAttribute("aria-disabled");
      return { busy, sent };
    });
    expect(taps).toEqual({ busy: "true", sent: 1 });
    // The post answers 303 to the page (a refusal here, e.g. 403 for an `Origin: null` from a
    // no-referrer page, would otherwise show only as the accepted state never appearing).
    const [answer] = await Promise.all([
      phone.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/accept")),
      phone.getByRole("button", { name: "Accept quote" }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await phone.getByText(/You accepted this quote on/).waitFor();
    expect(await phone.getByRole("button", { name: "Accept quote" }).count()).toBe(0);

    // The owner, in the back office, is told at once (live), and by email. (The lead's dialog is
    // closed first: a modal dialog hides the rest of the page from assistive technology.)
    await admin.keyboard.press("Escape");
    await admin
      .getByRole("status", { name: "Notifications" })
      .getByText(/^Euro Buyer accepted quote Q-[0-9A-F]{8}-1 \(€33,724\.05\)\./)
      .waitFor();
    await until(
      () =>
        smtp.messages.find(
          (m) => m.to.includes(SALES.email) && /Subject: Euro Buyer accepted quote/.test(m.raw),
        ) ?? false,
      30_000,
    );

    // The back office: the lead is converted, the accepted version shown.
    const again = await openLead();
    await until(
      async () =>
        (await again.getByRole("button", { name: "Converted" }).getAttribute("aria-pressed")) ===
        "true",
      10_000,
    );
    const accepted = again.getByTestId("quote-row").first();
    await accepted.getByTestId("quote-status").getByText("Accepted").waitFor();
    await accepted.getByText("v1").waitFor();
    await accepted.getByText(/Accepted by Euro Buyer/).waitFor();

    // The list filtered by quote state finds the lead under "accepted", not under "sent".
    await admin.keyboard.press("Escape");
    const quoteFilter = admin.getByLabel("Quote filter");
    await quoteFilter.selectOption("sent");
    await admin.getByText("No leads match these filters.").waitFor();
    await quoteFilter.selectOption("accepted");
    await admin.getByRole("row", { name: /Euro Buyer/ }).waitFor();
    expect(admin.url()).toContain("quote=accepted");

    // The dashboard: sent and won this month, 33,724.05 each, a 100% win rate.
    await admin.goto(`${server.url}/admin/dashboard`);
    const month = admin.getByTestId("quote-stats").getByRole("row").nth(1);
    await month.getByRole("cell").nth(4).getByText("€33,724.05").waitFor();
    expect(await month.getByRole("cell").nth(3).textContent()).toBe("€33,724.05");
    expect(await month.getByRole("cell").nth(5).textContent()).toBe("100%");
  });
});
