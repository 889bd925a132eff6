import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/leads/route";
import { GET as geo } from "@/app/api/geo/route";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { getDb } from "@/platform/db/client";
import { resetConfigForTests } from "@/platform/config";
import { startGeoIpStub } from "../support/stubs/geoip";

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

const post = (body: unknown, ip = "10.1.0.1") =>
  POST(
    new Request("http://localhost:3000/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-ip": ip },
      body: JSON.stringify(body),
    }),
  );
const valid = () => ({
  whatsapp: "555 123-4567",
  countryCode: "+1",
  name: "  Ana Lopez ",
  location: "Austin, TX, USA",
  gameId,
});
const allLeads = async () => (await getDb()).select().from(leads);

describe("POST /api/leads", () => {
  it("stores the lead with the country code before the digits and status new, answering 201 after the insert", async () => {
    const res = await post(valid());
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const rows = await allLeads();
    expect(rows.find((r) => r.id === id)).toMatchObject({
      name: "Ana Lopez",
      whatsapp: "+15551234567",
      countryCode: "+1",
      location: "Austin, TX, USA",
      gameId,
      status: "new",
    });
  });

  it.each([
    [{ whatsapp: "" }, "Please enter a WhatsApp number"],
    [{ whatsapp: "abc" }, "Please enter a WhatsApp number"],
    [{ whatsapp: "123456789012345" }, "Please enter a valid WhatsApp number"],
    [{ name: "   " }, "Please enter your name"],
    [{ location: " " }, "Please enter your location"],
    [{ countryCode: "+999" }, "Please choose a country code"],
    [{ whatsapp: "555 123" }, "This number is too short for +1"],
    [{ whatsapp: "5551234567890" }, "This number is too long for +1"],
    [{ countryCode: "+33", whatsapp: "12345" }, "This number is too short for +33"],
    [{ gameId: "not-a-uuid" }, "Unknown game"],
  ])("refuses %j with 400 and the form's message", async (change, message) => {
    const before = (await allLeads()).length;
    const res = await post({ ...valid(), ...change }, "10.1.0.2");
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    expect((await allLeads()).length).toBe(before);
  });

  it("stores the page's language, English when none is sent, and refuses an unknown one", async () => {
    const es = await post({ ...valid(), language: "es" }, "10.1.0.5");
    expect(es.status).toBe(201);
    const plain = await post(valid(), "10.1.0.6");
    const rows = await allLeads();
    const { id: esId } = await es.json();
    const { id: plainId } = await plain.json();
    expect(rows.find((r) => r.id === esId)?.language).toBe("es");
    expect(rows.find((r) => r.id === plainId)?.language).toBe("en");
    const bad = await post({ ...valid(), language: "xx" }, "10.1.0.7");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Unknown language");
  });

  it("accepts 14 digits where the country has such numbers, and refuses an unknown game with 404", async () => {
    expect(
      (await post({ ...valid(), countryCode: "+49", whatsapp: "15123456789012" }, "10.1.0.3"))
        .status,
    ).toBe(201);
    const res = await post(
      { ...valid(), gameId: "00000000-0000-4000-8000-000000000000" },
      "10.1.0.3",
    );
    expect(res.status).toBe(404);
  });

  it("accepts but never stores a honeypot submission", async () => {
    const before = (await allLeads()).length;
    const res = await post({ ...valid(), website: "http://spam.example" }, "10.1.0.4");
    expect(res.status).toBe(201);
    expect((await allLeads()).length).toBe(before);
  });

  it("limits each IP to 5 price requests per 10 minutes with a clear 429", async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid(), "10.1.0.9")).status).toBe(201);
    const res = await post(valid(), "10.1.0.9");
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toMatch(
      /^Too many price requests sent\. Please try again in \d+ minutes?\.$/,
    );
    expect((await post(valid(), "10.1.0.10")).status).toBe(201);
  });

  it("limits an IPv6 client per /64, so a fresh address per request does not escape", async () => {
    for (let i = 1; i <= 5; i++)
      expect((await post(valid(), `2001:db8:77:1::${i.toString(16)}`)).status).toBe(201);
    expect((await post(valid(), "2001:db8:77:1:ffff:1:2:3")).status).toBe(429);
    expect((await post(valid(), "2001:db8:77:2::1")).status).toBe(201);
  });
});

describe("GET /api/geo", () => {
  const call = (ip = "203.0.113.9") =>
    geo(new Request("http://localhost:3000/api/geo", { headers: { "x-client-ip": ip } }));
  let stub: Awaited<ReturnType<typeof startGeoIpStub>> | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
    delete process.env.GEOIP_URL;
    resetConfigForTests();
  });
  const use = async (answer: Parameters<typeof startGeoIpStub>[0]) => {
    stub = await startGeoIpStub(answer);
    process.env.GEOIP_URL = `${stub.url}/json/`;
    resetConfigForTests();
  };

  it("answers the caller's calling code, looking up the forwarded client IP", async () => {
    await use({ code: "+44" });
    expect(await (await call()).json()).toEqual({ countryCallingCode: "+44" });
    expect(stub!.requests[0]!.url).toBe("/203.0.113.9/json/");
  });

  it.each([
    ["the code is missing", { code: null }],
    ["the service fails", { status: 500 }],
    ["the code is not one of the options", { code: "+999" }],
  ])("falls back to +91 when %s", async (_, answer) => {
    await use(answer);
    expect(await (await call()).json()).toEqual({ countryCallingCode: "+91" });
  });

  it("falls back to +91 after 2 seconds when the service hangs", async () => {
    await use({ code: "+44", delayMs: 5000 });
    const t = Date.now();
    expect(await (await call()).json()).toEqual({ countryCallingCode: "+91" });
    expect(Date.now() - t).toBeLessThan(4000);
  });

  it("limits each client to 30 lookups a minute with a clear 429", async () => {
    await use({ code: "+44" });
    for (let i = 0; i < 30; i++) expect((await call("198.51.100.60")).status).toBe(200);
    const res = await call("198.51.100.60");
    expect(res.status).toBe(429);
    expect((await res.json()).error).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many location lookups. Please try again in 1 minute.",
    });
    expect((await call("198.51.100.61")).status).toBe(200);
  });

  it("falls back to +91 when the service is unreachable", async () => {
    process.env.GEOIP_URL = "http://127.0.0.1:9/json/";
    resetConfigForTests();
    expect(await (await call()).json()).toEqual({ countryCallingCode: "+91" });
  });
});
