import { NextResponse, type NextRequest } from "next/server";
import { getSessionCookie } from "better-auth/cookies";
import { getAuth } from "@/modules/auth/server/auth";
import { ADMIN_PATH_HEADER, loginUrl } from "@/modules/auth/safe-next";
import { contentSecurityPolicy, createNonce } from "@/platform/http/csp";
import { canonicalLocalePath, splitLocalePath, type Locale } from "@/platform/i18n/locales";
import { LOCALE_HEADER } from "@/platform/i18n/request-locale";

/**
 * Is there a valid session? Asked of the auth module itself, because Next renders a page in
 * parallel with its layouts and streams it: a layout's redirect alone answers 200 with the
 * redirect inside the stream, to a request with an expired, revoked or forged cookie. The proxy
 * runs in the server's process, so it shares the one database the module opened. "unknown" when
 * the check itself fails; the guarded layout then decides.
 */
async function sessionState(request: NextRequest): Promise<"valid" | "none" | "unknown"> {
  if (!getSessionCookie(request)) return "none";
  try {
    const auth = await getAuth();
    const found = await auth.api.getSession({
      headers: request.headers,
      query: { disableRefresh: true },
    });
    return found ? "valid" : "none";
  } catch (e) {
    console.error("The session could not be checked", e);
    return "unknown";
  }
}

function isAdminPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * A public page of the site's renderer (a route handler under app/(site)/[locale]): it writes its
 * own policy, with the maps hosts it may need (src/site/page-policy.ts). The operator portal is a
 * React app under the same segment, and gets the proxy's.
 */
function writesOwnPolicy(pathname: string): boolean {
  // A buyer's quote page and its answers are written by the site's renderer, private, with the
  // same hash-based policy (src/site/quote-http.ts).
  if (isQuoteAnswer(pathname)) return true;
  if (isOutsideSite(pathname)) return false;
  const { path } = splitLocalePath(pathname);
  return path !== "/portal" && !path.startsWith("/portal/");
}

/** The quote page (/q/<token>), the posts its forms make and its PDF; no other address. */
const isQuoteAnswer = (pathname: string) =>
  /^\/q\/[^/]+(?:\/(?:accept|decline|renew|pdf))?\/?$/.test(pathname);

function isLoginPage(pathname: string): boolean {
  return pathname === "/admin/login" || pathname.startsWith("/admin/login/");
}

/**
 * Pages outside the localized site: the back office, the framework-floor bench page and a buyer's
 * quote (/q/<token>, in the language of the quote itself).
 */
function isOutsideSite(pathname: string): boolean {
  return (
    isAdminPage(pathname) ||
    pathname === "/bench-floor" ||
    pathname.startsWith("/_next/") ||
    pathname.startsWith("/q/")
  );
}

/**
 * The portal's pages live under app/(site)/[locale], named by the language's code: English keeps
 * its unprefixed addresses (/portal → /en/portal), /pt-br/portal is /pt-BR/portal. A segment in
 * another letter case is sent to the language's one address (a typed /en/... never gets here: the
 * route table of next.config redirects it first).
 */
function sitePage(request: NextRequest): { redirect: URL } | { rewrite?: URL; locale: Locale } {
  const { pathname, search } = request.nextUrl;
  const canonical = canonicalLocalePath(pathname);
  if (canonical) return { redirect: new URL(canonical + search, request.url) };
  const { locale, path } = splitLocalePath(pathname);
  const appPath = `/${locale}${path === "/" ? "" : path}`;
  return {
    rewrite: appPath === pathname ? undefined : new URL(appPath + search, request.url),
    locale,
  };
}

/**
 * The back office and the operator portal (rendered by React) and a buyer's quote page: a
 * Content-Security-Policy with a fresh nonce, set on the request so the page puts it on its
 * scripts, and on the answer. The public site's pages are not among them: they are found by
 * next.config's route table and write their own policy (src/site/page-route.ts), so a visitor's
 * page pays for no proxy. Back-office pages also need a valid session first; the guarded layout
 * checks again and is told the path it renders (for `?next=`).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.delete(ADMIN_PATH_HEADER);
  headers.delete(LOCALE_HEADER);
  let rewrite: URL | undefined;
  if (!isOutsideSite(pathname)) {
    const site = sitePage(request);
    if ("redirect" in site) return NextResponse.redirect(site.redirect, 308);
    headers.set(LOCALE_HEADER, site.locale);
    rewrite = site.rewrite;
  }
  // One-time staff links (invitations, password resets) are opened before having an account.
  if (isAdminPage(pathname) && !isLoginPage(pathname) && !pathname.startsWith("/admin/invite/")) {
    if ((await sessionState(request)) === "none")
      return NextResponse.redirect(new URL(loginUrl(pathname + search), request.url));
    headers.set(ADMIN_PATH_HEADER, pathname + search);
  }
  const csp = contentSecurityPolicy({
    nonce: createNonce(),
    dev: process.env.NODE_ENV === "development",
    // No page it answers for loads the Maps script; a game's page writes its own policy.
    maps: false,
    https: (process.env.PUBLIC_SITE_URL ?? "").startsWith("https://"),
  });
  // On the request: the page renders its scripts with the nonce.
  headers.set("content-security-policy", csp);
  const response = rewrite
    ? NextResponse.rewrite(rewrite, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  // A header set here wins over the page's own (Next.js adds a page's header only when absent).
  if (!writesOwnPolicy(pathname)) response.headers.set("content-security-policy", csp);
  return response;
}

// A list the framework reads as it builds, so written out. A language's portal is any first segment
// but the app's own areas (APP_AREAS in site-routes.ts; a unit test holds the two alike); one that
// is no language (/shop/portal) gets the site's 404 page, with the nonce given here.
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/q/:path*",
    "/bench-floor",
    "/portal",
    "/portal/:path*",
    "/:locale((?!(?:api|admin|q|storage|_next|_site|images|bench-floor)/)[^/]+)/portal",
    "/:locale((?!(?:api|admin|q|storage|_next|_site|images|bench-floor)/)[^/]+)/portal/:path*",
    // The framework's own 404 page, for what is not one of its files.
    "/_next/((?!static/|image).*)",
  ],
};
