import type { BrowserContext, Request } from "playwright-core";

/**
 * The browser may talk to the site under test and nothing else: no font CDN, no analytics, no
 * third-party embed. Every request of every watched context (launchBrowser watches them all) is
 * checked against the origins of the servers the tests started (startServer registers each, under
 * both localhost and 127.0.0.1) and the schemes that never leave the page (data:, blob:, about:).
 * A local stub (Graph API, geocoding, GeoIP) is a server's partner, not the browser's: a page that
 * calls one is as wrong as one that calls the real host. The e2e setup (hosts-setup.ts) fails the
 * test during which such a request was made; a test that embeds a third party on purpose routes
 * it to a local fulfilment and allows that host for its own context with allowHosts().
 */
const siteOrigins = new Set<string>();
const offHost: string[] = [];
const allowed = new WeakMap<BrowserContext, Set<string>>();
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"]);

/** A server under test: pages may request its origin (by either loopback name). */
export function allowSiteOrigin(url: string): void {
  const { protocol, port } = new URL(url);
  for (const host of ["localhost", "127.0.0.1"]) siteOrigins.add(`${protocol}//${host}:${port}`);
}

/** Lets this context's pages request these hosts (names as in URL.host, e.g. "maps.googleapis.com"). */
export function allowHosts(context: BrowserContext, hosts: string[]): void {
  const set = allowed.get(context) ?? new Set<string>();
  for (const h of hosts) set.add(h);
  allowed.set(context, set);
}

/** Requests to other hosts seen since the last call, each as "METHOD url (from page)". */
export function takeOffHostRequests(): string[] {
  return offHost.splice(0);
}

export function isPermitted(url: string, context?: BrowserContext): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true;
  if (siteOrigins.has(parsed.origin)) return true;
  return !!context && !!allowed.get(context)?.has(parsed.host);
}

function describe(request: Request): string {
  let from = "";
  try {
    from = request.frame().url();
  } catch {
    /* a service worker's request has no frame */
  }
  return `${request.method()} ${request.url()}${from ? ` (from ${from})` : ""}`;
}

/** Records every request of the context's pages (frames, workers, popups) that leaves the site. */
export function watchHosts(context: BrowserContext): void {
  context.on("request", (request) => {
    if (!isPermitted(request.url(), context)) offHost.push(describe(request));
  });
}
