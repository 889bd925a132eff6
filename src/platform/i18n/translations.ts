import { z } from "zod";
import { DEFAULT_LOCALE, TRANSLATABLE_LOCALES, type Locale } from "./locales";

// Content translated per field (docs/decisions/016-content-translations.md): a row keeps
// its English columns as they were and one `translations` map, { "fr": { "title": "…" } }. A field
// missing (or blank) in a language reads as the English one.

/** One row's translations: per language, the translated fields that have a value. */
export type Translations<F extends string, V = string> = Partial<
  Record<Locale, Partial<Record<F, V>>>
>;

/** A value that says nothing: an empty text, or a block document without any text. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object" && Array.isArray((value as { blocks?: unknown }).blocks)) {
    return !(value as { blocks: Array<{ data?: Record<string, unknown> }> }).blocks.some((b) =>
      Object.values(b.data ?? {}).some((v) =>
        Array.isArray(v) ? v.some((i) => !isBlank(i)) : typeof v === "string" && !isBlank(v),
      ),
    );
  }
  return false;
}

/**
 * The zod schema of a translations map: every translatable language optional, each holding the
 * given fields, each optional. The field schemas are the English ones without "required", so a
 * translation obeys the same lengths and characters; unknown languages and fields are refused.
 */
export function translationsSchema<S extends z.ZodRawShape>(fields: S) {
  const optional = Object.fromEntries(
    Object.entries(fields).map(([k, f]) => [k, (f as z.ZodType).optional()]),
  ) as unknown as { [K in keyof S]: z.ZodOptional<S[K]> };
  const entry = z.strictObject(optional).optional();
  const shape = Object.fromEntries(TRANSLATABLE_LOCALES.map((l) => [l, entry])) as Record<
    Exclude<Locale, "en">,
    typeof entry
  >;
  return z.strictObject(shape, { message: "Translations are not valid" });
}

/** What is stored: blank fields and languages without any field are dropped. */
export function compactTranslations<T extends object>(
  map: Partial<Record<string, T | undefined>> | null | undefined,
): Partial<Record<Locale, Partial<T>>> {
  const out: Partial<Record<Locale, Partial<T>>> = {};
  for (const locale of TRANSLATABLE_LOCALES) {
    const fields = map?.[locale];
    if (!fields) continue;
    const kept = Object.fromEntries(Object.entries(fields).filter(([, v]) => !isBlank(v)));
    if (Object.keys(kept).length > 0) out[locale] = kept as Partial<T>;
  }
  return out;
}

/**
 * The row with `fields` read in `locale`: each one the translation when it has a value, else the
 * English column. English (and an unknown language) is the row as stored.
 */
export function localize<R extends Record<string, unknown>, F extends keyof R & string>(
  row: R,
  translations: Translations<string, unknown> | null | undefined,
  locale: Locale,
  fields: readonly F[],
): R {
  if (locale === DEFAULT_LOCALE) return row;
  const t = translations?.[locale];
  if (!t) return row;
  const out: Record<string, unknown> = { ...row };
  for (const f of fields) if (!isBlank(t[f])) out[f] = t[f];
  return out as R;
}

/** The languages in which at least one of `fields` that has English text lacks a translation. */
export function missingLocales(
  english: Record<string, unknown>,
  translations: Translations<string, unknown> | null | undefined,
  fields: readonly string[],
): Locale[] {
  const needed = fields.filter((f) => !isBlank(english[f]));
  return TRANSLATABLE_LOCALES.filter((l) => needed.some((f) => isBlank(translations?.[l]?.[f])));
}
