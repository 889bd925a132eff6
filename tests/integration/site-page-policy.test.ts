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
    expect(await pagePolicy({ hashes: ["h1=", "h2="] }, "/en/contact")).toMatch(
      /script-src 'self' 'sha256-h1=' 'sha256-h2=';/,
    );
  });

  it("names the proxy's nonce under a portal address, with 'strict-dynamic'", async () => {
    expect(await pagePolicy({ nonce: "abc123" }, "/en/portal/x")).toMatch(
      /script-src 'self' 'nonce-abc123' 'strict-dynamic'/,
    );
  });

  it("names Google Maps hosts on a game's page, in any language, while a maps key is set", async () => {
    for (const path of ["/en/shop/abc", "/es/shop/abc", "/shop/abc"]) {
      const policy = await pagePolicy({ hashes: ["h="] }, path);
      expect(policy, path).toMatch(/connect-src 'self' https:\/\/\*\.googleapis\.com/);
      expect(policy, path).toMatch(/font-src 'self' data: https:\/\/fonts\.gstatic\.com/);
    }
    await setMapsKey(null);
    expect(await pagePolicy({ hashes: ["h="] }, "/en/shop/abc")).not.toMatch(/google|gstatic/);
  });

  it("names them on no other page", async () => {
    for (const path of ["/en", "/en/shop", "/es/blog", "/en/contact", "/en/blog/abc"])
      expect(await pagePolicy({ hashes: ["h="] }, path), path).not.toMatch(/google|gstatic/);
  });
});
