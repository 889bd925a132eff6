import "server-only";
import { clientIp } from "@/platform/http/client-ip";
import { KiB, readBodyBytes } from "@/platform/http/read-body";
import { isAppError } from "@/platform/errors";
import { assertSameSite } from "@/platform/http/same-site";
import { clientLimits } from "@/platform/rate-limit/client-limits";
import { consumeAll } from "@/platform/rate-limit/limit";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/platform/i18n/locales";
import { quoteByToken } from "@/modules/quotes/server/buyer";
import { quoteNumber } from "@/modules/quotes/server/build";
import { effectiveStatus } from "@/modules/quotes/statuses";
import type { QuotePageData, QuoteView } from "./render";
import type { SiteFrame } from "./page-props";
import { loadSite } from "./load-site";
import { pagePolicy } from "./page-policy";
import { siteRenderer } from "./renderer";

/** A quote page is the buyer's alone: never stored by a shared cache, never indexed. */
const PRIVATE_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
  // Not no-referrer: a form post from such a page carries `Origin: null` (see refuseBuyerWrite).
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

/**
 * The quote's PDF as it was sent, private like its page, with the site's policy (it runs no
 * script of the page's: the policy allows none inline).
 */
export async function pdfAnswer(request: Request, pdf: Uint8Array, filename: string) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_HEADERS,
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename}"`,
      "content-security-policy": await pagePolicy({ hashes: [] }, { maps: false }),
    },
  });
}

/** The page's own address: its language links, forms and the answers' redirects keep `?lang=`. */
const pagePath = (token: string) => `/q/${encodeURIComponent(token)}`;

/** The language the buyer chose for the page (`?lang=`, from the language links), or null. */
function askedLanguage(request: Request): Locale | null {
  const asked = new URL(request.url).searchParams.get("lang");
  return asked && isLocale(asked) ? asked : null;
}

/** Where the page's forms post and its links lead: the page's address and the query they keep. */
export function pageLink(request: Request, token: string): { base: string; query: string } {
  const asked = askedLanguage(request);
  return { base: pagePath(token), query: asked ? `?lang=${encodeURIComponent(asked)}` : "" };
}

/**
 * The site's frame for a quote page: in the language the buyer chose when the site offers it, else
 * in the quote's own (even one the site has turned off since), else English. Never sampled for Web
 * Vitals: a report names the page's path, and a quote's link is the buyer's secret.
 */
async function quoteFrame(request: Request, language: string | null): Promise<SiteFrame> {
  const asked = askedLanguage(request);
  const chosen = asked ? await loadSite(asked) : null;
  const own = language && isLocale(language) ? language : DEFAULT_LOCALE;
  const site = chosen ?? (await loadSite(own, { evenIfOff: true }))!;
  return { ...site, vitalsSampleRate: 0 };
}

/**
 * A quote page's answer, rendered by the site's renderer in the site's frame: private (never kept
 * by a shared cache), its inline scripts allowed by hash as on every public page. Offline, the
 * frame says so (503) instead of the page.
 */
export async function quoteAnswer(
  request: Request,
  token: string,
  answer: { status: number; language: string | null; data: QuotePageData },
): Promise<Response> {
  const site = await quoteFrame(request, answer.language);
  const path = pagePath(token);
  const { renderQuotePage, inlineScriptHashes } = await siteRenderer();
  const html = renderQuotePage(
    site,
    { path, inLanguage: (locale) => `${path}?lang=${encodeURIComponent(locale)}` },
    site.online ? answer.data : null,
  );
  return new Response(html, {
    status: site.online ? answer.status : 503,
    headers: {
      ...PRIVATE_HEADERS,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": await pagePolicy({ hashes: inlineScriptHashes }, { maps: false }),
    },
  });
}

/** What the buyer is shown of a quote version: its number, their name and its content, as of now. */
export function quoteView(
  found: NonNullable<Awaited<ReturnType<typeof quoteByToken>>>,
  now = new Date(),
): QuoteView {
  const q = found.quote;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    number: quoteNumber(q),
    buyerName: found.buyerName,
    currency: q.currency,
    status: effectiveStatus(q, now),
    validUntil: iso(q.validUntil),
    acceptedAt: iso(q.acceptedAt),
    declinedAt: iso(q.declinedAt),
    lines: q.lines,
    discountBp: q.discountBp,
    taxBp: q.taxBp,
    taxLabel: q.taxLabel,
    buyerNote: q.buyerNote,
    terms: q.terms,
  };
}

/** An unknown, malformed or unsent link: the site's frame and one sentence, 404. */
export function notFound(request: Request, token: string): Promise<Response> {
  return quoteAnswer(request, token, {
    status: 404,
    language: null,
    data: { state: "message", message: "notFound" },
  });
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
    const res = await quoteAnswer(request, token, {
      status: 429,
      language: found?.quote.language ?? null,
      data: { state: "message", message: "tooMany" },
    });
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

/** Back to the page after a post (post/redirect/get), with what to tell the buyer, in their language. */
export function seeOther(request: Request, token: string, notice?: string): Response {
  const asked = askedLanguage(request);
  const query = new URLSearchParams();
  if (notice) query.set("n", notice);
  if (asked) query.set("lang", asked);
  return new Response(null, {
    status: 303,
    headers: {
      ...PRIVATE_HEADERS,
      location: `${pagePath(token)}${query.size ? `?${query}` : ""}`,
    },
  });
}

const forbidden = () =>
  new Response("Cross-site request refused", {
    status: 403,
    headers: { ...PRIVATE_HEADERS, "content-type": "text/plain; charset=utf-8" },
  });
