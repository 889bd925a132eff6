import { NextResponse, type NextRequest } from "next/server";
import { getSessionCookie } from "better-auth/cookies";
import { ADMIN_PATH_HEADER, loginUrl } from "@/modules/auth/safe-next";

/**
 * Back office only (never /api: a proxy would buffer upload bodies). A request without a session
 * cookie is sent to sign in before any admin page renders; a request with one goes on to the
 * guarded layout, which checks the session itself, told the path it renders (for `?next=`).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === "/admin/login" || pathname.startsWith("/admin/login/")) return NextResponse.next();
  if (!getSessionCookie(request)) {
    return NextResponse.redirect(new URL(loginUrl(pathname + search), request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, pathname + search);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
