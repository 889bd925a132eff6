import { NextResponse, type NextRequest } from "next/server";
import { getSessionCookie } from "better-auth/cookies";
import { ADMIN_PATH_HEADER, loginUrl } from "@/modules/auth/safe-next";

/**
 * Is there a valid session? Asked of our own auth endpoint over loopback, because Next renders
 * a page in parallel with its layouts: a layout's redirect alone would still leak the page's
 * payload to a request with an expired, revoked or forged cookie. "unknown" when the check
 * itself fails; the guarded layout then decides.
 */
async function sessionState(request: NextRequest): Promise<"valid" | "none" | "unknown"> {
  if (!getSessionCookie(request)) return "none";
  const base = process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : request.nextUrl.origin;
  try {
    const res = await fetch(`${base}/api/auth/get-session?disableRefresh=true`, {
      headers: { cookie: request.headers.get("cookie") ?? "" },
      cache: "no-store",
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 401) return "none";
    if (!res.ok) return "unknown";
    return (await res.json()) ? "valid" : "none";
  } catch {
    return "unknown";
  }
}

/**
 * Back office only (never /api: a proxy would buffer upload bodies). A request without a valid
 * session is sent to sign in before any admin page renders; the guarded layout checks again and
 * is told the path it renders (for `?next=`).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/admin/login" || pathname.startsWith("/admin/login/"))
    return NextResponse.next();
  // One-time staff links (invitations, password resets) are opened before having an account.
  if (pathname.startsWith("/admin/invite/")) return NextResponse.next();
  if ((await sessionState(request)) === "none") {
    return NextResponse.redirect(new URL(loginUrl(pathname + search), request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, pathname + search);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
