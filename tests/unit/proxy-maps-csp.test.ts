import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

async function answer(path: string) {
  const res = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
  const forwarded = res.headers.get("x-middleware-request-content-security-policy");
  return { own: res.headers.get("content-security-policy"), forwarded };
}

describe("the proxy's Content-Security-Policy", () => {
  it("leaves the answer's policy to a site page it meets, and still gives it a nonce", async () => {
    // Its matcher names the portal's addresses; these ones are no page of it but the site's 404.
    for (const path of ["/shop/portal", "/es/blog/portal"]) {
      const { own, forwarded } = await answer(path);
      expect(own, path).toBeNull();
      expect(forwarded, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    }
  });

  it("sets it on the pages it answers for, never naming Google Maps (no such page loads it)", async () => {
    for (const path of ["/admin/login", "/portal", "/es/portal/machines/SN-1", "/q/abc"]) {
      const { own } = await answer(path);
      expect(own, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(own, path).not.toMatch(/google|gstatic/);
    }
  });
});
