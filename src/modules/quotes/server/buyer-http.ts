import "server-only";
import { clientIp } from "@/platform/http/client-ip";
import { KiB, readBodyBytes } from "@/platform/http/read-body";
import { config } from "@/platform/config";
import { DEFAULT_LOCALE } from "@/platform/i18n/locales";
import { quoteByToken } from "./buyer";
import { notFoundPage } from "./buyer-page";
import { quoteTexts } from "./i18n";

/** A quote page is the buyer's alone: never stored by a shared cache, never indexed. */
export const PRIVATE_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { ...PRIVATE_HEADERS, "content-type": "text/html; charset=utf-8" },
  });
}

export async function notFound(): Promise<Response> {
  return htmlResponse(notFoundPage(await quoteTexts(DEFAULT_LOCALE)), 404);
}

/**
 * A buyer's answer must come from the quote page itself: a post another site makes the browser
 * send carries that site's Origin (or Sec-Fetch-Site: cross-site) and is refused.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const own = new Set([new URL(config().siteUrl).origin, new URL(request.url).origin]);
  const host = request.headers.get("host");
  if (host) {
    own.add(`http://${host}`);
    own.add(`https://${host}`);
  }
  return !own.has(origin);
}

/** A posted form's fields (a plain HTML form; 16 KiB at most). */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const bytes = await readBodyBytes(request, 16 * KiB);
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

export const buyerIp = (request: Request) => clientIp(request);

/** The quote behind a token, or null (an unknown, malformed or unsent token). */
export const findQuote = quoteByToken;

export function seeOther(token: string, notice?: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      ...PRIVATE_HEADERS,
      location: `/q/${encodeURIComponent(token)}${notice ? `?n=${notice}` : ""}`,
    },
  });
}

export const forbidden = () =>
  new Response("Cross-site request refused", {
    status: 403,
    headers: { ...PRIVATE_HEADERS, "content-type": "text/plain; charset=utf-8" },
  });
