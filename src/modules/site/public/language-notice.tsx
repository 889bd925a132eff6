"use client";
import { useState, useSyncExternalStore } from "react";
import { usePagePath } from "@/platform/i18n/page-path";
import { X } from "lucide-react";
import { localePath, splitLocalePath, type Locale } from "@/platform/i18n/locales";
import { DISMISSED_KEY, preferredLanguage } from "./language-preference";

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

const noSubscription = () => () => {};

/** The language to offer, or null: none when dismissed before or when the page's is preferred. */
function offeredLanguage(current: Locale, currentTag: string, offers: LanguageOffer[]) {
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return null;
  } catch {
    // Storage refused (private mode): the notice still works, it is only not remembered.
  }
  const choice = preferredLanguage(navigator.languages ?? [navigator.language], [
    { code: current, tag: currentTag },
    ...offers,
  ]);
  return choice && choice !== current ? choice : null;
}

/**
 * The site never redirects by the browser's language; when the visitor prefers another
 * enabled language than the page's, this small notice offers it, in that language. Dismissed
 * once, it stays away (localStorage). Fixed at the bottom, so it moves nothing on the page.
 */
export function LanguageNotice({
  current,
  currentTag,
  offers,
}: {
  current: Locale;
  currentTag: string;
  offers: LanguageOffer[];
}) {
  const pathname = usePagePath();
  // Read from the browser once the page is hydrated; the server (and a kept page) renders none.
  const choice = useSyncExternalStore(
    noSubscription,
    () => offeredLanguage(current, currentTag, offers),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  const offer = dismissed ? undefined : offers.find((o) => o.code === choice);

  if (!offer) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Not remembered; closed for this page all the same.
    }
    setDismissed(true);
  };
  return (
    <aside
      lang={offer.tag}
      dir={offer.dir}
      aria-label={offer.label}
      data-testid="language-notice"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl items-center gap-3 rounded-xl bg-ink-900 p-3 ps-4 text-sm text-white shadow-lg ring-1 ring-white/10"
    >
      <p className="flex-1">{offer.offer}</p>
      <a
        href={localePath(offer.code, splitLocalePath(pathname).path)}
        hrefLang={offer.tag}
        className="rounded-md bg-brand-700 px-3 py-2 font-semibold whitespace-nowrap hover:bg-orange-800"
      >
        {offer.switchTo}
      </a>
      <button
        type="button"
        onClick={dismiss}
        aria-label={offer.dismiss}
        className="rounded-md p-2 hover:bg-white/10"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </aside>
  );
}
