import { ZodError } from "zod";
import { isSameOrigin } from "@/modules/auth/server/guard";
import { isAppError } from "@/platform/errors";
import { DEFAULT_LOCALE, isLocale, localePath } from "@/platform/i18n/locales";
import { PUBLIC_JSON_LIMIT, readBodyBytes } from "@/platform/http/read-body";
import { errorJson, errorResponse } from "@/platform/http/respond";

// The portal's forms work without JavaScript: a browser posts a form and is sent back (303) to
// the page it came from, with ?error=CODE when something was refused; other clients get JSON.

/** A browser form post (it asks for HTML) rather than a script or test client. */
export const wantsPage = (request: Request) =>
  (request.headers.get("accept") ?? "").includes("text/html");

/** The fields of a small form, url-encoded or JSON, capped like every public JSON body. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readBodyBytes(request, PUBLIC_JSON_LIMIT);
  const text = new TextDecoder().decode(bytes);
  if (type.startsWith("application/json")) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
    if (!data || typeof data !== "object") return {};
    return Object.fromEntries(
      Object.entries(data).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** A portal path in the form's language ("/portal" in es is "/es/portal"). */
export function portalPath(locale: unknown, path: string): string {
  return localePath(isLocale(locale) ? locale : DEFAULT_LOCALE, path);
}

/**
 * Where a sign-in form goes back to: the machine (a label's QR code) or the order (a buyer's
 * notice) it was opened for, else the portal's home. Both are paths under /portal, encoded.
 */
export function signInPage(form: Record<string, string>): string {
  const path = form.serial
    ? `/portal/machines/${encodeURIComponent(form.serial)}`
    : form.order
      ? `/portal/orders/${encodeURIComponent(form.order)}`
      : "/portal";
  return portalPath(form.locale, path);
}

export function redirectTo(path: string, cookies: string[] = []): Response {
  const headers = new Headers({ location: path, "cache-control": "no-store" });
  for (const c of cookies) headers.append("set-cookie", c);
  return new Response(null, { status: 303, headers });
}

/** The error's code for the page (?error=CODE), or JSON for other clients. */
export function refuse(request: Request, e: unknown, backTo: string): Response {
  if (!wantsPage(request)) return errorResponse(e, request);
  const code = isAppError(e) ? e.code : e instanceof ZodError ? "VALIDATION" : "INTERNAL";
  if (!isAppError(e) && !(e instanceof ZodError)) errorResponse(e, request);
  const url = new URL(backTo, "http://x");
  url.searchParams.set("error", code);
  return redirectTo(url.pathname + url.search);
}

/** Public writes come from our own pages only. */
export function otherSite(request: Request): Response | null {
  return isSameOrigin(request) ? null : errorJson("Cross-origin request refused", "FORBIDDEN", 403);
}

export const notFound = () => errorJson("Not found", "NOT_FOUND", 404);
