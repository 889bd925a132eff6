import "server-only";
import { LOCALE_CODES, type Locale } from "@/platform/i18n/locales";

/** The languages the site is shown in (the owner's setting; all of them by default). */
export async function enabledLocales(): Promise<readonly Locale[]> {
  return LOCALE_CODES;
}

export async function isLocaleEnabled(locale: Locale): Promise<boolean> {
  return (await enabledLocales()).includes(locale);
}
