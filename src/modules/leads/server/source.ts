import type { LeadSourceInput } from "../pipeline-validation";

/** The host of a referring URL without "www.", or null when it is not an http(s) URL. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    return u.hostname.replace(/^www\./, "").toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * The one label the list filter and the dashboard group by: utm_source when tagged, paid clicks by
 * their click id, otherwise the referring site (this site's own host counts as direct).
 */
export function sourceLabel(source: LeadSourceInput | undefined, ownHost: string): string {
  if (!source) return "direct";
  const tagged = source.utmSource?.toLowerCase();
  if (tagged) return tagged.slice(0, 100);
  if (source.gclid) return "google ads";
  if (source.fbclid) return "facebook ads";
  const host = hostOf(source.referrer);
  if (host && host !== ownHost.replace(/^www\./, "")) return host.slice(0, 100);
  return "direct";
}

/** The lead columns for a captured source. */
export function sourceColumns(source: LeadSourceInput | undefined, ownHost: string) {
  return {
    source: sourceLabel(source, ownHost),
    landingPage: source?.landingPage ?? null,
    referrer: source?.referrer ?? null,
    utmSource: source?.utmSource ?? null,
    utmMedium: source?.utmMedium ?? null,
    utmCampaign: source?.utmCampaign ?? null,
    utmTerm: source?.utmTerm ?? null,
    utmContent: source?.utmContent ?? null,
    hasGclid: source?.gclid ?? false,
    hasFbclid: source?.fbclid ?? false,
  };
}
