"use client";
import { usePageInLanguage } from "@/platform/i18n/page-path";
import type { Locale } from "@/platform/i18n/locales";
import { cn } from "@/ui/cn";
import { BELOW_FOLD } from "@/ui/below-fold";

export type LanguageChoice = { code: Locale; segment: string; tag: string; name: string };

/**
 * Links to this page in each language, each named in its own language. A client component only
 * for the path: the footer sits in the layout, which client navigation does not render again.
 * Plain links, not next/link: <html lang dir> belongs to the root layout, which only a full page
 * load renders anew.
 */
export function LanguageSwitcher({
  label,
  current,
  languages,
}: {
  label: string;
  current: Locale;
  languages: LanguageChoice[];
}) {
  const inLanguage = usePageInLanguage();
  return (
    <nav aria-label={label} className={cn("border-t border-white/10", BELOW_FOLD.languages)}>
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-1 gap-y-1 px-4 py-4 text-sm sm:px-6">
        {languages.map((l) => (
          <li key={l.code}>
            <a
              href={inLanguage(l.code)}
              hrefLang={l.tag}
              lang={l.tag}
              aria-current={l.code === current ? "true" : undefined}
              className={cn(
                "inline-flex min-h-6 items-center rounded px-2 py-1",
                l.code === current ? "font-semibold text-white" : "hover:text-white",
              )}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
