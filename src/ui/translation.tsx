"use client";
import { useId } from "react";
import { LOCALES, localeInfo, type Locale } from "@/platform/i18n/locales";
import { cn } from "./cn";
import { Field } from "./field";

/** The mark on what has no translation yet: a dot that says what it means to assistive tech. */
function MissingMark({ locale, className }: { locale: Locale; className?: string }) {
  const label = `Missing in ${localeInfo(locale).name}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn("inline-block h-2 w-2 shrink-0 rounded-full bg-amber-500", className)}
    />
  );
}

/** One mark for a list row: which languages still miss a text (nothing when none does). */
export function MissingSummary({ missing }: { missing: readonly Locale[] }) {
  if (missing.length === 0) return null;
  const label = `Missing in ${missing.map((l) => localeInfo(l).name).join(", ")}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-block h-2 w-2 shrink-0 rounded-full bg-amber-500"
    />
  );
}

/**
 * The editor's language switch: English edits the record itself, another language its
 * translation. Radio buttons, so arrow keys move between languages; a dot marks each language
 * still missing a text English has.
 */
export function LanguageSwitch({
  value,
  onChange,
  missing,
  locales,
  className,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
  missing: readonly Locale[];
  /** The languages offered; all by default. */
  locales?: readonly Locale[];
  className?: string;
}) {
  const name = useId();
  const offered = locales ? LOCALES.filter((l) => locales.includes(l.code)) : LOCALES;
  return (
    <div className={cn("mb-4", className)}>
      <span id={`${name}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        Language
      </span>
      <div role="radiogroup" aria-labelledby={`${name}-label`} className="flex flex-wrap gap-1">
        {offered.map((l) => (
          <label
            key={l.code}
            className="flex min-h-8 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm text-slate-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={l.code}
              checked={value === l.code}
              onChange={() => onChange(l.code)}
              className="sr-only"
            />
            <span lang={l.tag}>{l.name}</span>
            {missing.includes(l.code) ? <MissingMark locale={l.code} /> : null}
          </label>
        ))}
      </div>
    </div>
  );
}

/** English texts are edited as they always were; a note says so while translating. */
export function TranslatingNote({ locale }: { locale: Locale }) {
  return (
    <p className="mb-3 rounded-md bg-slate-50 px-3 py-2 text-xs text-slate-600">
      Editing the {localeInfo(locale).name} text. Empty fields show the English text on the site;
      everything else is shared by all languages.
    </p>
  );
}

/** The English text to translate, with the missing mark while the translation is empty. */
export function TranslationReference({
  locale,
  english,
  missing,
  className,
}: {
  locale: Locale;
  english: string | null | undefined;
  missing: boolean;
  className?: string;
}) {
  return (
    <span className={cn("flex items-start gap-1.5 text-xs text-slate-500", className)}>
      {missing ? <MissingMark locale={locale} className="mt-1" /> : null}
      <span className="line-clamp-4 whitespace-pre-line">
        English: <span lang="en">{english?.trim() ? english : "(empty)"}</span>
      </span>
    </span>
  );
}

/** A label for a translated field: the field's name and its language. */
export const translatedLabel = (label: string, locale: Locale) =>
  `${label} (${localeInfo(locale).name})`;

type TranslationFieldProps = {
  label: string;
  locale: Locale;
  /** The English text, shown as the reference to translate. */
  english: string | null | undefined;
  missing: boolean;
  error?: string;
  children: Parameters<typeof Field>[0]["children"];
};

/** One translated field: labelled with its language, the English text beneath as reference. */
export function TranslationField({
  label,
  locale,
  english,
  missing,
  error,
  children,
}: TranslationFieldProps) {
  const info = localeInfo(locale);
  return (
    <Field
      label={translatedLabel(label, locale)}
      error={error}
      hint={<TranslationReference locale={locale} english={english} missing={missing} />}
    >
      {(p) => children({ ...p, ...({ lang: info.tag, dir: info.dir } as object) })}
    </Field>
  );
}
