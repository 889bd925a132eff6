import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config, proxy } from "@/proxy";
import { APP_AREAS } from "@/platform/i18n/site-routes";

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

  it("leaves a buyer's quote page and its answers their own (the site's renderer writes them)", async () => {
    for (const path of ["/q/abc", "/q/abc/accept", "/q/abc/decline", "/q/abc/renew", "/q/abc/pdf"])
      expect((await answer(path)).own, path).toBeNull();
    // Any other address under /q/ is the framework's 404 page, with the proxy's nonce.
    expect((await answer("/q/abc/other")).own).toMatch(/'nonce-[^']+'/);
  });

  it("sets it on the pages it answers for, never naming Google Maps (no such page loads it)", async () => {
    for (const path of ["/admin/login", "/portal", "/es/portal/machines/SN-1", "/q/abc/x"]) {
      const { own } = await answer(path);
      expect(own, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(own, path).not.toMatch(/google|gstatic/);
    }
  });
});

describe("the proxy's matcher", () => {
  it("leaves out of a language's portal the same app areas the route table leaves out", () => {
    const portals = config.matcher.filter((m) => m.startsWith("/:locale("));
    expect(portals).toHaveLength(2);
    for (const m of portals) {
      const areas = /\(\?!\(\?:([^)]+)\)\//.exec(m)?.[1]?.split("|");
      expect(areas?.toSorted(), m).toEqual(APP_AREAS.toSorted());
    }
  });
});

describe("the portal's language", () => {
  const at = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`));
  it("sends another letter case to the language's address, keeping the query", async () => {
    const res = await at("/PT-BR/portal?serial=SN-1");
    expect(res.status).toBe(308);
    const location = new URL(res.headers.get("location")!);
    expect(location.pathname + location.search).toBe("/pt-br/portal?serial=SN-1");
  });

  it("renders a portal page under its language's code", async () => {
    const rewritten = async (path: string) => {
      const to = (await at(path)).headers.get("x-middleware-rewrite");
      return to && new URL(to).pathname;
    };
    expect(await rewritten("/portal")).toBe("/en/portal");
    expect(await rewritten("/pt-br/portal/machines")).toBe("/pt-BR/portal/machines");
    expect(await rewritten("/es/portal")).toBeNull();
  });
});
