import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { signIn } from "./support/admin";
import { DESKTOP, launchBrowser, newPage } from "./support/browser";
import { fieldMessage, isFocused } from "./support/forms";
import { PRODUCTION_SECRETS, STAFF, startServer, type TestServer } from "./support/server";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { incomingPayload, postSignedWebhook } from "../support/stubs/whatsapp-webhook";
import { fromSender, opusVoiceNote, waFixture } from "../support/whatsapp-fixtures";
import { postLead } from "./support/leads";

// End to end: a buyer answers the template on WhatsApp (the stand-in posts Meta's signed
// webhook), the reply shows in the open lead, the sales person answers from the back office and
// the stand-in receives it; with the window closed only templates are offered.
const TOKEN = "EAAG-e2e-conversation-token-2424";
const APP_SECRET = "e2e-conversation-app-secret";
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);
const settings = {
  apiVersion: "v25.0",
  phoneNumberId: "1098765",
  accessToken: TOKEN,
  businessAccountId: "555000",
  verifyToken: "verify-me",
  appSecret: APP_SECRET,
  templateName: "otp_verification",
  templateLanguage: "en",
  active: true,
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

async function signInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(STAFF),
  });
  expect(res.ok).toBe(true);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const adminFetch = (
  url: string,
  cookie: string,
  p: string,
  init: RequestInit & { json?: unknown } = {},
) =>
  fetch(`${url}${p}`, {
    ...init,
    headers: {
      cookie,
      origin: url,
      ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
      ...(init.headers as Record<string, string>),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });

async function priceRequest(url: string, name: string, whatsapp: string, net: number) {
  const shop = await (await fetch(`${url}/shop`)).text();
  const gameId = /\/shop\/([0-9a-f-]{36})/.exec(shop)![1]!;
  const res = await postLead(
    url,
    { whatsapp, name, gameId },
    { "x-forwarded-for": `10.24.${net}.1` },
  );
  expect(res.status).toBe(201);
}

describe("the WhatsApp conversation in the back office", () => {
  let server: TestServer;
  let graph: Awaited<ReturnType<typeof startGraphStub>>;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    graph = await startGraphStub({ token: TOKEN });
    // The new-lead template must be approved in the synced list for it to be sent.
    graph.templates.push({ name: "otp_verification", language: "en", status: "APPROVED" });
    graph.templates.push({
      name: "price_follow_up",
      language: "en",
      status: "APPROVED",
      components: [{ type: "BODY", text: "Hi {{1}}, still thinking about the {{2}}?" }],
    });
    server = await startServer({
      seed: true,
      users: [STAFF],
      env: { WHATSAPP_GRAPH_URL: graph.url, LEAD_MIN_FILL_SECONDS: "0", TRUSTED_PROXY_HOPS: "1" },
    });
    const cookie = await signInCookie(server.url);
    const saved = await adminFetch(server.url, cookie, "/api/admin/whatsapp/settings", {
      method: "PUT",
      json: settings,
    });
    expect(saved.status).toBe(200);
    const synced = await adminFetch(server.url, cookie, "/api/admin/whatsapp/templates", {
      method: "POST",
    });
    expect(synced.status).toBe(200);
    browser = await launchBrowser();
    admin = (await newPage(browser, { viewport: DESKTOP })).page;
    await signIn(admin, server.url, STAFF, { via: "api" });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await graph?.close();
  });

  const openLead = async (name: string) => {
    await admin.goto(`${server.url}/admin/leads`);
    await admin
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: /View details/ })
      .click();
    return admin.getByRole("dialog", { name: "Lead Details" });
  };

  it("offers only the approved templates while the window is closed, and sends one", async () => {
    await priceRequest(server.url, "Quiet Buyer", "5550240001", 1);
    await until(() => graph.messages.some((m) => m.to === "15550240001"), 30_000);
    const dialog = await openLead("Quiet Buyer");
    await dialog.getByText("Template: otp_verification").waitFor();
    await dialog.getByText(/The 24-hour window is closed/).waitFor();
    expect(await dialog.getByLabel("Reply").count()).toBe(0);
    await dialog.getByLabel("Template").selectOption("price_follow_up|en");
    // Only the first name goes into a template (a stranger's free text never does).
    await dialog.getByText("Hi Quiet, still thinking about the", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Send template" }).click();
    const sent = await until(
      () =>
        graph.messages.find(
          (m) => m.to === "15550240001" && m.template?.name === "price_follow_up",
        ) ?? false,
      15_000,
    );
    expect(sent.template!.params[0]).toBe("Quiet");
    await admin.keyboard.press("Escape");
  });

  it("shows the buyer's reply in the open lead at once; the sales person's answer reaches the buyer", async () => {
    await priceRequest(server.url, "Chatty Buyer", "5550240002", 2);
    await until(() => graph.messages.some((m) => m.to === "15550240002"), 30_000);
    const dialog = await openLead("Chatty Buyer");
    await dialog.getByText("Template: otp_verification").waitFor();

    const res = await postSignedWebhook(
      server.url,
      APP_SECRET,
      incomingPayload([
        {
          from: "15550240002",
          id: "wamid.E2E-REPLY-1",
          name: "Chatty",
          text: "Does it come in red?",
        },
      ]),
    );
    expect(res.status).toBe(200);
    // No polling: the text can only come through the live events (within 2 seconds).
    await dialog.getByText("Does it come in red?").waitFor({ timeout: 2_000 });
    // Opened while it came in: read, and Meta told once.
    await until(() => graph.receipts.includes("wamid.E2E-REPLY-1"), 10_000);

    // Ctrl+Enter on a blank reply: the reply schema's words at the field, nothing sent.
    const replyBox = dialog.getByLabel("Reply");
    await replyBox.fill("  ");
    await replyBox.press("Control+Enter");
    expect(await fieldMessage(replyBox)).toMatch(/\| Reply is required$/);
    expect(await isFocused(replyBox)).toBe(true);
    expect(graph.messages.filter((m) => m.type === "text")).toHaveLength(0);
    await dialog.getByLabel("Reply").fill("Yes, red and blue are both in stock.");
    await dialog.getByText(/The 24-hour window closes in 23 h/).waitFor();
    await dialog.getByRole("button", { name: "Send reply" }).click();
    const reply = await until(
      () => graph.messages.find((m) => m.to === "15550240002" && m.type === "text") ?? false,
      15_000,
    );
    expect(reply.text).toBe("Yes, red and blue are both in stock.");
    await dialog.getByText("Yes, red and blue are both in stock.").waitFor();
    expect(graph.messages.filter((m) => m.type === "text")).toHaveLength(1);
    expect(graph.receipts.filter((r) => r === "wamid.E2E-REPLY-1")).toHaveLength(1);
  });

  it("shows a photo's caption, a voice note, a place with a map link and shared contacts", async () => {
    await priceRequest(server.url, "Media Buyer", "5550240003", 3);
    await until(() => graph.messages.some((m) => m.to === "15550240003"), 30_000);
    graph.addMedia("media-fixture-image-1", JPEG, "image/jpeg");
    graph.addMedia("media-fixture-voice-1", opusVoiceNote(), "audio/ogg; codecs=opus");
    // Meta's example payloads, as sent by this lead's number.
    for (const name of ["image-with-caption", "audio-voice", "location", "contacts"]) {
      const res = await postSignedWebhook(
        server.url,
        APP_SECRET,
        fromSender(waFixture(name), "15550240003", `wamid.E2E-${name}`),
      );
      expect(res.status).toBe(200);
    }
    const dialog = await openLead("Media Buyer");
    const messages = dialog.getByRole("list", { name: "Messages" });
    await messages.getByText("Is this the cabinet in walnut?").waitFor();
    await messages.getByRole("img", { name: "Photo from the buyer" }).waitFor();
    await messages.getByLabel("Voice note from the buyer").waitFor();
    await messages.getByRole("link", { name: "Download the voice note" }).waitFor();
    await messages.getByText("Philz Coffee").waitFor();
    await messages.getByText("1 Hacker Way, Menlo Park, CA 94025").waitFor();
    const map = messages.getByRole("link", { name: "Open the location on a map" });
    expect(await map.getAttribute("href")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=37\.483307&mlon=-122\.148981/,
    );
    const contacts = messages.getByRole("list", { name: "Shared contacts" });
    await contacts.getByText("Barbara Johnson").waitFor();
    expect(
      await contacts.getByRole("link", { name: "+1 (650) 555-1234" }).getAttribute("href"),
    ).toBe("tel:+16505551234");
    await admin.keyboard.press("Escape");
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("two processes see the same conversation", () => {
  const dbName = `arcade_wa_${randomBytes(6).toString("hex")}`;
  let graph: Awaited<ReturnType<typeof startGraphStub>>;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${dbName}`);
    await client.end();
    graph = await startGraphStub({ token: TOKEN });
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: url.toString(),
      ...PRODUCTION_SECRETS,
      WHATSAPP_GRAPH_URL: graph.url,
      LEAD_MIN_FILL_SECONDS: "0",
    };
    first = await startServer({ seed: true, env, users: [STAFF] });
    second = await startServer({ seed: true, env });
  }, 240_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await graph?.close();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
  });

  it("a message posted to one process reaches a conversation open on the other within 2 s", async () => {
    const cookie = await signInCookie(first.url);
    expect(
      (
        await adminFetch(first.url, cookie, "/api/admin/whatsapp/settings", {
          method: "PUT",
          json: settings,
        })
      ).status,
    ).toBe(200);
    // A buyer who writes first: a new lead, created by the second process.
    const events = await adminFetch(first.url, cookie, "/api/admin/whatsapp/events");
    expect(events.headers.get("content-type")).toContain("text/event-stream");
    // Never compressed (fetch asks for it): each event reaches the browser when it is written.
    expect(events.headers.get("content-encoding")).toBeNull();
    const reader = events.body!.getReader();
    let heard = "";
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        heard += decoder.decode(value);
      }
    })();
    const res = await postSignedWebhook(
      second.url,
      APP_SECRET,
      incomingPayload([
        { from: "15550249999", id: "wamid.MULTI-1", name: "Two Proc", text: "Hello from afar" },
      ]),
    );
    expect(res.status).toBe(200);
    const leadId = await until(() => /"leadId":"([0-9a-f-]{36})"/.exec(heard)?.[1] ?? false, 2_000);
    await reader.cancel();
    // A cancelled reader's pending read ends as done: the loop above returns.
    await reading;

    for (const server of [first, second]) {
      const c = await (
        await adminFetch(server.url, cookie, `/api/admin/leads/${leadId}/conversation`)
      ).json();
      expect(c.messages.map((m: { body: string }) => m.body)).toEqual(["Hello from afar"]);
    }
    // A reply sent from the first process goes out once.
    const sent = await adminFetch(first.url, cookie, `/api/admin/leads/${leadId}/conversation`, {
      method: "POST",
      json: { kind: "text", text: "Hi! How can we help?" },
    });
    expect(sent.status).toBe(201);
    await until(() => graph.messages.some((m) => m.text === "Hi! How can we help?"), 15_000);
    // An idle period is the claim: the second process's worker does not send the reply again.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(graph.messages.filter((m) => m.text === "Hi! How can we help?")).toHaveLength(1);
  });
});
