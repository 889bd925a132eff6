import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postLead } from "@/app/api/leads/route";
import { POST as resend } from "@/app/api/admin/leads/[id]/messages/route";
import { PATCH as patchMessage } from "@/app/api/admin/leads/[id]/messages/[messageId]/route";
import { PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import { games } from "@/modules/catalog/schema";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { LEASE_MS } from "@/modules/whatsapp/server/outbox/claim";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { solvedProof } from "../support/person-proof";
import { startGraphStub } from "../support/stubs/whatsapp-graph";

// The windows in which one template could reach a number several times.
const TOKEN = "EAAG-duplicates-token-123456";
// Long enough that a prompt answer always beats it with both cores busy (400 ms did not: a send
// could time out before the stand-in had read it), so only the scripted late answers time out.
const TIMEOUT_MS = 1500;
let stub: Awaited<ReturnType<typeof startGraphStub>>;
let gameId = "";
let cookie = "";
let net = 0;

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

async function requestPrice(whatsapp: string) {
  const res = await postLead(
    new Request("http://localhost:3000/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": `10.77.${++net}.1` },
      body: JSON.stringify({
        whatsapp,
        countryCode: "+1",
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
  (await getDb())
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.leadId, leadId))
    .orderBy(whatsappOutbox.createdAt);
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const run = (now: Date, batch = 10) =>
  getDb().then((db) => processDue(db, { now, dailyCap: 200, batch }));
const waitFor = async (done: () => boolean) => {
  while (!done()) await new Promise((ok) => setTimeout(ok, 10));
};

beforeAll(async () => {
  process.env.WHATSAPP_TIMEOUT_MS = String(TIMEOUT_MS);
  process.env.WHATSAPP_HOLD_FLOOR = "100000";
  resetConfigForTests();
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
  for (const k of ["WHATSAPP_GRAPH_URL", "WHATSAPP_TIMEOUT_MS", "WHATSAPP_HOLD_FLOOR"])
    delete process.env[k];
  resetConfigForTests();
});

describe("an answer that never came (Meta may have accepted)", () => {
  it("accepted but answered after the timeout: the number receives the template at most twice, ever", async () => {
    stub.script.push(
      { acceptAfterMs: TIMEOUT_MS * 3 },
      { acceptAfterMs: TIMEOUT_MS * 3 },
      { acceptAfterMs: TIMEOUT_MS * 3 },
    );
    const leadId = await requestPrice("5550300001");
    let [m] = await messagesOf(leadId);
    expect(m).toMatchObject({ state: "queued", attempts: 1, uncertainAttempts: 1 });
    expect(m!.error).toBe("WhatsApp API did not answer in time");
    await run(later(60));
    [m] = await messagesOf(leadId);
    expect(m).toMatchObject({ state: "unknown", attempts: 2, uncertainAttempts: 2 });
    expect(m!.error).toMatch(/may have delivered it/);
    // Every later run, for days: nothing more goes to this number.
    for (const s of [3600, 86_400, 3 * 86_400]) expect(await run(later(s))).toBe(0);
    // An idle period is the claim: the late answers come in, and still nothing more is sent.
    await new Promise((ok) => setTimeout(ok, TIMEOUT_MS * 3));
    expect(stub.receivedBy("15550300001")).toBe(2);
  });

  it("one automatic resend only: accepted the second time, sent, two sends in all", async () => {
    stub.script.push({ acceptAfterMs: TIMEOUT_MS * 3 });
    const leadId = await requestPrice("5550300002");
    await run(later(60));
    const [m] = await messagesOf(leadId);
    expect(m).toMatchObject({ state: "sent", attempts: 2, uncertainAttempts: 1, error: null });
    expect(await run(later(86_400))).toBe(0);
    // An idle period is the claim: the late answer comes in, and still nothing more is sent.
    await new Promise((ok) => setTimeout(ok, TIMEOUT_MS * 3));
    expect(stub.receivedBy("15550300002")).toBe(2);
  });

  it("a sender lost mid-send counts as unanswered: resent once, then unknown", async () => {
    const leadId = await requestPrice("5550300003");
    const db = await getDb();
    const sendingSince = { state: "sending" as const, lockedUntil: later(-1), sentAt: null };
    await db.update(whatsappOutbox).set(sendingSince).where(eq(whatsappOutbox.leadId, leadId));
    const before = stub.receivedBy("15550300003");
    await run(new Date());
    expect((await messagesOf(leadId))[0]).toMatchObject({ state: "sent", uncertainAttempts: 1 });
    await db.update(whatsappOutbox).set(sendingSince).where(eq(whatsappOutbox.leadId, leadId));
    await run(new Date());
    expect((await messagesOf(leadId))[0]).toMatchObject({ state: "unknown", uncertainAttempts: 2 });
    expect(stub.receivedBy("15550300003")).toBe(before + 1);
  });

  it("staff decide an unknown message: Mark as sent, or Resend", async () => {
    stub.script.push({ acceptAfterMs: TIMEOUT_MS * 3 }, { acceptAfterMs: TIMEOUT_MS * 3 });
    const leadId = await requestPrice("5550300004");
    await run(later(60));
    const [m] = await messagesOf(leadId);
    expect(m!.state).toBe("unknown");
    const mark = (state: string) =>
      patchMessage(
        adminRequest(cookie, `/api/admin/leads/${leadId}/messages/${m!.id}`, {
          method: "PATCH",
          json: { state },
        }),
        ctx({ id: leadId, messageId: m!.id }),
      );
    expect((await mark("failed")).status).toBe(400);
    expect((await mark("sent")).status).toBe(200);
    expect((await messagesOf(leadId))[0]).toMatchObject({ state: "sent" });
    // Only an unknown message can be marked; a second click is refused.
    expect((await mark("sent")).status).toBe(409);

    stub.script.push({ acceptAfterMs: TIMEOUT_MS * 3 }, { acceptAfterMs: TIMEOUT_MS * 3 });
    const other = await requestPrice("5550300005");
    await run(later(60));
    expect((await messagesOf(other))[0]!.state).toBe("unknown");
    const res = await resend(
      adminRequest(cookie, `/api/admin/leads/${other}/messages`, { method: "POST" }),
      ctx({ id: other }),
    );
    expect(res.status).toBe(201);
    await outboxIdle();
    expect((await messagesOf(other)).map((x) => x.state)).toEqual(["unknown", "sent"]);
  });
});

describe("the lease, checked per message", () => {
  it("a batch whose lease ran out mid-way does not send the messages another worker took", async () => {
    await saveSettings(false);
    const a = await requestPrice("5550300011");
    const b = await requestPrice("5550300012");
    await saveSettings(true);
    const db = await getDb();
    for (const id of [a, b])
      await db
        .update(whatsappOutbox)
        .set({ state: "queued", skipReason: null, nextAttemptAt: later(-1) })
        .where(eq(whatsappOutbox.leadId, id));
    // The first send stalls (slow network, a paused process) well past the lease...
    stub.script.push({ acceptAfterMs: 1500 });
    process.env.WHATSAPP_TIMEOUT_MS = "5000";
    resetConfigForTests();
    try {
      const start = new Date();
      const sends = stub.requests.length;
      const first = run(start, 2);
      await waitFor(() => stub.requests.length > sends);
      // ...so another worker, whose clock is past that lease, takes both and sends them.
      await run(new Date(start.getTime() + LEASE_MS + 1000), 2);
      await first;
    } finally {
      process.env.WHATSAPP_TIMEOUT_MS = String(TIMEOUT_MS);
      resetConfigForTests();
    }
    // The stalled send went first; whichever message it was went twice at most (that send,
    // then the one automatic resend). The stalled worker found its lease gone before the
    // other message: one send of it.
    const stalled = stub.delivered.at(-3)!;
    const other = stalled === "15550300011" ? "15550300012" : "15550300011";
    expect(stub.receivedBy(stalled)).toBe(2);
    expect(stub.receivedBy(other)).toBe(1);
    for (const id of [a, b]) expect((await messagesOf(id))[0]!.state).toBe("sent");
  });
});

describe("Resend", () => {
  it("two simultaneous clicks queue one message", async () => {
    stub.script.push({ status: 400, message: "(#131026) Message undeliverable", code: 131026 });
    const leadId = await requestPrice("5550300021");
    expect((await messagesOf(leadId))[0]!.state).toBe("failed");
    const click = () =>
      resend(
        adminRequest(cookie, `/api/admin/leads/${leadId}/messages`, { method: "POST" }),
        ctx({ id: leadId }),
      );
    const answers = await Promise.all([click(), click(), click()]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    await outboxIdle();
    expect((await messagesOf(leadId)).map((m) => m.state)).toEqual(["failed", "sent"]);
  });
});
