import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { signIn } from "./support/admin";
import { DESKTOP, launchBrowser, newPage } from "./support/browser";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { incomingPayload, postSignedWebhook } from "../support/stubs/whatsapp-webhook";
import { postLead } from "./support/leads";

// The sales inbox end to end, on a server whose clock says Friday 4 December 2026, 23:00 in
// Dubai: an owner sets a team and a routing rule on the routing screen; an Arabic buyer who asked
// for a price on the Arabic site writes on WhatsApp (Meta's signed webhook) outside business
// hours; the rule gives the conversation to the team's Arabic-speaking member, the buyer gets one
// away message in Arabic through the outbox (the Graph API stand-in receives it) and the reply
// clock starts at Sunday's opening. The sales person finds it under "Mine", answers with a saved
// reply picked with "/", and sees another buyer's conversation marked late.
const TOKEN = "EAAG-e2e-sales-inbox-token-2828";
const APP_SECRET = "e2e-sales-inbox-app-secret";
const SALES = { email: "rania@example.com", password: "rania-correct-horse", role: "sales" };
/** Friday 23:00 in Dubai (UTC+4), as the buyer's message says; the server's clock a moment after. */
const FRIDAY_23H = new Date("2026-12-04T19:00:00Z");
const SERVER_START = new Date("2026-12-04T18:59:00Z");
/** Sunday's opening (09:00 in Dubai) plus the 15-minute first-reply target. */
const SUNDAY_DUE = "2026-12-06T05:15:00.000Z";
const ARABIC_AWAY = "شكرًا على رسالتك! فريقنا غير متاح الآن";
const nineToSix = { open: "09:00", close: "18:00" };

async function until<T>(probe: () => T | false | Promise<T | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the WhatsApp sales inbox, from a Friday night message to a saved reply", () => {
  let server: TestServer;
  let graph: Awaited<ReturnType<typeof startGraphStub>>;
  let browser: Browser;
  let cookie = "";
  const admin = (p: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${server.url}${p}`, {
      method: init.method ?? "GET",
      headers: {
        cookie,
        origin: server.url,
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  /** A browser whose clock agrees with the server's. */
  const context = async (): Promise<{ page: Page; context: BrowserContext }> => {
    const ctx = await browser.newContext({ viewport: DESKTOP });
    await ctx.clock.install({ time: new Date(Date.now() - started + SERVER_START.getTime()) });
    return { context: ctx, page: (await newPage(browser, { context: ctx })).page };
  };
  let started = 0;

  beforeAll(async () => {
    graph = await startGraphStub({ token: TOKEN });
    started = Date.now();
    server = await startServer({
      seed: true,
      users: [STAFF, SALES],
      env: {
        WHATSAPP_GRAPH_URL: graph.url,
        LEAD_MIN_FILL_SECONDS: "0",
        TRUSTED_PROXY_HOPS: "1",
        TEST_CLOCK_START: SERVER_START.toISOString(),
        NODE_OPTIONS: `--import ${path.resolve("tests/e2e/support/shifted-clock.mjs")}`,
      },
    });
    // The server started its clock when its process did: measure from there.
    started = Date.now();
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify(STAFF),
    });
    expect(res.ok).toBe(true);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const saved = await admin("/api/admin/whatsapp/settings", {
      method: "PUT",
      json: {
        apiVersion: "v25.0",
        phoneNumberId: "1098765",
        accessToken: TOKEN,
        businessAccountId: "555000",
        verifyToken: "verify-me",
        appSecret: APP_SECRET,
        templateName: "otp_verification",
        templateLanguage: "en",
        active: true,
      },
    });
    expect(saved.status).toBe(200);
    // Sunday to Thursday 09:00–18:00 in Dubai; the away messages as the site's languages word them.
    const view = (await (await admin("/api/admin/whatsapp/reply-time")).json()) as {
      settings: { awayTexts: Record<string, string> };
    };
    const hours = await admin("/api/admin/whatsapp/reply-time", {
      method: "PUT",
      json: {
        timeZone: "Asia/Dubai",
        days: [nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, null, null],
        holidays: [],
        firstReplyMinutes: 15,
        nextReplyMinutes: 30,
        awayOn: true,
        awayTexts: view.settings.awayTexts,
      },
    });
    expect(hours.status).toBe(200);
    const reply = await admin("/api/admin/whatsapp/saved-replies", {
      method: "POST",
      json: { name: "welcome", language: "ar", body: "مرحبا {first name}، سعر {game} يصلك اليوم." },
    });
    expect(reply.status).toBe(201);
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await graph?.close();
  });

  let gameTitle = "";
  let leadId = "";

  it("an owner makes a team on the routing screen, edits its members and routes Arabic buyers of a game to it", async () => {
    const { page, context: ctx } = await context();
    await signIn(page, server.url, STAFF, { via: "api" });
    const people = (await (await admin("/api/admin/leads/assignees")).json()) as {
      people: { id: string; name: string; email: string }[];
    };
    const rania = people.people.find((p) => p.email === SALES.email)!;
    const raniaLabel = rania.name || rania.email;
    await page.goto(`${server.url}/admin/inbox/routing`);
    const newTeam = page.getByRole("form", { name: "New team" });
    await newTeam.getByLabel("New team name").fill("Gulf");
    await newTeam.getByRole("button", { name: "Add team" }).click();
    await page.getByText("No members").waitFor();
    // Members are edited in place, not only through the API.
    await page.getByRole("button", { name: "Edit team Gulf" }).click();
    const edit = page.getByRole("form", { name: "Edit team Gulf" });
    await edit.getByLabel("Members").selectOption({ label: raniaLabel });
    await edit.getByRole("button", { name: "Save team" }).click();
    await page.getByRole("button", { name: "Edit team Gulf" }).waitFor();
    const teams = (await (await admin("/api/admin/inbox/teams")).json()) as {
      teams: { name: string; memberIds: string[] }[];
    };
    expect(teams.teams).toEqual([expect.objectContaining({ name: "Gulf", memberIds: [rania.id] })]);

    // The game by its title, not an id.
    const shop = await (await fetch(`${server.url}/shop`)).text();
    const gameId = /\/shop\/([0-9a-f-]{36})/.exec(shop)![1]!;
    const games = (await (await admin("/api/admin/games")).json()) as {
      games: { id: string; title: string }[];
    };
    gameTitle = games.games.find((g) => g.id === gameId)!.title;
    await page.getByRole("button", { name: "Add rule" }).click();
    await page.getByLabel("Language").selectOption("ar");
    await page.getByLabel("Game").selectOption({ label: gameTitle });
    await page.getByLabel("Give to").selectOption({ label: "Gulf" });
    await page.getByRole("button", { name: "Save rules" }).click();
    await page.getByText("Rules saved.").waitFor();
    const rules = (await (await admin("/api/admin/inbox/rules")).json()) as {
      rules: { language: string; gameId: string; assigneeTeamId: string | null }[];
    };
    expect(rules.rules).toEqual([
      expect.objectContaining({ language: "ar", gameId, assigneeTeamId: expect.any(String) }),
    ]);
    await ctx.close();

    // The buyer asked for a price on the Arabic site: a lead in Arabic, nobody's yet.
    const res = await postLead(
      server.url,
      {
        whatsapp: "7700900456",
        countryCode: "+44",
        name: "ليلى حداد",
        location: "Dubai",
        gameId,
        language: "ar",
      },
      { "x-forwarded-for": "10.28.1.1" },
    );
    if (res.status !== 201) throw new Error(`price request: ${res.status} ${await res.text()}`);
  });

  it("a Friday 23:00 message is routed by the rule, answered once by the Arabic away message, and its clock starts at Sunday's opening", async () => {
    const res = await postSignedWebhook(
      server.url,
      APP_SECRET,
      incomingPayload([
        {
          from: "447700900456",
          id: "wamid.E2E-INBOX-FRIDAY",
          name: "Layla",
          text: "مرحبا، كم سعر الجهاز؟",
          timestamp: Math.floor(FRIDAY_23H.getTime() / 1000),
        },
      ]),
    );
    expect(res.status).toBe(200);
    const away = await until(
      () => graph.messages.find((m) => m.to === "447700900456" && m.type === "text") ?? false,
      30_000,
    );
    expect(away.text).toContain(ARABIC_AWAY);
    const list = (await (await admin("/api/admin/inbox?scope=all")).json()) as {
      rows: { leadId: string; name: string; ownerId: string | null }[];
    };
    const row = list.rows.find((r) => r.name === "ليلى حداد")!;
    leadId = row.leadId;
    const people = (await (await admin("/api/admin/leads/assignees")).json()) as {
      people: { id: string; email: string }[];
    };
    expect(row.ownerId).toBe(people.people.find((p) => p.email === SALES.email)!.id);
    const clocks = (await (
      await admin(`/api/admin/whatsapp/reply-clocks?lead=${leadId}`)
    ).json()) as {
      clocks: { dueAt: string | null; waitingSince: string | null }[];
    };
    expect(clocks.clocks[0]).toMatchObject({
      waitingSince: FRIDAY_23H.toISOString(),
      dueAt: SUNDAY_DUE,
    });

    // Another buyer wrote on Thursday morning, in business hours, and nobody answered.
    const late = await postSignedWebhook(
      server.url,
      APP_SECRET,
      incomingPayload([
        {
          from: "15550300123",
          id: "wamid.E2E-INBOX-THURSDAY",
          name: "Tom Waiting",
          text: "Any news on the price?",
          timestamp: Math.floor(new Date("2026-12-03T06:00:00Z").getTime() / 1000),
        },
      ]),
    );
    expect(late.status).toBe(200);
    // One away message, no more, to the Arabic buyer; none to the one who wrote in open hours.
    expect(graph.messages.filter((m) => m.to === "447700900456" && m.type === "text")).toHaveLength(
      1,
    );
  });

  it("the sales person finds it under Mine, picks a saved reply with / and sends it with the buyer's first name", async () => {
    const { page, context: ctx } = await context();
    await signIn(page, server.url, SALES, { via: "api" });
    await page.goto(`${server.url}/admin/inbox`);
    await page.getByRole("tab", { name: "Mine" }).waitFor();
    expect(await page.getByRole("tab", { name: "Mine" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const row = page.locator(`button[data-lead-id="${leadId}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain("مرحبا، كم سعر الجهاز؟");
    // The reply target runs from Sunday's opening: a day and more left, not late.
    await expect
      .poll(() => row.locator('[data-slot="due"]').textContent())
      .toMatch(/h \d+ min left/);
    await row.click();
    const box = page.getByRole("combobox", { name: "Reply" });
    await box.fill("/");
    await page.getByRole("option", { name: /welcome/ }).waitFor();
    await box.press("Enter");
    const text = `مرحبا ليلى، سعر ${gameTitle} يصلك اليوم.`;
    await expect.poll(() => box.inputValue()).toBe(text);
    await page.getByRole("button", { name: "Send reply" }).click();
    const sent = await until(
      () =>
        graph.messages.find(
          (m) => m.to === "447700900456" && m.type === "text" && m.text === text,
        ) ?? false,
      30_000,
    );
    expect(sent.text).toBe(text);
    await ctx.close();
  });

  it("shows the conversation nobody answered in time as late", async () => {
    const { page, context: ctx } = await context();
    await signIn(page, server.url, STAFF, { via: "api" });
    await page.goto(`${server.url}/admin/inbox`);
    await page.getByRole("tab", { name: "All" }).click();
    const row = page.getByRole("button", { name: /Tom Waiting/ });
    await row.waitFor();
    // The late job runs every minute; the row says so once it has marked it.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole("tab", { name: "All" }).click();
          const due = page
            .getByRole("button", { name: /Tom Waiting/ })
            .locator('[data-slot="due"]');
          await due.waitFor();
          return due.textContent();
        },
        { timeout: 90_000, interval: 5_000 },
      )
      .toMatch(/Late · .* late/);
    await ctx.close();
  }, 120_000);
});
