import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import { GET as getStatuses } from "@/app/api/admin/whatsapp/statuses/route";
import { GET as verify, POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { whatsappMessageStatus, whatsappOutbox, whatsappSettings } from "@/modules/whatsapp/schema";
import { UNKNOWN_STATUSES_PER_MINUTE } from "@/modules/whatsapp/server/webhook";
import { inboxIdle } from "@/modules/whatsapp/server/inbox/worker";
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
  // Two messages the Cloud API accepted, as the outbox records them.
  await db.insert(whatsappOutbox).values(
    ["wamid.TEST1", "wamid.TEST2", "wamid.TEST3"].map((waMessageId) => ({
      leadId,
      recipient: "15551234567",
      state: "sent" as const,
      attempts: 1,
      waMessageId,
      sentAt: new Date(),
    })),
  );
});
const outbox = async (waMessageId: string) =>
  (await (await getDb()).select().from(whatsappOutbox)).find((m) => m.waMessageId === waMessageId)!;
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
  // The webhook stores the post and answers; the inbox worker applies it right after.
  const send = async (body: string | Uint8Array, signature?: string) => {
    const res = await webhook(
      new Request("http://localhost:3000/api/whatsapp/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "x-hub-signature-256": signature } : {}),
        },
        body: body as BodyInit,
      }),
    );
    await inboxIdle();
    return res;
  };
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

  it("advances the outbox message sent → delivered → read, never backwards, logging each once", async () => {
    await save({ appSecret: APP_SECRET });
    for (const s of ["delivered", "delivered", "read", "delivered", "sent"])
      expect((await sendSigned(payload("wamid.TEST1", s))).status).toBe(200);
    expect((await outbox("wamid.TEST1")).state).toBe("read");
    const rows = (await statuses()).filter((s) => s.messageId === "wamid.TEST1");
    expect(rows.map((r) => r.status).sort()).toEqual(["delivered", "read", "sent"]);
    expect(rows.every((r) => r.leadId === leadId)).toBe(true);
  });

  it("marks a message failed with the reported error", async () => {
    await sendSigned(payload("wamid.TEST2", "delivered"));
    await sendSigned(
      payload("wamid.TEST2", "failed", [
        {
          code: 131047,
          title: "Re-engagement message",
          message: "More than 24 hours",
          error_data: { details: "Outside window" },
        },
      ]),
    );
    expect(await outbox("wamid.TEST2")).toMatchObject({
      state: "failed",
      error: "131047: Re-engagement message: More than 24 hours: Outside window",
    });
  });

  it("refuses a POST with a missing or wrong signature once an app secret is set", async () => {
    await save({ appSecret: APP_SECRET });
    const body = payload("wamid.TEST3", "delivered");
    expect((await send(body)).status).toBe(403);
    expect((await send(body, sign(body, "other-secret"))).status).toBe(403);
    expect((await statuses()).some((s) => s.messageId === "wamid.TEST3")).toBe(false);
    expect((await send(body, sign(body))).status).toBe(200);
    expect((await statuses()).some((s) => s.messageId === "wamid.TEST3")).toBe(true);
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

  it("stores statuses for unknown message ids once, and at most a minute's cap of them", async () => {
    for (let i = 0; i < UNKNOWN_STATUSES_PER_MINUTE + 20; i++)
      expect((await sendSigned(payload(`wamid.UNKNOWN${i}`, "delivered"))).status).toBe(200);
    await sendSigned(payload("wamid.UNKNOWN0", "delivered"));
    const lastMinute = Date.now() - 60_000;
    const unknown = (await statuses()).filter(
      (s) => s.leadId === null && s.createdAt.getTime() >= lastMinute,
    );
    expect(unknown).toHaveLength(UNKNOWN_STATUSES_PER_MINUTE);
    expect(new Set(unknown.map((s) => s.messageId)).size).toBe(UNKNOWN_STATUSES_PER_MINUTE);
  });

  it("lists the latest messages and the outbox summary for staff without secrets", async () => {
    const res = await getStatuses(adminRequest(cookie, "/api/admin/whatsapp/statuses"), {
      params: Promise.resolve({}),
    });
    const { statuses: list, outbox: summary } = await res.json();
    expect(list.map((m: { state: string }) => m.state).sort()).toEqual([
      "delivered",
      "failed",
      "read",
    ]);
    expect(summary).toMatchObject({ waiting: 0, dailyCap: 200, capReached: false });
    expect(JSON.stringify(list)).not.toContain(TOKEN);
  });
});
