import { config } from "@/platform/config";
import { AppError } from "@/platform/errors";

/**
 * The site's own origins: the configured public URL, localhost on the configured port, and the
 * origin of the host the request came to (behind a proxy, the forwarded host and scheme). A
 * browser cannot forge Host or X-Forwarded-Host on a cross-site request, so another site's page
 * never matches here.
 */
export function siteOrigins(request?: Request): string[] {
  const cfg = config();
  const origins = new Set([
    cfg.siteUrl,
    `http://localhost:${cfg.PORT}`,
    `http://127.0.0.1:${cfg.PORT}`,
  ]);
  const host = request?.headers.get("x-forwarded-host") ?? request?.headers.get("host");
  if (host) {
    const proto =
      request?.headers.get("x-forwarded-proto") ??
      (cfg.siteUrl.startsWith("https://") ? "https" : "http");
    origins.add(`${proto}://${host}`);
  }
  return [...origins];
}

/**
 * A public write from another site, refused with 403 before anything is read or counted:
 * - `Sec-Fetch-Site: cross-site` (every current browser sends it) is refused; `same-origin`,
 *   `same-site` and `none` go on to the Origin check;
 * - an `Origin` header that is not one of the site's own origins (`null` included) is refused;
 * - neither header (a server-to-server call, curl, an old browser's same-origin form post) is
 *   accepted: no browser sends a cross-site POST without Origin, and such a caller still meets the
 *   per-client and site-wide limits and the person check.
 */
export function assertSameSite(request: Request): void {
  const fetchSite = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  const origin = request.headers.get("origin");
  const crossSite =
    fetchSite === "cross-site" || (origin !== null && !siteOrigins(request).includes(origin));
  if (crossSite) {
    throw new AppError("Cross-site request refused", { code: "FORBIDDEN", status: 403 });
  }
}

/** A public JSON write must say it is JSON (415 otherwise): a plain HTML form cannot send one. */
export function assertJsonContentType(request: Request): void {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError("Send the request as JSON (Content-Type: application/json)", {
      code: "UNSUPPORTED_MEDIA_TYPE",
      status: 415,
    });
  }
}
