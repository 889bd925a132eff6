import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postLead } from "@/app/api/leads/route";
import { PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import type { Db } from "@/platform/db/open";
import { adminRequest, signInCookie } from "../setup/auth";
import { solvedProof } from "../support/person-proof";
import { startGraphStub } from "../support/stubs/whatsapp-graph";

const TOKEN = "EAAG-outbox-token-123456";
let stub: Awaited<ReturnType<typeof startGraphStub>>;
let gameId = "";
let cookie = "";
let ip = 0;

const saveSettings = (active = true) =>
  putSettings(
    adminRequest(cookie, "/api/admin/whatsapp/settings", {
      method: "PUT",
      json: {
        apiVersion: "v25.0",
        phoneNumberId: "1098765",
        accessToken: TOKEN,
        businessAccountId: "555000",
        verifyToken: "verify-me",
        appSecret: "",
        templateName: "otp_verification",
        templateLanguage: "en",
        active,
      },
    }),
    { params: Promise.resolve({}) },
  );

/** A visitor's price request through the public endpoint, each from its own address. */
async function requestPrice(whatsapp: string, countryCode = "+1") {
  const res = await postLead(
    new Request("http://localhost:3000/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": `10.9.${++ip}.1` },
      body: JSON.stringify({
        whatsapp,
        countryCode,
        name: "Ana",
        location: "Austin",
        gameId,
        ...solvedProof(),
      }),
    }),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await outboxIdle();
  return id;
}

const messagesOf = async (leadId: string) =>
  (await getDb()).select().from(whatsappOutbox).where(eq(whatsappOutbox.leadId, leadId));
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const run = (now: Date, dailyCap = 200) => getDb().then((db) => processDue(db, { now, dailyCap }));

beforeAll(async () => {
  // Many leads in a few seconds here; the surge hold and site limit have their own tests.
  process.env.WHATSAPP_HOLD_FLOOR = "100000";
  process.env.LEAD_SITE_LIMIT_PER_MINUTE = "100000";
  cookie = await signInCookie();
  stub = await startGraphStub({ token: TOKEN });
  process.env.WHATSAPP_GRAPH_URL = stub.url;
  resetConfigForTests();
  const [g] = await (
    await getDb()
  )
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  gameId = g!.id;
  expect((await saveSettings()).status).toBe(200);
});
beforeEach(() => {
  stub.script.length = 0;
});
afterAll(async () => {
  await stub.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  delete process.env.WHATSAPP_HOLD_FLOOR;
  delete process.env.LEAD_SITE_LIMIT_PER_MINUTE;
  resetConfigForTests();
});

describe("the WhatsApp outbox", () => {
  it("stores the lead and its queued message together, then sends it once", async () => {
    const leadId = await requestPrice("5550100001");
    const [message] = await messagesOf(leadId);
    expect(message).toMatchObject({ state: "sent", attempts: 1, recipient: "15550100001" });
    expect(message!.waMessageId).toMatch(/^wamid\./);
    const req = stub.requests.at(-1)!;
    expect(req.url).toBe("/v25.0/1098765/messages");
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(req.body)).toEqual({
      messaging_product: "whatsapp",
      to: "15550100001",
      type: "template",
      template: { name: "otp_verification", language: { code: "en" } },
    });
    const sends = stub.requests.length;
    expect(await run(later(3600))).toBe(0);
    expect(stub.requests.length).toBe(sends);
  });

  it("retries two 500s with backoff, then sends: 3 attempts", async () => {
    stub.script.push(
      { status: 500, message: "Service temporarily unavailable", code: 2 },
      { status: 503, message: "Service temporarily unavailable", code: 2 },
    );
    const leadId = await requestPrice("5550100002");
    let [message] = await messagesOf(leadId);
    expect(message).toMatchObject({ state: "queued", attempts: 1 });
    const firstRetryIn = message!.nextAttemptAt!.getTime() - Date.now();
    expect(firstRetryIn).toBeGreaterThan(2_000);
    expect(firstRetryIn).toBeLessThanOrEqual(10_000);
    expect(await run(later(1))).toBe(0);
    await run(later(11));
    [message] = await messagesOf(leadId);
    expect(message).toMatchObject({ state: "queued", attempts: 2 });
    await run(later(60));
    [message] = await messagesOf(leadId);
    expect(message).toMatchObject({ state: "sent", attempts: 3, error: null });
  });

  it("honours Retry-After on 429", async () => {
    stub.script.push({
      status: 429,
      message: "Rate limit hit",
      code: 130429,
      headers: { "retry-after": "120" },
    });
    const leadId = await requestPrice("5550100003");
    const [message] = await messagesOf(leadId);
    expect(message).toMatchObject({ state: "queued", attempts: 1, errorCode: 130429 });
    expect(message!.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(115_000);
    expect(await run(later(60))).toBe(0);
    await run(later(125));
    expect((await messagesOf(leadId))[0]).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("fails for good on a 400, keeping the API's message and code", async () => {
    stub.script.push({
      status: 400,
      message: "(#131026) Message undeliverable",
      code: 131026,
    });
    const leadId = await requestPrice("5550100004");
    const [message] = await messagesOf(leadId);
    expect(message).toMatchObject({
      state: "failed",
      attempts: 1,
      error: "(#131026) Message undeliverable",
      errorCode: 131026,
      nextAttemptAt: null,
    });
    const sends = stub.requests.length;
    await run(later(86_400));
    expect(stub.requests.length).toBe(sends);
  });

  it("retries when the API cannot be reached", async () => {
    process.env.WHATSAPP_GRAPH_URL = "http://127.0.0.1:9";
    resetConfigForTests();
    const leadId = await requestPrice("5550100011");
    process.env.WHATSAPP_GRAPH_URL = stub.url;
    resetConfigForTests();
    expect((await messagesOf(leadId))[0]).toMatchObject({
      state: "queued",
      attempts: 1,
      error: "Could not reach the WhatsApp API",
    });
    await run(later(11));
    expect((await messagesOf(leadId))[0]).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("gives up a message still failing about 24 hours after the lead", async () => {
    const leadId = await requestPrice("5550100005");
    const db = await getDb();
    await db
      .update(whatsappOutbox)
      .set({ state: "queued", createdAt: later(-86_398), nextAttemptAt: later(-1) })
      .where(eq(whatsappOutbox.leadId, leadId));
    stub.script.push({ status: 500, message: "Internal error", code: 1 });
    await run(new Date());
    expect((await messagesOf(leadId))[0]).toMatchObject({
      state: "failed",
      error: "Gave up after 2 attempts: Internal error",
    });
  });

  it("sends one template per number in 24 hours; the second lead is kept and marked skipped", async () => {
    const first = await requestPrice("5550100006");
    const second = await requestPrice("(555) 010-0006");
    expect((await messagesOf(first))[0]!.state).toBe("sent");
    expect((await messagesOf(second))[0]).toMatchObject({
      state: "skipped",
      skipReason: "already messaged today",
    });
    const stored = await (await getDb()).select().from(leads).where(eq(leads.id, second));
    expect(stored).toHaveLength(1);
  });

  it("holds messages past the daily cap until the next UTC day", async () => {
    const db = await getDb();
    // Today's earlier API attempts (what the cap counts) are forgotten: a fresh day.
    await db.delete(rateLimitEvents).where(eq(rateLimitEvents.bucket, "whatsapp-api"));
    await saveSettings(false);
    const ids = [
      await requestPrice("5550100007"),
      await requestPrice("5550100008"),
      await requestPrice("5550100009"),
    ];
    await saveSettings(true);
    await db
      .update(whatsappOutbox)
      .set({ state: "queued", skipReason: null, nextAttemptAt: later(-1) })
      .where(inArray(whatsappOutbox.leadId, ids));
    await run(new Date(), 2);
    await run(new Date(), 2);
    const states = await Promise.all(ids.map(async (id) => (await messagesOf(id))[0]!));
    expect(states.filter((m) => m.state === "sent")).toHaveLength(2);
    const held = states.find((m) => m.state === "queued")!;
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(held.nextAttemptAt!.getTime()).toBe(tomorrow.getTime());
    expect(held.attempts).toBe(0);
  });

  it("marks the message skipped when WhatsApp is turned off", async () => {
    await saveSettings(false);
    const leadId = await requestPrice("5550100010");
    expect((await messagesOf(leadId))[0]).toMatchObject({
      state: "skipped",
      skipReason: "WhatsApp messaging is not set up or is turned off",
    });
    await saveSettings(true);
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "sends each message once when two workers on separate connections run together",
    async () => {
      const db = await getDb();
      const [{ name } = { name: "" }] = (
        (await db.execute("select current_database() as name")) as unknown as {
          rows: Array<{ name: string }>;
        }
      ).rows;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const pools = [1, 2].map(() => new pg.Pool({ connectionString: url.toString(), max: 4 }));
      try {
        await saveSettings(false);
        const ids: string[] = [];
        for (let i = 0; i < 12; i++) ids.push(await requestPrice(`55502000${10 + i}`));
        await saveSettings(true);
        await db
          .update(whatsappOutbox)
          .set({ state: "queued", skipReason: null, nextAttemptAt: later(-1) })
          .where(inArray(whatsappOutbox.leadId, ids));
        const before = stub.requests.length;
        const workers = pools.map((pool) => drizzle(pool) as unknown as Db);
        await Promise.all(
          workers.flatMap((w) => [1, 2, 3].map(() => processDue(w, { dailyCap: 200, batch: 2 }))),
        );
        await Promise.all(workers.map((w) => processDue(w, { dailyCap: 200 })));
        const sentTo = stub.requests.slice(before).map((r) => JSON.parse(r.body).to as string);
        expect(sentTo).toHaveLength(12);
        expect(new Set(sentTo).size).toBe(12);
        for (const id of ids) expect((await messagesOf(id))[0]!.state).toBe("sent");
      } finally {
        await Promise.all(pools.map((p) => p.end()));
      }
    },
  );
});
