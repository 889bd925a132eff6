import { describe, expect, it } from "vitest";
import { proxyNonce } from "@/site/renderer";

describe("a public page's nonce", () => {
  it("is none, whatever policy the client's request carries: its scripts are allowed by hash", () => {
    const clientPolicy = { "content-security-policy": "script-src 'nonce-chosen-by-client'" };
    for (const path of ["/", "/en", "/es/shop", "/shop/abc", "/en/contact", "/en/nowhere"])
      expect(
        proxyNonce(new Request(`http://localhost${path}`, { headers: clientPolicy })),
        path,
      ).toBeUndefined();
  });

  it("is the request proxy's own under the portal's addresses, whose answer carries its policy", () => {
    const proxied = { "content-security-policy": "script-src 'nonce-from-proxy'" };
    for (const path of ["/en/portal/nowhere", "/portal/x", "/es/portal"])
      expect(proxyNonce(new Request(`http://localhost${path}`, { headers: proxied })), path).toBe(
        "from-proxy",
      );
  });
});
