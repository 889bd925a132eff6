import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { LOCALE_HEADER } from "./request-locale";
import { loadMessages } from "./messages";

/**
 * next-intl's per-request configuration (wired in next.config.mjs). The locale comes from the
 * [locale] segment when a page sets it, else from the header src/proxy.ts puts on every page
 * request; the back office and anything else is English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const asked = (await requestLocale) ?? (await headers()).get(LOCALE_HEADER);
  const locale: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: "UTC" };
});
