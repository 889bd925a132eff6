import { describe, expect, it } from "vitest";
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
