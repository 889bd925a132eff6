import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { pagePolicy } from "@/site/page-policy";
import * as t from "../support/schema";

/** The contact settings with this maps key (none: null). */
async function setMapsKey(mapsApiKey: string | null) {
  const db = await getDb();
  await db.delete(t.contactSettings);
  await db.insert(t.contactSettings).values({
    emailPrimary: "sales@example.com",
    phonePrimary: "+1 555 0100",
    addressStreet: "1 Main St",
    addressCity: "Austin",
    addressState: "TX",
    addressPostal: "78701",
    addressCountry: "USA",
    mapsApiKey,
  });
}

describe("a public page's Content-Security-Policy", () => {
  beforeEach(async () => {
    await setMapsKey("browser-key");
  });

  it("allows the page's inline scripts by their hashes, the same for every client", async () => {
    expect(await pagePolicy({ hashes: ["h1=", "h2="] }, { maps: false })).toMatch(
      /script-src 'self' 'sha256-h1=' 'sha256-h2=';/,
    );
  });

  it("names Google Maps hosts on a page that loads Maps, while a maps key is set", async () => {
    const policy = await pagePolicy({ hashes: ["h="] }, { maps: true });
    expect(policy).toMatch(/connect-src 'self' https:\/\/\*\.googleapis\.com/);
    expect(policy).toMatch(/font-src 'self' data: https:\/\/fonts\.gstatic\.com/);
    await setMapsKey(null);
    expect(await pagePolicy({ hashes: ["h="] }, { maps: true })).not.toMatch(/google|gstatic/);
  });

  it("names them on no other page", async () => {
    expect(await pagePolicy({ hashes: ["h="] }, { maps: false })).not.toMatch(/google|gstatic/);
  });
});
