"use client";
import { Check, ChevronUp, Globe } from "lucide-react";
import { usePageInLanguage } from "@/platform/i18n/page-path";
import type { Locale } from "@/platform/i18n/locales";
import { cn } from "@/ui/cn";

export type LanguageChoice = { code: Locale; segment: string; tag: string; name: string };

const LIST_ID = "site-languages";

/**
 * The footer's language button and the list it opens: this page in each language, each named in
 * its own language. The list is a popover, so the browser opens and closes it (Escape and a tap
 * outside too) without a script, and lays it out only once it is open: naming Arabic and Chinese
 * in their own scripts makes the browser look up fonts for them, tens of milliseconds of a phone's
 * first layout on every page whose footer is near the first screen.
 * A client component only for the path: the footer sits in the layout, which client navigation
 * does not render again. Plain links, not next/link: <html lang dir> belongs to the root layout,
 * which only a full page load renders anew.
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
  const shown = languages.find((l) => l.code === current) ?? languages[0]!;
  return (
    <div className="border-t border-white/10 px-4 py-3 text-center text-sm">
      <button
        type="button"
        popoverTarget={LIST_ID}
        className="inline-flex min-h-11 items-center gap-2 rounded px-3 py-2 hover:text-white"
      >
        <Globe className="h-4 w-4" aria-hidden />
        <span className="sr-only">{label}: </span>
        <span lang={shown.tag}>{shown.name}</span>
        <ChevronUp className="h-4 w-4 opacity-70" aria-hidden />
      </button>
      <nav
        id={LIST_ID}
        popover="auto"
        aria-label={label}
        className="m-auto w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-white/15 bg-ink-900 p-2 text-slate-200 shadow-2xl backdrop:bg-black/50"
      >
        <ul>
          {languages.map((l) => (
            <li key={l.code}>
              <a
                href={inLanguage(l.code)}
                hrefLang={l.tag}
                lang={l.tag}
                aria-current={l.code === current ? "true" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-base hover:bg-white/10",
                  l.code === current ? "font-semibold text-white" : "hover:text-white",
                )}
              >
                {l.name}
                {l.code === current ? (
                  <Check className="h-4 w-4 text-brand-400" aria-hidden />
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
