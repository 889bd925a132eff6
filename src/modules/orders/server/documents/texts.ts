import "server-only";
// The core formatter alone: the package root brings its React hooks, which scripts run under
// the react-server condition cannot load.
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale, localeInfo } from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";

/** The order documents' words in one site language (English for a code the site no longer has). */
export async function documentTexts(code: string) {
  const locale = isLocale(code) ? code : DEFAULT_LOCALE;
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "OrderDocs" });
  // The lines and totals say what the quote said, in the same words.
  const q = createTranslator({ locale, messages, namespace: "Quote" });
  const info = localeInfo(locale);
  const date = (d: Date | string) =>
    new Intl.DateTimeFormat(info.tag, { dateStyle: "long", timeZone: "UTC" }).format(
      typeof d === "string" ? new Date(`${d}T00:00:00Z`) : d,
    );
  return { t, q, locale, tag: info.tag, dir: info.dir, date };
}
export type DocumentTexts = Awaited<ReturnType<typeof documentTexts>>;
