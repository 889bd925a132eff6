import type { LeadSourceInput } from "../pipeline-validation";

// Where the visit came from, kept for the visit in sessionStorage (no cookie, no third-party
// script) and sent with a price request.

const KEY = "arcade.visit-source";
const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const CLICK_IDS = ["gclid", "fbclid"];

type StoredSource = Omit<LeadSourceInput, "gclid" | "fbclid"> & { gclid: boolean; fbclid: boolean };

/**
 * A buyer's quote link (/q/<token>) is a secret of that buyer: never a visit's landing page or
 * referrer, which a later price request would show staff.
 */
const isQuoteLink = (href: string) => {
  try {
    return new URL(href).pathname.startsWith("/q/");
  } catch {
    return false;
  }
};

/** The landing URL's source fields; the click ids count only as present, never kept. */
export function sourceFromUrl(href: string, referrer: string): StoredSource {
  const url = new URL(href);
  const q = url.searchParams;
  const source: StoredSource = {
    gclid: q.has("gclid"),
    fbclid: q.has("fbclid"),
    referrer: referrer && !isQuoteLink(referrer) ? referrer : undefined,
    utmSource: q.get(UTM[0]) || undefined,
    utmMedium: q.get(UTM[1]) || undefined,
    utmCampaign: q.get(UTM[2]) || undefined,
    utmTerm: q.get(UTM[3]) || undefined,
    utmContent: q.get(UTM[4]) || undefined,
  };
  for (const id of CLICK_IDS) q.delete(id);
  source.landingPage = `${url.origin}${url.pathname}${q.size ? `?${q}` : ""}`.slice(0, 500);
  return source;
}

/** Where this page's visit came from, noted at its start and not stored yet. */
let noted: StoredSource | null = null;

/**
 * Notes this page's address and referrer as it starts (before a filter rewrites the address),
 * without touching storage: a page's first use of sessionStorage loads it in the page's own task,
 * several milliseconds a phone's start need not spend. `keepVisitSource` stores it later.
 */
export function noteVisitSource(): void {
  // The visit starts on the first page of the site proper.
  noted = isQuoteLink(location.href) ? null : sourceFromUrl(location.href, document.referrer);
}

/** Stores the noted source once per visit (tab session): a later page of the visit keeps none. */
export function keepVisitSource(): void {
  const source = noted;
  noted = null;
  if (!source) return;
  try {
    if (!sessionStorage.getItem(KEY)) sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage refused (privacy mode, full): the lead is sent without its source.
  }
}

/** The recorded source for the pricing dialog (captured now if the visit's start was missed). */
export function readVisitSource(): StoredSource | undefined {
  if (!noted) noteVisitSource();
  keepVisitSource();
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredSource) : undefined;
  } catch {
    return undefined;
  }
}
