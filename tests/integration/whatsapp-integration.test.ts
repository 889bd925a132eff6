import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import { GET as getStatuses } from "@/app/api/admin/whatsapp/statuses/route";
import { GET as verify, POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { games } from "@/modules/catalog/schema";
import { leads, whatsappMessageStatus, whatsappSettings } from "@/modules/leads/schema";
import { sendLeadTemplate } from "@/modules/leads/whatsapp/send";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { adminRequest, signInCookie } from "../setup/auth";
import { startGraphStub } from "../support/stubs/whatsapp-graph";

const TOKEN = "EAAG-very-secret-access-token-1234";
const APP_SECRET = "app-secret-abcdef";
let cookie = "";
let stub: Awaited<ReturnType<typeof startGraphStub>>;
let leadId = "";

const settings = (over: Record<string, unknown> = {}) => ({
  apiVersion: "v25.0",
  phoneNumberId: "1098765",
  accessToken: TOKEN,
  businessAccountId: "555000",
  verifyToken: "verify-me",
  appSecret: "",
  templateName: "otp_verification",
  templateLanguage: "en",
  active: true,
  ...over,
});
const save = (over: Record<string, unknown> = {}) =>
  putSettings(
    adminRequest(cookie, "/api/admin/whatsapp/settings", { method: "PUT", json: settings(over) }),
    { params: Promise.resolve({}) },
  );
const statuses = async () => (await getDb()).select().from(whatsappMessageStatus);

beforeAll(async () => {
  cookie = await signInCookie();
  stub = await startGraphStub({ token: TOKEN });
  process.env.WHATSAPP_GRAPH_URL = stub.url;
  resetConfigForTests();
  const db = await getDb();
  const [g] = await db
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  const [l] = await db
    .insert(leads)
    .values({
      name: "Ana",
      whatsapp: "+15551234567",
      countryCode: "+1",
      location: "Austin",
      gameId: g!.id,
    })
    .returning();
  leadId = l!.id;
});
afterAll(async () => {
  await stub.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  resetConfigForTests();
});

describe("WhatsApp settings API", () => {
  it("stores the token and app secret encrypted and never returns them", async () => {
    const res = await save({ appSecret: APP_SECRET });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(APP_SECRET);
    expect(JSON.parse(text).settings).toMatchObject({
      accessTokenSet: true,
      accessTokenHint: "••••••••1234",
      appSecretSet: true,
      apiVersion: "v25.0",
    });
    const [row] = await (await getDb()).select().from(whatsappSettings);
    expect(row!.accessToken).toMatch(/^enc:v1:/);
    expect(row!.accessToken).not.toContain(TOKEN);
    expect(row!.appSecret).toMatch(/^enc:v1:/);
    const got = await (
      await getSettings(adminRequest(cookie, "/api/admin/whatsapp/settings"), {
        params: Promise.resolve({}),
      })
    ).text();
    expect(got).not.toContain(TOKEN);
    expect(got).not.toContain(APP_SECRET);
    expect(got).not.toContain("enc:v1");
  });

  it("keeps the stored token and secret when saved with empty fields", async () => {
    const res = await save({ accessToken: "", appSecret: "", templateName: "price_follow_up" });
    expect(res.status).toBe(200);
    expect((await res.json()).settings).toMatchObject({
      accessTokenSet: true,
      appSecretSet: true,
      templateName: "price_follow_up",
    });
    await save({ clearAppSecret: true });
  });

  it("refuses missing required fields with 400 and 401 without a session", async () => {
    const res = await save({ phoneNumberId: " " });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Phone number ID is required");
    const anon = await getSettings(
      new Request("http://localhost:3000/api/admin/whatsapp/settings"),
      { params: Promise.resolve({}) },
    );
    expect(anon.status).toBe(401);
  });
});

describe("sending the template to a new lead", () => {
  it("posts the Cloud API request and records sent with the message id", async () => {
    const outcome = await sendLeadTemplate({ id: leadId, whatsapp: "+15551234567" });
    expect(outcome).toEqual({ status: "sent", messageId: "wamid.TEST1" });
    const req = stub.requests.at(-1)!;
    expect(req.url).toBe("/v25.0/1098765/messages");
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(req.body)).toEqual({
      messaging_product: "whatsapp",
      to: "15551234567",
      type: "template",
      template: { name: "otp_verification", language: { code: "en" } },
    });
    expect((await statuses()).find((s) => s.messageId === "wamid.TEST1")).toMatchObject({
      status: "sent",
      recipient: "15551234567",
      leadId,
      error: null,
    });
  });

  it("records failed with the API's error text, never throwing", async () => {
    await save({ accessToken: "wrong-token-000000" });
    const outcome = await sendLeadTemplate({ id: leadId, whatsapp: "+15551234567" });
    expect(outcome).toEqual({ status: "failed", error: "Invalid OAuth access token." });
    expect((await statuses()).filter((s) => s.status === "failed").at(-1)).toMatchObject({
      error: "Invalid OAuth access token.",
      messageId: null,
    });
    await save();
  });

  it("records failed when the API is unreachable", async () => {
    process.env.WHATSAPP_GRAPH_URL = "http://127.0.0.1:9";
    resetConfigForTests();
    const outcome = await sendLeadTemplate({ id: leadId, whatsapp: "+15551234567" });
    expect(outcome.status).toBe("failed");
    process.env.WHATSAPP_GRAPH_URL = stub.url;
    resetConfigForTests();
  });

  it("sends nothing while the integration is off", async () => {
    await save({ active: false });
    const before = stub.requests.length;
    expect(await sendLeadTemplate({ id: leadId, whatsapp: "+15551234567" })).toEqual({
      status: "skipped",
    });
    expect(stub.requests.length).toBe(before);
    await save();
  });
});

describe("webhook", () => {
  const hub = (q: string) => verify(new Request(`http://localhost:3000/api/whatsapp/webhook?${q}`));
  const payload = (id: string, status: string, errors?: unknown[]) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "555000",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                statuses: [
                  {
                    id,
                    status,
                    timestamp: "1700000000",
                    recipient_id: "15551234567",
                    ...(errors ? { errors } : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  const send = (body: string | Uint8Array, signature?: string) =>
    webhook(
      new Request("http://localhost:3000/api/whatsapp/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "x-hub-signature-256": signature } : {}),
        },
        body: body as BodyInit,
      }),
    );
  const sign = (body: string | Uint8Array, secret = APP_SECRET) =>
    `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
  const sendSigned = (body: string) => send(body, sign(body));
  const view = async () =>
    (
      await (
        await getSettings(adminRequest(cookie, "/api/admin/whatsapp/settings"), {
          params: Promise.resolve({}),
        })
      ).json()
    ).settings;

  it("answers Meta's verification handshake with the challenge, else 403", async () => {
    const ok = await hub("hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain");
    expect(await ok.text()).toBe("1158201444");
    expect((await hub("hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1")).status).toBe(
      403,
    );
    expect(
      (await hub("hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1")).status,
    ).toBe(403);
    // Other lengths and an absent token compare (in constant time) without throwing.
    expect(
      (await hub("hub.mode=subscribe&hub.verify_token=verify-me-too&hub.challenge=1")).status,
    ).toBe(403);
    expect((await hub("hub.mode=subscribe&hub.challenge=1")).status).toBe(403);
  });

  it("refuses every POST while no app secret is saved, and the settings screen is told so", async () => {
    await save({ clearAppSecret: true });
    expect(await view()).toMatchObject({ appSecretSet: false, secretsUnreadable: false });
    const body = payload("wamid.UNSIGNED", "delivered");
    expect((await send(body)).status).toBe(403);
    // Not even a body "signed" with an empty key.
    expect((await send(body, sign(body, ""))).status).toBe(403);
    expect((await statuses()).some((s) => s.messageId === "wamid.UNSIGNED")).toBe(false);
  });

  it("records delivered, read and failed updates once each, matched to the lead by message id", async () => {
    await save({ appSecret: APP_SECRET });
    for (const s of ["delivered", "delivered", "read"])
      expect((await sendSigned(payload("wamid.TEST1", s))).status).toBe(200);
    const failedBody = payload("wamid.TEST1", "failed", [
      {
        code: 131047,
        title: "Re-engagement message",
        message: "More than 24 hours",
        error_data: { details: "Outside window" },
      },
    ]);
    await sendSigned(failedBody);
    const rows = (await statuses()).filter((s) => s.messageId === "wamid.TEST1");
    expect(rows.map((r) => r.status).sort()).toEqual(["delivered", "failed", "read", "sent"]);
    expect(rows.every((r) => r.leadId === leadId)).toBe(true);
    expect(rows.find((r) => r.status === "failed")!.error).toBe(
      "131047: Re-engagement message: More than 24 hours: Outside window",
    );
  });

  it("refuses a POST with a missing or wrong signature once an app secret is set", async () => {
    await save({ appSecret: APP_SECRET });
    const body = payload("wamid.SIGNED", "delivered");
    expect((await send(body)).status).toBe(403);
    expect((await send(body, sign(body, "other-secret"))).status).toBe(403);
    expect((await statuses()).some((s) => s.messageId === "wamid.SIGNED")).toBe(false);
    expect((await send(body, sign(body))).status).toBe(200);
    expect((await statuses()).some((s) => s.messageId === "wamid.SIGNED")).toBe(true);
  });

  it("checks the signature over the raw bytes, not over decoded and re-encoded text", async () => {
    await save({ appSecret: APP_SECRET });
    // "café" in Latin-1: its é byte is not UTF-8, so decoding would turn it into U+FFFD (3 bytes).
    const text = payload("wamid.RAW", "delivered").replace("whatsapp_business_account", "café");
    const bytes = Buffer.from(text, "latin1");
    expect((await send(new Uint8Array(bytes), sign(bytes))).status).toBe(200);
    expect((await statuses()).some((s) => s.messageId === "wamid.RAW")).toBe(true);
  });

  it("refuses every POST when the stored secrets no longer decrypt, and says so to staff", async () => {
    await save({ appSecret: APP_SECRET });
    process.env.SECRETS_KEY = "a-different-key-than-when-the-secrets-were-saved";
    resetConfigForTests();
    try {
      expect(await view()).toMatchObject({
        secretsUnreadable: true,
        appSecretSet: false,
        accessTokenSet: false,
      });
      const body = payload("wamid.STALE", "delivered");
      expect((await send(body, sign(body))).status).toBe(403);
      expect((await statuses()).some((s) => s.messageId === "wamid.STALE")).toBe(false);
    } finally {
      delete process.env.SECRETS_KEY;
      resetConfigForTests();
    }
    expect(await view()).toMatchObject({ secretsUnreadable: false, appSecretSet: true });
  });

  it("lists the latest 10 statuses for staff without secrets", async () => {
    const res = await getStatuses(adminRequest(cookie, "/api/admin/whatsapp/statuses"), {
      params: Promise.resolve({}),
    });
    const { statuses: list } = await res.json();
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list.length).toBeGreaterThan(4);
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(list.at(-1).createdAt).getTime(),
    );
  });
});
