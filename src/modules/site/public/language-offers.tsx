import { X } from "lucide-react";
import { usePageInLanguage } from "@/platform/i18n/page-path";
import { ATTR, attr } from "@/platform/site-attributes";
import type { Locale } from "@/platform/i18n/locales";

/** One other language's offer, written in that language (from its own catalogue). */
export type LanguageOffer = {
  code: Locale;
  tag: string;
  dir: "ltr" | "rtl";
  label: string;
  offer: string;
  switchTo: string;
  dismiss: string;
};

/**
 * The other languages' offers as inert templates in the page's HTML, each written in its own
 * language: the site's language-notice behaviour shows the one the browser prefers, unless the
 * visitor dismissed it before (src/site-client/language-notice.ts).
 */
export function LanguageOffers({
  current,
  currentTag,
  offers,
}: {
  current: string;
  currentTag: string;
  offers: LanguageOffer[];
}) {
  const inLanguage = usePageInLanguage();
  if (offers.length === 0) return null;
  return (
    <div hidden {...attr(ATTR.languageOffers, current)} {...attr(ATTR.currentTag, currentTag)}>
      {offers.map((offer) => (
        <template
          key={offer.code}
          {...attr(ATTR.languageOffer, offer.code)}
          {...attr(ATTR.languageTag, offer.tag)}
        >
          {/* Sticky after the footer, not fixed over it: it follows the screen's bottom edge, yet at
              the page's end it sits below the footer instead of covering its links. */}
          <aside
            lang={offer.tag}
            dir={offer.dir}
            aria-label={offer.label}
            data-testid="language-notice"
            className="sticky bottom-4 z-40 mx-4 my-4 flex max-w-xl items-center gap-3 rounded-xl bg-ink-900 p-3 ps-4 text-sm text-white shadow-lg ring-1 ring-white/10 sm:mx-auto"
          >
            <p className="flex-1">{offer.offer}</p>
            <a
              href={inLanguage(offer.code)}
              hrefLang={offer.tag}
              className="rounded-md bg-brand-700 px-3 py-2 font-semibold whitespace-nowrap hover:bg-orange-800"
            >
              {offer.switchTo}
            </a>
            <button
              type="button"
              {...attr(ATTR.dismissLanguage)}
              aria-label={offer.dismiss}
              className="rounded-md p-2 hover:bg-white/10"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </aside>
        </template>
      ))}
    </div>
  );
}
