import "server-only";
// The core formatter alone: the package root brings its React hooks, which scripts run under
// the react-server condition cannot load.
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale, localeInfo, type Locale } from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";

/** The buyer's language (the lead's), or English for a code the site no longer has. */
const quoteLocale = (code: string): Locale => (isLocale(code) ? code : DEFAULT_LOCALE);

/** The quote's texts in one language, for the PDF, the buyer's page, WhatsApp and email. */
export async function quoteTexts(code: string) {
  const locale = quoteLocale(code);
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "Quote" });
  const info = localeInfo(locale);
  const date = (d: Date) =>
    new Intl.DateTimeFormat(info.tag, { dateStyle: "long", timeZone: "UTC" }).format(d);
  return { t, locale, tag: info.tag, dir: info.dir, date };
}
export type QuoteTexts = Awaited<ReturnType<typeof quoteTexts>>;
