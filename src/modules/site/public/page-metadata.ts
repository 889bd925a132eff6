import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { SITE_NAME } from "@/platform/site";
import { DEFAULT_LOCALE, localeInfo, localePath } from "@/platform/i18n/locales";
import { enabledLocales } from "../server/languages";

const DEFAULT_IMAGE = "/og-image.png";

/** The Open Graph form of a BCP 47 tag (es, pt_BR, zh_CN). */
const ogLocale = (tag: string) => tag.replace("-", "_");

/**
 * The page's own URL in its language and the same page in every enabled language (hreflang), with
 * x-default the English page. `path` is the English path ("/shop/12").
 */
async function languageAlternates(path: string) {
  const locale = await getLocale();
  const languages: Record<string, string> = {};
  for (const l of await enabledLocales()) languages[localeInfo(l).tag] = localePath(l, path);
  languages["x-default"] = localePath(DEFAULT_LOCALE, path);
  return { locale, canonical: localePath(locale, path), languages };
}

/**
 * Title, description, canonical URL, hreflang alternates and matching OpenGraph/Twitter cards for
 * one public page in the request's language. Next merges `openGraph` shallowly, so a page that
 * sets only `title` would share the root's card.
 */
export async function pageMetadata(opts: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  absoluteTitle?: boolean;
}): Promise<Metadata> {
  const full = opts.absoluteTitle ? opts.title : `${opts.title} | ${SITE_NAME}`;
  const images = [opts.image || DEFAULT_IMAGE];
  const { locale, canonical, languages } = await languageAlternates(opts.path);
  const tag = localeInfo(locale).tag;
  return {
    title: opts.absoluteTitle ? { absolute: opts.title } : opts.title,
    description: opts.description,
    alternates: { canonical, languages },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title: full,
      description: opts.description,
      url: canonical,
      images,
      locale: ogLocale(tag),
      alternateLocale: Object.keys(languages)
        .filter((l) => l !== tag && l !== "x-default")
        .map(ogLocale),
    },
    twitter: { card: "summary_large_image", title: full, description: opts.description, images },
  };
}
