import { describe, expect, it, onTestFinished } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { resetConfigForTests } from "@/platform/config";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { POST } from "@/app/api/contact/route";
import { getDb } from "@/platform/db/client";
import { contactMessages } from "@/modules/contact/schema";
import { sweepUnreadSpam } from "@/modules/contact/server/spam-sweep";
import { solvedProof } from "../support/person-proof";

// Proofs of 8 bits: the check is the same, and forty messages need not cost a minute of hashing.
process.env.LEAD_PROOF_BITS = "8";
resetConfigForTests();

/** A message as the contact form sends it: with a solved person-check proof unless one is given. */
const post = (body: Record<string, unknown>, ip = "10.0.0.1") =>
  POST(
    new Request("http://localhost:3000/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": ip },
      body: JSON.stringify("challenge" in body ? body : { ...body, ...solvedProof() }),
    }),
  );

const valid = {
  name: "Ana",
  email: "ana@example.com",
  message: "Do you ship to Spain?",
  company: "FunCo",
  phone: "",
};

describe("POST /api/contact", () => {
  it("stores a message with status new", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const rows = await (await getDb()).select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      company: "FunCo",
      phone: null,
      status: "new",
      spam: false,
    });
  });

  it.each([
    [{ ...valid, name: " " }, "Please enter your name"],
    [{ ...valid, email: "nope" }, "Please enter a valid email address"],
    [{ ...valid, message: "" }, "Please enter a message"],
  ])("refuses %j with 400", async (body, message) => {
    const res = await post(body, "10.0.0.2");
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("accepts but never stores a honeypot submission", async () => {
    const before = (await (await getDb()).select().from(contactMessages)).length;
    const res = await post({ ...valid, website: "http://spam.example" }, "10.0.0.3");
    expect(res.status).toBe(201);
    expect((await (await getDb()).select().from(contactMessages)).length).toBe(before);
  });

  it("limits each IP to 5 messages per 10 minutes with a clear 429", async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, "10.0.0.9")).status).toBe(201);
    const res = await post(valid, "10.0.0.9");
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toMatch(
      /^Too many messages sent\. Please try again in \d+ minutes?\.$/,
    );
    expect((await post(valid, "10.0.0.10")).status).toBe(201);
  });
});

describe("POST /api/contact network and site limits", () => {
  it("counts an IPv4 /24 (20 in 10 minutes) and an IPv6 /48, however many addresses", async () => {
    // The site-wide limit has its own test.
    process.env.CONTACT_SITE_LIMIT_PER_MINUTE = "100000";
    resetConfigForTests();
    onTestFinished(() => {
      delete process.env.CONTACT_SITE_LIMIT_PER_MINUTE;
      resetConfigForTests();
    });
    for (let i = 0; i < 20; i++) expect((await post(valid, `10.5.1.${i + 1}`)).status).toBe(201);
    expect((await post(valid, "10.5.1.200")).status).toBe(429);
    for (let i = 0; i < 20; i++)
      expect((await post(valid, `2001:db8:5:${i.toString(16)}::1`)).status).toBe(201);
    expect((await post(valid, "2001:db8:5:ff::1")).status).toBe(429);
  });

  it("past the whole site's limit per minute refuses nobody: checked messages are stored apart", async () => {
    process.env.CONTACT_SITE_LIMIT_PER_MINUTE = "2";
    resetConfigForTests();
    onTestFinished(() => {
      delete process.env.CONTACT_SITE_LIMIT_PER_MINUTE;
      resetConfigForTests();
    });
    await (await getDb()).delete(rateLimitEvents);
    for (let i = 0; i < 4; i++)
      expect((await post({ ...valid, email: "nope" }, `10.6.${i}.1`)).status).toBe(400);
    for (let i = 0; i < 2; i++)
      expect((await post({ ...valid, email: `in${i}@example.com` }, `10.7.${i}.1`)).status).toBe(
        201,
      );
    // Many addresses that each pass the check cannot shut the form for a real visitor.
    for (let i = 0; i < 6; i++) {
      const res = await post({ ...valid, email: `surge${i}@example.com` }, `10.8.${i}.1`);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true });
    }
    const rows = await (
      await getDb()
    )
      .select({ email: contactMessages.email, spam: contactMessages.spam })
      .from(contactMessages)
      .where(
        inArray(contactMessages.email, [
          "in0@example.com",
          "in1@example.com",
          "surge5@example.com",
        ]),
      );
    expect(Object.fromEntries(rows.map((r) => [r.email, r.spam]))).toEqual({
      "in0@example.com": false,
      "in1@example.com": false,
      "surge5@example.com": true,
    });
  });
});

describe("POST /api/contact person check", () => {
  const db = () => getDb();
  const spamOf = async (email: string) =>
    (await (await db()).select().from(contactMessages).where(eq(contactMessages.email, email))).map(
      (r) => r.spam,
    );

  it("answers a message without a good proof as accepted, and stores it marked as spam", async () => {
    const proof = solvedProof();
    const cases: [string, Record<string, unknown>][] = [
      ["missing@example.com", { challenge: "", nonce: "" }],
      ["forged@example.com", { challenge: "c1.1.16.x.forged", nonce: "1" }],
      // Issued "30 s from now" (within the clock skew allowed): under a second old however
      // long a busy machine takes to get it there.
      ["fast@example.com", solvedProof(-30_000)],
      ["first@example.com", proof],
      ["replayed@example.com", proof],
    ];
    for (const [email, p] of cases) {
      const res = await post({ ...valid, email, ...p }, "10.20.0.1");
      expect(res.status, email).toBe(201);
      // The same answer as a checked message: nothing tells a script what failed.
      expect(await res.json(), email).toEqual({ ok: true });
    }
    expect(await spamOf("missing@example.com")).toEqual([true]);
    expect(await spamOf("forged@example.com")).toEqual([true]);
    expect(await spamOf("fast@example.com")).toEqual([true]);
    expect(await spamOf("first@example.com")).toEqual([false]);
    expect(await spamOf("replayed@example.com")).toEqual([true]);
  });

  it("counts only checked messages site-wide, so failing ones cannot shut the form", async () => {
    process.env.CONTACT_SITE_LIMIT_PER_MINUTE = "2";
    resetConfigForTests();
    onTestFinished(() => {
      delete process.env.CONTACT_SITE_LIMIT_PER_MINUTE;
      resetConfigForTests();
    });
    await (await db()).delete(rateLimitEvents);
    for (let i = 0; i < 4; i++)
      expect((await post({ ...valid, challenge: "" }, `10.21.${i}.1`)).status).toBe(201);
    for (let i = 0; i < 2; i++)
      expect((await post({ ...valid, email: `ok${i}@example.com` }, `10.22.${i}.1`)).status).toBe(
        201,
      );
    expect(await spamOf("ok0@example.com")).toEqual([false]);
    expect(await spamOf("ok1@example.com")).toEqual([false]);
  });
});

describe("unread spam retention", () => {
  it("deletes unread spam older than CONTACT_SPAM_RETENTION_DAYS, and nothing else", async () => {
    const db = await getDb();
    await db.delete(contactMessages);
    const day = 86_400_000;
    const now = new Date("2030-06-01T12:00:00Z");
    const at = (days: number) => new Date(now.getTime() - days * day);
    const row = (
      name: string,
      spam: boolean,
      status: "new" | "read" | "archived",
      days: number,
    ) => ({
      name,
      email: `${name}@example.com`,
      message: "Hello",
      spam,
      status,
      createdAt: at(days),
    });
    await db
      .insert(contactMessages)
      .values([
        row("old-unread-spam", true, "new", 31),
        row("young-unread-spam", true, "new", 29),
        row("old-read-spam", true, "read", 60),
        row("old-archived-spam", true, "archived", 60),
        row("old-real", false, "new", 400),
      ]);
    expect(await sweepUnreadSpam(now)).toBe(1);
    const left = (await db.select({ name: contactMessages.name }).from(contactMessages)).map(
      (r) => r.name,
    );
    expect(left.sort()).toEqual(
      ["old-archived-spam", "old-read-spam", "old-real", "young-unread-spam"].sort(),
    );

    // Configurable: a week.
    process.env.CONTACT_SPAM_RETENTION_DAYS = "7";
    resetConfigForTests();
    onTestFinished(() => {
      delete process.env.CONTACT_SPAM_RETENTION_DAYS;
      resetConfigForTests();
    });
    expect(await sweepUnreadSpam(now)).toBe(1);
    expect(await sweepUnreadSpam(now)).toBe(0);
  });
});
