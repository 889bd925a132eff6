import "server-only";
import { createHash } from "node:crypto";

/**
 * A public page is the same for every client (no nonce, no cookie read), so a shared cache (a CDN,
 * a reverse proxy) may keep it for a minute and serve it stale for ten while it asks again. A
 * browser asks every time, with the page's ETag: unchanged, the answer is a 304 without the page;
 * changed by staff, the new page, at once.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** Does If-None-Match name this tag (compared weakly, as RFC 9110 says for a GET)? */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * A public page's answer: with its policy, an ETag of the page and its policy (weak, since the
 * server compresses the bytes), and the shared cache's rules; a 304 to a request that already
 * holds it. Only a 200 may be kept: a page that failed to load or is missing says so once.
 */
export function sharedHtml(
  request: Request,
  html: Uint8Array<ArrayBuffer>,
  status: number,
  policy: string | null,
  extra?: Record<string, string>,
): Response {
  const headers = new Headers({ ...extra, "content-type": "text/html; charset=utf-8" });
  if (policy) headers.set("content-security-policy", policy);
  if (status !== 200) {
    headers.set("cache-control", "no-cache");
    return new Response(html, { status, headers });
  }
  const hash = createHash("sha256")
    .update(html)
    .update(policy ?? "")
    .digest("base64url");
  const etag = `W/"${hash.slice(0, 32)}"`;
  headers.set("etag", etag);
  headers.set("cache-control", PUBLIC_PAGE_CACHE);
  if (matches(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(html, { status, headers });
}
