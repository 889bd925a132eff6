import { describe, expect, it } from "vitest";
import { pageNonce } from "@/site/renderer";

const clientPolicy = { "content-security-policy": "script-src 'nonce-chosen-by-client'" };

describe("a public page's nonce", () => {
  it("is made on the server, whatever policy the client's request carries", () => {
    for (const path of ["/", "/en", "/es/shop", "/shop/abc", "/en/contact", "/en/nowhere"]) {
      const nonce = pageNonce(new Request(`http://localhost${path}`, { headers: clientPolicy }));
      expect(nonce, path).not.toBe("chosen-by-client");
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    }
  });

  it("is fresh for each request", () => {
    const a = pageNonce(new Request("http://localhost/en"));
    const b = pageNonce(new Request("http://localhost/en"));
    expect(a).not.toBe(b);
  });

  it("is the request proxy's own under the portal's addresses, whose answer carries its policy", () => {
    const proxied = { "content-security-policy": "script-src 'nonce-from-proxy'" };
    for (const path of ["/en/portal/nowhere", "/portal/x", "/es/portal"])
      expect(pageNonce(new Request(`http://localhost${path}`, { headers: proxied })), path).toBe(
        "from-proxy",
      );
  });
});
