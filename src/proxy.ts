import { NextResponse, type NextRequest } from "next/server";
import { getSessionCookie } from "better-auth/cookies";
import { getAuth } from "@/modules/auth/server/auth";
import { ADMIN_PATH_HEADER, loginUrl } from "@/modules/auth/safe-next";
import { contentSecurityPolicy, createNonce } from "@/platform/http/csp";

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
 * A buyer's quote page and its answers are written by the site's renderer, private, with a
 * hash-based policy of their own (src/site/quote-http.ts); every other address here gets the
 * proxy's.
 */
const writesOwnPolicy = (pathname: string) => isQuoteAnswer(pathname);

/** The quote page (/q/<token>), the posts its forms make and its PDF; no other address. */
const isQuoteAnswer = (pathname: string) =>
  /^\/q\/[^/]+(?:\/(?:accept|decline|renew|pdf))?\/?$/.test(pathname);

function isLoginPage(pathname: string): boolean {
  return pathname === "/admin/login" || pathname.startsWith("/admin/login/");
}

/**
 * The back office (rendered by React) and a buyer's quote page: a Content-Security-Policy with a
 * fresh nonce, set on the request so the page puts it on its scripts, and on the answer. The
 * public site's pages and the operator portal are not among them: they are found by next.config's
 * route table and write their own policy (src/site/page-route.ts), so a visitor's page pays for
 * no proxy. Back-office pages also need a valid session first; the guarded layout checks again and
 * is told the path it renders (for `?next=`).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.delete(ADMIN_PATH_HEADER);
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
  const response = NextResponse.next({ request: { headers } });
  // A header set here wins over the page's own (Next.js adds a page's header only when absent).
  if (!writesOwnPolicy(pathname)) response.headers.set("content-security-policy", csp);
  return response;
}

// A list the framework reads as it builds, so written out.
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/q/:path*",
    "/bench-floor",
    // The framework's own 404 page, for what is not one of its files.
    "/_next/((?!static/|image).*)",
  ],
};
