import { beforeAll, describe, expect, it } from "vitest";
import { POST as postLead } from "@/app/api/leads/route";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postVitals } from "@/app/api/vitals/route";
import { games } from "@/modules/catalog/schema";
import { contactMessages } from "@/modules/contact/schema";
import { leads } from "@/modules/leads/schema";
import { webVitalsDaily } from "@/modules/vitals/schema";
import { getDb } from "@/platform/db/client";
import { solvedProof } from "../support/person-proof";

// The three public writes refuse any request another site's page could make a browser send.
let gameId = "";
beforeAll(async () => {
  const [g] = await (
    await getDb()
  )
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  gameId = g!.id;
});

let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

const bodies = {
  leads: () => ({
    whatsapp: "555 123-4567",
    countryCode: "+1",
    name: "Ana",
    location: "Austin, TX, USA",
    gameId,
  }),
  contact: () => ({
    name: "Ana",
    email: "ana@example.com",
    message: "Do you ship to Spain?",
    ...solvedProof(),
  }),
  vitals: () => ({ path: "/", lcp: 900 }),
};
const handlers = { leads: postLead, contact: postContact, vitals: postVitals };
type Endpoint = keyof typeof handlers;

function send(endpoint: Endpoint, headers: Record<string, string>, body?: string) {
  return handlers[endpoint](
    new Request(`http://localhost:3000/api/${endpoint}`, {
      method: "POST",
      headers: { "x-client-ip": nextIp(), ...headers },
      body: body ?? JSON.stringify(bodies[endpoint]()),
    }),
  );
}

async function stored() {
  const db = await getDb();
  return {
    leads: (await db.select().from(leads)).length,
    contact: (await db.select().from(contactMessages)).length,
    vitals: (await db.select().from(webVitalsDaily)).length,
  };
}

const json = { "content-type": "application/json" };

describe.each(["leads", "contact", "vitals"] as const)("POST /api/%s from another site", (ep) => {
  it.each([
    ["another site's Origin", { ...json, origin: "https://evil.example" }],
    ["an opaque Origin", { ...json, origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { ...json, "sec-fetch-site": "cross-site" }],
    [
      "a look-alike host in Origin",
      { ...json, origin: "http://localhost:3000.evil.example", "sec-fetch-site": "cross-site" },
    ],
  ])("answers 403 to %s and stores nothing", async (_, headers) => {
    const before = await stored();
    const res = await send(ep, headers);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("FORBIDDEN");
    expect(await stored()).toEqual(before);
  });

  it("accepts the site's own pages (same origin) and callers that send neither header", async () => {
    const own = await send(ep, {
      ...json,
      origin: "http://localhost:3000",
      "sec-fetch-site": "same-origin",
    });
    expect(own.status).toBeLessThan(300);
    const proxied = await send(ep, {
      ...json,
      host: "shop.example.com",
      "x-forwarded-proto": "https",
      origin: "https://shop.example.com",
    });
    expect(proxied.status).toBeLessThan(300);
    const serverToServer = await send(ep, json);
    expect(serverToServer.status).toBeLessThan(300);
  });
});

describe.each(["leads", "contact"] as const)("POST /api/%s content type", (ep) => {
  it.each([
    ["text/plain", { "content-type": "text/plain" }],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }],
    ["none", {}],
  ])("answers 415 to %s and stores nothing", async (_, headers) => {
    const before = await stored();
    const res = await send(ep, headers);
    expect(res.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it("accepts application/json with a charset", async () => {
    const res = await send(ep, { "content-type": "application/json; charset=utf-8" });
    expect(res.status).toBe(201);
  });
});
