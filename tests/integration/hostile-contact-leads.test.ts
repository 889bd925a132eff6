import { afterAll, beforeAll, describe, it } from "vitest";
import * as settings from "@/app/api/admin/contact-settings/route";
import * as geocode from "@/app/api/admin/contact-settings/geocode/route";
import * as msg from "@/app/api/admin/contact-messages/[id]/route";
import * as lead from "@/app/api/admin/leads/[id]/route";
import * as whatsapp from "@/app/api/admin/whatsapp/settings/route";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { assertHostileBodiesHandled, assertHostileIdsHandled } from "../support/hostile-endpoint";
import { startStub } from "../support/stubs/http-stub";

// Item 5 of the hardening issue: contact settings, geocoding, message and lead status, WhatsApp settings.

let cookie: string;
let messageId: string;
let leadId: string;
let geocoder: Awaited<ReturnType<typeof startStub>>;
const send = (method: string, json?: unknown) =>
  adminRequest(cookie, "/x", { method, ...(json === undefined ? {} : { json }) });

const contact = () => ({
  emailPrimary: "sales@arcade.example",
  emailSecondary: "help@arcade.example",
  phonePrimary: "+1 512 555 0100",
  phoneSecondary: "",
  addressStreet: "120 Arcade Way",
  addressCity: "Austin",
  addressState: "TX",
  addressPostal: "78701",
  addressCountry: "United States",
  mapsApiKey: "browser-key",
  mapEmbedUrl: "120 Arcade Way, Austin, TX 78701, USA",
});
const CONTACT_TEXT = {
  emailPrimary: "Primary email",
  emailSecondary: "Secondary email",
  phonePrimary: "Primary phone",
  phoneSecondary: "Secondary phone",
  addressStreet: "Street",
  addressCity: "City",
  addressState: "State/Province",
  addressPostal: "Postal code",
  addressCountry: "Country",
  mapsApiKey: "Maps API key",
  mapEmbedUrl: "Map location",
};
const whatsappSettings = () => ({
  apiVersion: "v21.0",
  phoneNumberId: "123456",
  accessToken: "EAAB-token-value",
  businessAccountId: "987654",
  verifyToken: "verify-me",
  appSecret: "app-secret",
  clearAppSecret: false,
  templateName: "otp_verification",
  templateLanguage: "en",
  // Off: a lead created elsewhere in this file must never reach the real WhatsApp API.
  active: false,
});

beforeAll(async () => {
  cookie = await signInCookie();
  geocoder = await startStub(() => ({
    json: { status: "OK", results: [{ formatted_address: "Somewhere" }] },
  }));
  process.env.GEOCODE_URL = `${geocoder.url}/maps/api/geocode/json`;
  process.env.GEOCODING_API_KEY = "server-key";
  resetConfigForTests();
  const db = await getDb();
  const [m] = await db
    .insert(t.contactMessages)
    .values({ name: "Quinn", email: "q@example.com", message: "Hi" })
    .returning();
  messageId = m!.id;
  const [g] = await db.insert(t.games).values({ title: "G", category: "C" }).returning();
  const [l] = await db
    .insert(t.leads)
    .values({ name: "Ana", whatsapp: "+15551234", countryCode: "+1", location: "X", gameId: g!.id })
    .returning();
  leadId = l!.id;
});
afterAll(async () => {
  delete process.env.GEOCODE_URL;
  delete process.env.GEOCODING_API_KEY;
  resetConfigForTests();
  await geocoder?.close();
});

describe("hostile values on contact, lead and WhatsApp endpoints", () => {
  it("PUT /api/admin/contact-settings", () =>
    assertHostileBodiesHandled({
      call: (b) => settings.PUT(send("PUT", b), ctx({})),
      base: contact,
      tables: ["contact_settings"],
      text: CONTACT_TEXT,
      echo: ["phonePrimary", "addressStreet", "addressCity", "mapEmbedUrl"],
    }));

  it("POST /api/admin/contact-settings/geocode", () =>
    assertHostileBodiesHandled({
      call: (b) => geocode.POST(send("POST", b), ctx({})),
      base: () => {
        const { addressStreet, addressCity, addressState, addressPostal, addressCountry } =
          contact();
        return { addressStreet, addressCity, addressState, addressPostal, addressCountry };
      },
      tables: ["contact_settings"],
      text: CONTACT_TEXT,
      runs: 100,
    }));

  it("PATCH /api/admin/contact-messages/{id}", () =>
    assertHostileBodiesHandled({
      call: (b) => msg.PATCH(send("PATCH", b), ctx({ id: messageId })),
      base: () => ({ status: "read" }),
      tables: ["contact_messages"],
      runs: 80,
    }));

  it("PATCH /api/admin/leads/{id}", () =>
    assertHostileBodiesHandled({
      call: (b) => lead.PATCH(send("PATCH", b), ctx({ id: leadId })),
      base: () => ({ status: "contacted" }),
      tables: ["leads"],
      runs: 80,
    }));

  it("PUT /api/admin/whatsapp/settings", () =>
    assertHostileBodiesHandled({
      call: (b) => whatsapp.PUT(send("PUT", b), ctx({})),
      base: whatsappSettings,
      tables: ["whatsapp_settings"],
      text: {
        apiVersion: "API version",
        phoneNumberId: "Phone number ID",
        accessToken: "Access token",
        businessAccountId: "Business account ID",
        verifyToken: "Verify token",
        appSecret: "App secret",
        templateName: "Template name",
        templateLanguage: "Template language",
      },
    }));

  it("refuses hostile ids in message and lead paths", async () => {
    const tables = ["contact_messages", "leads"];
    await assertHostileIdsHandled(
      (id) => msg.PATCH(send("PATCH", { status: "read" }), ctx({ id })),
      tables,
    );
    await assertHostileIdsHandled(
      (id) => lead.PATCH(send("PATCH", { status: "lost" }), ctx({ id })),
      tables,
    );
  });
});
