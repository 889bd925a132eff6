import "server-only";
import { localeInfo, type Locale } from "@/platform/i18n/locales";
import { loadMessages } from "@/platform/i18n/messages";
import type { LanguageOffer } from "../public/language-offers";

/** Each other language's offer, in that language: one sentence each, not their catalogues. */
export async function languageOffers(locales: readonly Locale[]): Promise<LanguageOffer[]> {
  return Promise.all(
    locales.map(async (code) => {
      const n = (await loadMessages(code)).LanguageNotice;
      const { tag, dir } = localeInfo(code);
      return {
        code,
        tag,
        dir,
        label: n.label,
        offer: n.offer,
        switchTo: n.switch,
        dismiss: n.dismiss,
      };
    }),
  );
}
