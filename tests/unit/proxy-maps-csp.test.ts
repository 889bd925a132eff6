import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";

async function answer(path: string) {
  const res = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
  return { own: res.headers.get("content-security-policy") };
}

describe("the proxy's Content-Security-Policy", () => {
  it("leaves a buyer's quote page and its answers their own (the site's renderer writes them)", async () => {
    for (const path of ["/q/abc", "/q/abc/accept", "/q/abc/decline", "/q/abc/renew", "/q/abc/pdf"])
      expect((await answer(path)).own, path).toBeNull();
    // Any other address under /q/ is the framework's 404 page, with the proxy's nonce.
    expect((await answer("/q/abc/other")).own).toMatch(/'nonce-[^']+'/);
  });

  it("sets it on the pages it answers for, never naming Google Maps (no such page loads it)", async () => {
    for (const path of ["/admin/login", "/q/abc/x", "/bench-floor"]) {
      const { own } = await answer(path);
      expect(own, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(own, path).not.toMatch(/google|gstatic/);
    }
  });
});

describe("the proxy's matcher", () => {
  it("names no page of the public site or the portal: they write their own policy", () => {
    for (const m of config.matcher) expect(m, m).not.toMatch(/portal|:locale/);
  });
});
