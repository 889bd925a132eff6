// The site's languages. English is the default and keeps today's unprefixed URLs; every
// other language lives under its `segment` (/es/shop, /pt-br/blog/12). `tag` is the BCP 47 tag used
// for <html lang>, hreflang, Intl formatting and the WhatsApp template language lookup.
export const LOCALES = [
  { code: "en", segment: "", tag: "en", dir: "ltr", name: "English", whatsapp: "en" },
  { code: "es", segment: "es", tag: "es", dir: "ltr", name: "Español", whatsapp: "es" },
  { code: "fr", segment: "fr", tag: "fr", dir: "ltr", name: "Français", whatsapp: "fr" },
  { code: "de", segment: "de", tag: "de", dir: "ltr", name: "Deutsch", whatsapp: "de" },
  {
    code: "pt-BR",
    segment: "pt-br",
    tag: "pt-BR",
    dir: "ltr",
    name: "Português (Brasil)",
    whatsapp: "pt_BR",
  },
  { code: "ar", segment: "ar", tag: "ar", dir: "rtl", name: "العربية", whatsapp: "ar" },
  {
    code: "zh-CN",
    segment: "zh-cn",
    tag: "zh-CN",
    dir: "ltr",
    name: "简体中文",
    whatsapp: "zh_CN",
  },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_CODES = LOCALES.map((l) => l.code) as unknown as readonly [Locale, ...Locale[]];
/** The languages a translation can be written in: every locale but the default. */
export const TRANSLATABLE_LOCALES = LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeInfo(code: Locale) {
  return LOCALES.find((l) => l.code === code)!;
}

/** The locale whose URL segment is `segment` ("es", "pt-br"), or undefined. */
function localeFromSegment(segment: string | undefined) {
  if (!segment) return undefined;
  return LOCALES.find((l) => l.segment !== "" && l.segment === segment.toLowerCase())?.code;
}

/**
 * The language a page's [locale] segment names, and whether the segment is that language's
 * address: "en" for English's pages (under their rewritten address), "es" or "pt-br" for the
 * others. "ES", or the code "pt-BR", names the language without being its address.
 */
export function pageLocale(segment: string): { locale: Locale; exact: boolean } | undefined {
  if (segment === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, exact: true };
  const locale = localeFromSegment(segment);
  if (!locale) return undefined;
  return { locale, exact: segment === localeInfo(locale).segment };
}

/**
 * The address of a path whose first segment names a language in another form ("/ES/shop" →
 * "/es/shop", "/pt-BR" → "/pt-br"); undefined when it is its language's address or names none.
 */
export function canonicalLocalePath(pathname: string): string | undefined {
  const [, first = "", ...rest] = pathname.split("/");
  const named = pageLocale(first);
  if (!named || named.exact) return undefined;
  return localePath(named.locale, rest.length ? `/${rest.join("/")}` : "/");
}

/** A public path in a locale: "/shop" in es is "/es/shop", "/" is "/es"; English stays as it is. */
export function localePath(locale: Locale, path: string): string {
  const { segment } = localeInfo(locale);
  if (!segment) return path;
  return path === "/" ? `/${segment}` : `/${segment}${path}`;
}

/**
 * A public path split into its locale and the path English has for it ("/es/shop" → es,
 * "/shop"). A path without a language segment is English.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split("/");
  // The app's own form of the path (/en/shop, /pt-BR/shop, after src/proxy.ts's rewrite) too.
  const locale =
    localeFromSegment(first) ?? (first === DEFAULT_LOCALE ? DEFAULT_LOCALE : undefined);
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: rest.length ? `/${rest.join("/")}` : "/" };
}
