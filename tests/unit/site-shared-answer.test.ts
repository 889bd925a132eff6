import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE, sharedHtml } from "@/site/shared-answer";

const page = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const get = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/shop", { headers });

describe("a public page's answer", () => {
  it("may be kept by a shared cache for a short while, and says so with an ETag", async () => {
    const res = sharedHtml(get(), page("<p>shop</p>"), 200, "default-src 'self'");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    expect(res.headers.get("cache-control")).toMatch(
      /^public, .*s-maxage=\d+, stale-while-revalidate=\d+/,
    );
    expect(res.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
    expect(await res.text()).toBe("<p>shop</p>");
  });

  it("answers 304 without the page to a request that holds the same one", async () => {
    const etag = sharedHtml(get(), page("<p>shop</p>"), 200, "p").headers.get("etag")!;
    for (const held of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const res = sharedHtml(get({ "if-none-match": held }), page("<p>shop</p>"), 200, "p");
      expect(res.status, held).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
    }
  });

  it("is whole again once staff changed it, or its policy changed", () => {
    const etag = sharedHtml(get(), page("<p>shop</p>"), 200, "p").headers.get("etag")!;
    const held = { "if-none-match": etag };
    expect(sharedHtml(get(held), page("<p>new game</p>"), 200, "p").status).toBe(200);
    expect(sharedHtml(get(held), page("<p>shop</p>"), 200, "p maps").status).toBe(200);
  });

  it("is never kept when it is not the page itself (missing, failed)", () => {
    for (const status of [404, 500]) {
      const res = sharedHtml(get(), page("<p>missing</p>"), status, "p");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("etag")).toBeNull();
    }
  });
});
