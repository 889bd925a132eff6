import { describe, expect, it, onTestFinished } from "vitest";
import { inArray } from "drizzle-orm";
import { resetConfigForTests } from "@/platform/config";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { POST } from "@/app/api/contact/route";
import { getDb } from "@/platform/db/client";
import { contactMessages } from "@/modules/contact/schema";

const post = (body: unknown, ip = "10.0.0.1") =>
  POST(
    new Request("http://localhost:3000/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": ip },
      body: JSON.stringify(body),
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

  it("limits the whole site per minute, counting only messages that passed validation", async () => {
    process.env.CONTACT_SITE_LIMIT_PER_MINUTE = "2";
    resetConfigForTests();
    try {
      await (await getDb()).delete(rateLimitEvents);
      for (let i = 0; i < 4; i++)
        expect((await post({ ...valid, email: "nope" }, `10.6.${i}.1`)).status).toBe(400);
      for (let i = 0; i < 2; i++) expect((await post(valid, `10.7.${i}.1`)).status).toBe(201);
      const refused = await post(valid, "10.8.0.1");
      expect(refused.status).toBe(429);
      // A refused message spends none of its sender's counts.
      const events = await (
        await getDb()
      )
        .select()
        .from(rateLimitEvents)
        .where(inArray(rateLimitEvents.key, ["10.8.0.1", "10.8.0.0/24"]));
      expect(events).toHaveLength(0);
    } finally {
      delete process.env.CONTACT_SITE_LIMIT_PER_MINUTE;
      resetConfigForTests();
    }
  });
});
