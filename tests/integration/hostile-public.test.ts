import { createHmac } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as contact from "@/app/api/contact/route";
import * as leads from "@/app/api/leads/route";
import * as webhook from "@/app/api/whatsapp/webhook/route";
import * as whatsapp from "@/app/api/admin/whatsapp/settings/route";
import { getAuth } from "@/modules/auth/server/auth";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { expectNoPollution, hostileString, hostileValue, RUNS, snapshot } from "../support/hostile";
import { assertHostileBodiesHandled } from "../support/hostile-endpoint";

// Item 5 of the hardening issue: the public JSON endpoints, which anyone on the internet can call.

let gameId: string;
const APP_SECRET = "hostile-app-secret";
const publicPost = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-ip": "203.0.113.9", ...headers },
    body: JSON.stringify(body),
  });
// Valid bodies count against the per-client limit; each run starts with a fresh allowance.
const forgetLimits = async () => {
  await (await getDb()).delete(t.rateLimitEvents);
};

beforeAll(async () => {
  const db = await getDb();
  const [g] = await db.insert(t.games).values({ title: "Racer", category: "Racing" }).returning();
  gameId = g!.id;
  // An app secret, so webhook posts are signed as Meta signs them (inactive: nothing is sent).
  const cookie = await signInCookie();
  const res = await whatsapp.PUT(
    adminRequest(cookie, "/x", {
      method: "PUT",
      json: {
        apiVersion: "v21.0",
        phoneNumberId: "1",
        accessToken: "token-123",
        businessAccountId: "2",
        verifyToken: "v",
        appSecret: APP_SECRET,
        templateName: "otp_verification",
        templateLanguage: "en",
        active: false,
      },
    }),
    ctx({}),
  );
  expect(res.status).toBe(200);
});

describe("hostile values on public endpoints", () => {
  it("POST /api/contact", () =>
    assertHostileBodiesHandled({
      call: (b) => contact.POST(publicPost("/api/contact", b)),
      base: () => ({
        name: "Quinn",
        email: "quinn@example.com",
        company: "Fun Zone",
        phone: "+1 555 0100",
        message: "Hello,\nplease call me.",
      }),
      extraKeys: ["website"],
      tables: ["contact_messages"],
      text: {
        name: "Name",
        email: "Email",
        company: "Company",
        phone: "Phone",
        message: "Message",
      },
      multiline: ["message"],
      before: forgetLimits,
      runs: 300,
    }));

  it("POST /api/leads", () =>
    assertHostileBodiesHandled({
      call: (b) => leads.POST(publicPost("/api/leads", b)),
      base: () => ({
        whatsapp: "555 123 4567",
        countryCode: "+1",
        name: "Ana Lopez",
        location: "Austin, TX, USA",
        gameId,
      }),
      extraKeys: ["website"],
      tables: ["leads"],
      text: { name: "Name", location: "Location" },
      before: forgetLimits,
      runs: 300,
    }));

  it("POST /api/whatsapp/webhook with signed hostile payloads", async () => {
    const status = fc.record({
      id: fc.oneof(fc.constant("wamid.1"), hostileString),
      status: fc.oneof(fc.constantFrom("sent", "delivered", "read", "failed"), hostileValue),
      recipient_id: fc.oneof(fc.constant("15551234"), hostileValue),
      errors: fc.oneof(
        fc.constant(undefined),
        fc.array(fc.record({ code: hostileValue, title: hostileValue, message: hostileString })),
      ),
    });
    const payload = fc.oneof(
      hostileValue,
      fc.record({
        object: fc.constant("whatsapp_business_account"),
        entry: fc.array(
          fc.record({
            changes: fc.array(fc.record({ value: fc.record({ statuses: fc.array(status) }) })),
          }),
          { maxLength: 2 },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const raw = JSON.stringify(p) ?? "";
        const signature = `sha256=${createHmac("sha256", APP_SECRET).update(raw).digest("hex")}`;
        const res = await webhook.POST(
          new Request("http://localhost:3000/api/whatsapp/webhook", {
            method: "POST",
            headers: { "content-type": "application/json", "x-hub-signature-256": signature },
            body: raw,
          }),
        );
        expect(res.status).toBeLessThan(500);
        expectNoPollution();
      }),
      { numRuns: RUNS },
    );
    // Only well-formed statuses were stored: every stored row is plain text.
    const rows = await (await getDb()).select().from(t.whatsappMessageStatus);
    for (const r of rows) expect(r.messageId ?? "").not.toMatch(/[\u0000-\u001F]/);
  });

  it("stores nothing from a filled honeypot, whatever else the body holds", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileString.filter((s) => s.length > 0),
        async (website) => {
          const before = await snapshot(["contact_messages", "leads"]);
          const body = { name: "Bot", email: "bot@example.com", message: "Buy", website };
          const res = await contact.POST(publicPost("/api/contact", body));
          expect(res.status).toBeLessThan(500);
          expect(await snapshot(["contact_messages", "leads"])).toBe(before);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("hostile values on sign-in", () => {
  it("POST /api/auth/sign-in/email never answers 5xx and never signs anyone in", async () => {
    const auth = await getAuth();
    const value = fc.oneof(hostileString, hostileValue);
    await fc.assert(
      fc.asyncProperty(fc.record({ email: value, password: value }), async (body) => {
        await forgetLimits();
        const res = await auth.handler(
          publicPost("/api/auth/sign-in/email", body, { origin: "http://localhost:3000" }),
        );
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.headers.getSetCookie()).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    const nul = await auth.handler(
      publicPost(
        "/api/auth/sign-in/email",
        { email: "staff\u0000@example.com", password: "correct-horse-battery" },
        { origin: "http://localhost:3000" },
      ),
    );
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { message: string }).message).toBe(
      "Email must not contain control characters",
    );
  });
});
