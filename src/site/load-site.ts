import "server-only";
import { getAbout, listFooter } from "@/modules/content/public/queries";
import { getContactSettings } from "@/modules/contact/public/queries";
import { checkConnection } from "@/modules/site/server/connection-check";
import { enabledLocales } from "@/modules/site/server/languages";
import { languageOffers } from "@/modules/site/server/language-offers";
import { config } from "@/platform/config";
import { isLocale } from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";
import type { SiteFrame } from "./page-props";

// A passed check is trusted briefly: under load one check per couple of seconds is enough. A
// failed check is never remembered, so Try Again asks again.
const TRUST_MS = 2000;
let trustedUntil = 0;

async function connected(): Promise<boolean> {
  if (Date.now() < trustedUntil) return true;
  try {
    await checkConnection();
    trustedUntil = Date.now() + TRUST_MS;
    return true;
  } catch (e) {
    console.error("Unable to connect to the server", e);
    return false;
  }
}

async function optional<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    console.error(`Failed to load ${what}`, e);
    return null;
  }
}

/**
 * What every public page needs besides its own content, or null when the URL's language is not a
 * page (unknown, or turned off by the owner; `evenIfOff`: a buyer's quote is in its own language,
 * whatever the site offers now). Without the database the page says so once.
 */
export async function loadSite(
  asked: unknown,
  { evenIfOff = false }: { evenIfOff?: boolean } = {},
): Promise<SiteFrame | null> {
  if (typeof asked !== "string" || !isLocale(asked)) return null;
  const locale = asked;
  const online = await connected();
  const enabled = online ? await enabledLocales().catch(() => null) : null;
  if (enabled && !enabled.includes(locale) && !evenIfOff) return null;
  const [messages, footer, about, contact, offers] = await Promise.all([
    loadMessages(locale),
    online ? optional("footer content", () => listFooter(locale)) : null,
    online ? optional("about page", () => getAbout(locale)) : null,
    online ? optional("contact settings", getContactSettings) : null,
    languageOffers((enabled ?? []).filter((l) => l !== locale)),
  ]);
  return {
    locale,
    messages: messages as unknown as Record<string, unknown>,
    online,
    footer,
    footerText: about?.footerText ?? null,
    contact,
    offers,
    vitalsSampleRate: config().VITALS_SAMPLE_RATE,
    siteUrl: config().siteUrl,
    enabled: [...(enabled ?? [locale])],
  };
}
