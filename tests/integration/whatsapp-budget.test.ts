import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postLead } from "@/app/api/leads/route";
import { GET as getChallenge } from "@/app/api/person-check/route";
import { POST as decideHeld } from "@/app/api/admin/whatsapp/held/route";
import { GET as getStatuses } from "@/app/api/admin/whatsapp/statuses/route";
import { PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import { user } from "@/modules/auth/schema";
import { games } from "@/modules/catalog/schema";
import { mailNewOwner } from "@/modules/leads/server/assign";
import { leads } from "@/modules/leads/schema";
import { operators } from "@/modules/machines/schema";
import { POST as askCode } from "@/app/api/portal/code/route";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { issueChallenge, leadingZeroBits } from "@/platform/person-check/proof";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { solvedProof } from "../support/person-proof";
import { startSmtpStub } from "../support/stubs/smtp";
import { startGraphStub } from "../support/stubs/whatsapp-graph";

// Strangers must not be able to spend the WhatsApp budget.
const TOKEN = "EAAG-budget-token-123456";
let stub: Awaited<ReturnType<typeof startGraphStub>>;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let gameId = "";
let cookie = "";
let phone = 5550400000;
let net = 0;

const setEnv = (values: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(values))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  resetConfigForTests();
};
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

type Extra = {
  challenge?: string;
  nonce?: string;
  website?: string;
  whatsapp?: string;
  countryCode?: string;
};
/** A price request from `ip` (by default each from its own network) with a fresh number. */
async function post(extra: Extra = solvedProof(), ip = `10.60.${++net}.1`) {
  const res = await postLead(
    new Request("http://localhost:3000/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": ip },
      body: JSON.stringify({
        whatsapp: String(++phone),
        countryCode: "+1",
        name: "Ana",
        location: "Austin",
        gameId,
        ...extra,
      }),
    }),
  );
  await outboxIdle();
  return res;
}
async function messageOf(res: Response) {
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const [m] = await (
    await getDb()
  )
    .select()
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.leadId, id));
  return m!;
}

beforeAll(async () => {
  cookie = await signInCookie();
  stub = await startGraphStub({ token: TOKEN });
  smtp = await startSmtpStub();
  // The site-wide limit and the surge hold have their own tests; elsewhere they stay out of the way.
  setEnv({
    WHATSAPP_GRAPH_URL: stub.url,
    WHATSAPP_HOLD_FLOOR: "100000",
    LEAD_SITE_LIMIT_PER_MINUTE: "100000",
  });
  const [g] = await (
    await getDb()
  )
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  gameId = g!.id;
  expect((await saveSettings()).status).toBe(200);
});
beforeEach(async () => {
  // Each test starts with no counted requests and no recent leads.
  const db = await getDb();
  await db.delete(rateLimitEvents);
  await db.delete(whatsappOutbox);
  await db.delete(leads);
  stub.script.length = 0;
});
afterAll(async () => {
  await stub.close();
  await smtp.close();
  setEnv({
    WHATSAPP_GRAPH_URL: undefined,
    WHATSAPP_HOLD_FLOOR: undefined,
    WHATSAPP_HOLD_FACTOR: undefined,
    SMTP_URL: undefined,
    LEAD_SITE_LIMIT_PER_MINUTE: undefined,
  });
});

describe("limits on wider networks and the whole site", () => {
  it("counts an IPv4 /24: 20 in 10 minutes however many addresses, then 429", async () => {
    for (let i = 1; i <= 20; i++) expect((await post({}, `10.61.0.${i}`)).status).toBe(201);
    const refused = await post({}, "10.61.0.200");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/^Too many price requests sent\./);
    expect((await post({}, "10.61.1.1")).status).toBe(201);
  });

  it("counts an IPv6 /48 (20) and /32 (60), so fresh /64s or /48s do not escape", async () => {
    for (let i = 1; i <= 20; i++)
      expect((await post({}, `2001:db8:1:${i.toString(16)}::1`)).status).toBe(201);
    expect((await post({}, "2001:db8:1:ff::1")).status).toBe(429);
    for (let s = 2; s <= 3; s++)
      for (let i = 1; i <= 20; i++)
        expect((await post({}, `2001:db8:${s}:${i.toString(16)}::1`)).status).toBe(201);
    expect((await post({}, "2001:db8:4::1")).status).toBe(429);
    expect((await post({}, "2001:db9:4::1")).status).toBe(201);
  });

  it("limits the whole site per minute, counting checked requests only; past it a real buyer is stored, the message held, owners told", async () => {
    setEnv({ LEAD_SITE_LIMIT_PER_MINUTE: "2", SMTP_URL: smtp.url });
    try {
      // Requests failing the person check (a script) are stored unmessaged and spend nothing
      // site-wide, so they cannot shut the form for real buyers.
      for (let i = 0; i < 4; i++)
        expect(await messageOf(await post({}))).toMatchObject({
          state: "skipped",
          skipReason: "the form was not confirmed as filled in by a person",
        });
      for (let i = 0; i < 2; i++)
        expect(await messageOf(await post())).toMatchObject({ state: "sent" });
      const sends = stub.requests.length;
      const mails = smtp.messages.length;
      // The limit reached: the next real buyer still gets 201, the message waits for an owner.
      const held = await messageOf(await post());
      expect(held).toMatchObject({
        state: "held",
        skipReason: "the site-wide limit of price requests per minute was reached",
      });
      expect(stub.requests.length).toBe(sends);
      await expect.poll(() => smtp.messages.length).toBe(mails + 1);
      expect(smtp.messages.at(-1)!.raw.replace(/=\r?\n/g, "")).toMatch(/the site-wide limit/);
    } finally {
      setEnv({ LEAD_SITE_LIMIT_PER_MINUTE: "100000", SMTP_URL: undefined });
    }
  });
});

describe("the person check before a message is queued", () => {
  it("hands out a signed challenge that is never cached", async () => {
    const res = await getChallenge();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { challenge: string; bits: number };
    expect(body.bits).toBe(16);
    expect(body.challenge.split(".")).toHaveLength(5);
  });

  it("queues and sends the message of a request with a solved challenge", async () => {
    expect(await messageOf(await post())).toMatchObject({ state: "sent" });
  });

  const notPerson = {
    state: "skipped",
    skipReason: "the form was not confirmed as filled in by a person",
  };
  const unsolved = (ageMs = 10_000) => {
    const { challenge, bits } = issueChallenge(new Date(Date.now() - ageMs));
    let n = 0;
    while (leadingZeroBits(createHash("sha256").update(`${challenge}:${n}`).digest()) >= bits) n++;
    return { challenge, nonce: String(n) };
  };

  it.each([
    ["no proof at all", () => ({})],
    ["a nonce that does not do the work", () => unsolved()],
    // Issued "30 s from now" (within the minute of clock skew allowed): its age is under a second
    // however long a busy machine takes to solve and post it, as a real too-fast form's is.
    ["a form sent within a second of opening", () => solvedProof(-30_000)],
    ["a challenge older than two hours", () => solvedProof(2 * 60 * 60_000 + 60_000)],
    [
      "a forged signature",
      () => {
        const p = solvedProof();
        return { ...p, challenge: p.challenge.replace(/.$/, (c) => (c === "A" ? "B" : "A")) };
      },
    ],
  ])("stores the lead but sends nothing for %s", async (_, proof) => {
    const sends = stub.requests.length;
    expect(await messageOf(await post(proof()))).toMatchObject(notPerson);
    expect(stub.requests.length).toBe(sends);
  });

  it("accepts a challenge once: a replay is stored but not messaged", async () => {
    const proof = solvedProof();
    expect(await messageOf(await post(proof))).toMatchObject({ state: "sent" });
    expect(await messageOf(await post(proof))).toMatchObject(notPerson);
    const twice = await Promise.all([post(solvedProof()), post(solvedProof())]);
    for (const res of twice) expect((await messageOf(res)).state).toBe("sent");
  });

  it("still answers a filled honeypot with 201 and stores nothing", async () => {
    const res = await post({ ...solvedProof(), website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await (await getDb()).select().from(leads)).toHaveLength(0);
  });
});

describe("a surge of leads", () => {
  it("holds new messages for an owner, warns in the back office and emails owners once", async () => {
    setEnv({ WHATSAPP_HOLD_FLOOR: "3", SMTP_URL: smtp.url });
    try {
      for (let i = 0; i < 3; i++)
        expect(await messageOf(await post())).toMatchObject({ state: "sent" });
      const sends = stub.requests.length;
      const mails = smtp.messages.length;
      const held = [await messageOf(await post()), await messageOf(await post())];
      for (const m of held)
        expect(m).toMatchObject({ state: "held", skipReason: "unusually many price requests" });
      expect(await (await getDb()).select().from(leads)).toHaveLength(5);
      await expect.poll(() => smtp.messages.length).toBe(mails + 1);
      const mail = smtp.messages.at(-1)!;
      expect(mail.raw).toMatch(/Subject: WhatsApp messages held: unusually many price requests/);
      expect(mail.raw).toMatch(/\/admin\/leads/);
      expect(stub.requests.length).toBe(sends);

      // Held messages are never claimed, whatever the time.
      expect(
        await processDue(await getDb(), { now: new Date(Date.now() + 86_400_000), dailyCap: 200 }),
      ).toBe(0);

      const status = await getStatuses(
        adminRequest(cookie, "/api/admin/whatsapp/statuses"),
        ctx({}),
      );
      expect((await status.json()).outbox).toMatchObject({ held: 2 });

      const decide = (action: string, c = cookie) =>
        decideHeld(
          adminRequest(c, "/api/admin/whatsapp/held", { method: "POST", json: { action } }),
          ctx({}),
        );
      expect((await decide("maybe")).status).toBe(400);
      expect((await decide("approve", await signInCookie("sales"))).status).toBe(403);
      const approved = await decide("approve");
      expect(await approved.json()).toEqual({ count: 2 });
      await outboxIdle();
      expect(stub.requests.length).toBe(sends + 2);

      const third = await messageOf(await post());
      expect(third.state).toBe("held");
      expect(await (await decide("discard")).json()).toEqual({ count: 1 });
      const [after] = await (
        await getDb()
      )
        .select()
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.id, third.id));
      expect(after).toMatchObject({ state: "skipped" });
      expect(smtp.messages.length).toBe(mails + 1);
    } finally {
      setEnv({ WHATSAPP_HOLD_FLOOR: "100000", SMTP_URL: undefined });
    }
  });

  it("measures the surge against the last 7 days: a busy site's usual rate is no surge", async () => {
    setEnv({ WHATSAPP_HOLD_FLOOR: "3", WHATSAPP_HOLD_FACTOR: "2" });
    try {
      // 3 leads per 10 minutes on average over the past week: up to 6 in 10 minutes is usual.
      const db = await getDb();
      const week = 7 * 24 * 60 * 60_000;
      const rows = Array.from({ length: 3 * 1008 }, (_, i) => ({
        name: "Past",
        whatsapp: "+15550000000",
        countryCode: "+1",
        location: "Austin",
        gameId,
        createdAt: new Date(Date.now() - 11 * 60_000 - (i * (week - 11 * 60_000)) / (3 * 1008)),
      }));
      for (let i = 0; i < rows.length; i += 500)
        await db.insert(leads).values(rows.slice(i, i + 500));
      for (let i = 0; i < 6; i++)
        expect(await messageOf(await post())).toMatchObject({ state: "sent" });
      expect(await messageOf(await post())).toMatchObject({ state: "held" });
    } finally {
      setEnv({ WHATSAPP_HOLD_FLOOR: "100000", WHATSAPP_HOLD_FACTOR: undefined });
    }
  });
});

describe("what strangers cannot do to real buyers", () => {
  it("the surge counts checked leads only: a flood of unchecked requests holds no real buyer", async () => {
    setEnv({ WHATSAPP_HOLD_FLOOR: "3" });
    try {
      for (let i = 0; i < 6; i++)
        expect(await messageOf(await post({}))).toMatchObject({ state: "skipped" });
      expect(await messageOf(await post())).toMatchObject({ state: "sent" });
    } finally {
      setEnv({ WHATSAPP_HOLD_FLOOR: "100000" });
    }
  });

  it("an operator's sign-in codes neither use up a number's message for the day nor the daily cap", async () => {
    // Someone who knows a venue's number asks for its sign-in codes; the same person then asks
    // for a price from that number, and so do others, under a cap of one.
    const number = "+33612340001";
    await (
      await getDb()
    )
      .insert(operators)
      .values({ company: "Budget Arcade", contactName: "Ana", whatsapp: number, country: "FR" });
    const asked = await askCode(
      new Request("http://localhost:3000/api/portal/code", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "http://localhost:3000",
          "x-client-ip": "10.62.0.1",
        },
        body: JSON.stringify({ contact: number }),
      }),
    );
    expect(asked.status).toBe(202);
    await outboxIdle();
    const codes = await (
      await getDb()
    )
      .select()
      .from(whatsappOutbox)
      .where(
        and(eq(whatsappOutbox.recipient, number.slice(1)), eq(whatsappOutbox.signInCode, true)),
      );
    expect(codes).toHaveLength(1);
    expect(codes[0]!.state).toBe("sent");
    setEnv({ WHATSAPP_DAILY_CAP: "1" });
    try {
      const first = await messageOf(
        await post({ ...solvedProof(), whatsapp: "612340001", countryCode: "+33" }),
      );
      expect(first.recipient).toBe(number.slice(1));
      expect(first).toMatchObject({ state: "sent", skipReason: null });
    } finally {
      setEnv({ WHATSAPP_DAILY_CAP: undefined });
    }
  });

  it("keeps the buyer's name out of the new-owner email's subject", async () => {
    setEnv({ SMTP_URL: smtp.url });
    try {
      const [owner] = await (await getDb()).select({ id: user.id }).from(user).limit(1);
      const lead = { id: "x", name: "Ana www.win-prizes.example", whatsapp: "+15550000000" };
      expect(await mailNewOwner(owner!.id, lead, null)).toBe("sent");
      const subject = /^Subject: (.*)$/m.exec(smtp.messages.at(-1)!.raw)![1]!;
      expect(subject).toBe("New lead for you");
    } finally {
      setEnv({ SMTP_URL: undefined });
    }
  });

  it("tells owners by email, once a day, when the daily cap is spent", async () => {
    setEnv({ SMTP_URL: smtp.url });
    try {
      await saveSettings(false);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push(((await (await post()).json()) as { id: string }).id);
      await saveSettings(true);
      const db = await getDb();
      await db
        .update(whatsappOutbox)
        .set({ state: "queued", skipReason: null, nextAttemptAt: new Date(Date.now() - 1000) })
        .where(inArray(whatsappOutbox.leadId, ids));
      const capMails = () =>
        smtp.messages.filter((m) => /Subject: WhatsApp daily message limit reached/.test(m.raw));
      const before = capMails().length;
      await processDue(db, { now: new Date(), dailyCap: 1 });
      await processDue(db, { now: new Date(Date.now() + 1000), dailyCap: 1 });
      await expect.poll(() => capMails().length).toBe(before + 1);
      // Later runs of the same day put messages off again but mail nobody twice.
      await db
        .update(whatsappOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(and(inArray(whatsappOutbox.leadId, ids), eq(whatsappOutbox.state, "queued")));
      await processDue(db, { now: new Date(Date.now() + 2000), dailyCap: 1 });
      expect(capMails().length).toBe(before + 1);
    } finally {
      setEnv({ SMTP_URL: undefined });
    }
  });
});

describe("the daily cap", () => {
  it("counts every attempt that reached the API, not only accepted messages", async () => {
    await saveSettings(false);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await (await post()).json()) as { id: string }).id);
    await saveSettings(true);
    const db = await getDb();
    await db
      .update(whatsappOutbox)
      .set({ state: "queued", skipReason: null, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(inArray(whatsappOutbox.leadId, ids));
    stub.script.push({ status: 500, message: "Internal error", code: 1 });
    await processDue(db, { now: new Date(), dailyCap: 2 });
    // One 500 and one accepted message: the cap of 2 is spent, the retry and the third wait.
    await processDue(db, { now: new Date(Date.now() + 60_000), dailyCap: 2 });
    const rows = await db.select().from(whatsappOutbox).where(inArray(whatsappOutbox.leadId, ids));
    expect(rows.filter((m) => m.state === "sent")).toHaveLength(1);
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    for (const m of rows.filter((r) => r.state === "queued"))
      expect(m.nextAttemptAt!.getTime()).toBe(tomorrow.getTime());
  });
});
