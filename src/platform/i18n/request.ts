import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { loadMessages } from "./messages";

/**
 * next-intl's per-request configuration (wired in next.config.mjs): the back office's pages are
 * English (the public site, the portal and a quote's page are the site's renderer's, which
 * translates on its own).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const asked = await requestLocale;
  const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
