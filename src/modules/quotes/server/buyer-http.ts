import "server-only";
import { clientIp } from "@/platform/http/client-ip";
import { KiB, readBodyBytes } from "@/platform/http/read-body";
import { isAppError } from "@/platform/errors";
import { assertSameSite } from "@/platform/http/same-site";
import { clientLimits } from "@/platform/rate-limit/client-limits";
import { consumeAll } from "@/platform/rate-limit/limit";
import { DEFAULT_LOCALE } from "@/platform/i18n/locales";
import { quoteByToken } from "./buyer";
import { messagePage } from "./buyer-page";
import { quoteTexts } from "./i18n";

/** A quote page is the buyer's alone: never stored by a shared cache, never indexed. */
export const PRIVATE_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  // Not no-referrer: a form post from such a page carries `Origin: null` (see refuseBuyerWrite).
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { ...PRIVATE_HEADERS, "content-type": "text/html; charset=utf-8" },
  });
}

export async function notFound(): Promise<Response> {
  return htmlResponse(messagePage(await quoteTexts(DEFAULT_LOCALE), "notFound"), 404);
}

/** Answers (accept, decline, ask for a new quote) per client address and network, per 10 minutes. */
const ANSWERS_PER_CLIENT = 10;

/**
 * Why a buyer's answer is refused before anything is read, or null:
 * - from another site (assertSameSite: another Origin, `null` included, or `Sec-Fetch-Site:
 *   cross-site`): 403. The page's referrer policy is same-origin, not no-referrer, because a browser
 *   sends `Origin: null` on a form post from a no-referrer page and the buyer's own post would be
 *   refused;
 * - past the per-client limit (known tokens or not, so links cannot be guessed or answers
 *   hammered from one address): 429, a page in the quote's language.
 */
export async function refuseBuyerWrite(request: Request, token: string): Promise<Response | null> {
  try {
    assertSameSite(request);
  } catch {
    return forbidden();
  }
  try {
    await consumeAll(clientLimits(request, "quote-answer", ANSWERS_PER_CLIENT));
    return null;
  } catch (e) {
    if (!isAppError(e) || e.status !== 429) throw e;
    const found = await quoteByToken(token);
    const res = htmlResponse(
      messagePage(await quoteTexts(found?.quote.language ?? DEFAULT_LOCALE), "tooMany"),
      429,
    );
    const retryAt = (e.details as { retryAt?: string } | undefined)?.retryAt;
    if (retryAt)
      res.headers.set(
        "retry-after",
        String(Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000))),
      );
    return res;
  }
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

const forbidden = () =>
  new Response("Cross-site request refused", {
    status: 403,
    headers: { ...PRIVATE_HEADERS, "content-type": "text/plain; charset=utf-8" },
  });
