import type { Locale } from "@/platform/i18n/locales";
import { DISMISSED_KEY, preferredLanguage } from "@/modules/site/public/language-preference";
import { ATTR, sel } from "@/platform/site-attributes";

/**
 * The site never redirects by the browser's language; when the visitor prefers another enabled
 * language than the page's, the offer in that language is shown (site/public/language-offers.tsx).
 * Dismissed once, it stays away.
 */
export function startLanguageNotice() {
  const box = document.querySelector<HTMLElement>(sel(ATTR.languageOffers));
  if (!box) return;
  const templates = [
    ...box.querySelectorAll<HTMLTemplateElement>(`template${sel(ATTR.languageOffer)}`),
  ];
  const current = box.getAttribute(ATTR.languageOffers) as Locale;
  const choice = preferredLanguage(navigator.languages ?? [navigator.language], [
    { code: current, tag: box.getAttribute(ATTR.currentTag) ?? current },
    ...templates.map((t) => ({
      code: t.getAttribute(ATTR.languageOffer) as Locale,
      tag: t.getAttribute(ATTR.languageTag) ?? "",
    })),
  ]);
  const offer = templates.find((t) => t.getAttribute(ATTR.languageOffer) === choice);
  if (!offer || choice === current) return;
  // Asked only when there is an offer: a page's first read of storage waits on the browser
  // process, inside the script's start.
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return;
  } catch {
    // Storage refused (private mode): the offer still shows, it is only not remembered.
  }
  const notice = offer.content.firstElementChild!.cloneNode(true) as HTMLElement;
  notice.querySelector(sel(ATTR.dismissLanguage))?.addEventListener("click", () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Not remembered; closed for this page all the same.
    }
    notice.remove();
  });
  document.body.append(notice);
}
