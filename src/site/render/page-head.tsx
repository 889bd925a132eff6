import { SITE_KEYWORDS, SITE_NAME } from "@/platform/site";
import { DEFAULT_LOCALE, localeInfo, localePath, type Locale } from "@/platform/i18n/locales";
import type { SiteFrame } from "../page-props";

const DEFAULT_IMAGE = "/og-image.png";
const ogLocale = (tag: string) => tag.replace("-", "_");

/**
 * Title, description, canonical URL, hreflang alternates and the Open Graph and Twitter cards of
 * one public page in its language. `path` is the English path ("/shop/12"). React places these
 * elements in the document's head wherever the page renders them.
 */
export function PageHead({
  title,
  description,
  path,
  image,
  site,
  absoluteTitle = false,
  noindex = false,
  article,
}: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  site: SiteFrame;
  /** The title as it is, without the site's name after it. */
  absoluteTitle?: boolean;
  noindex?: boolean;
  /** A dated article (a blog post): its card says so, with the date and the post's tags. */
  article?: { publishedTime: string; keywords: string[] };
}) {
  const { locale, enabled, siteUrl } = site;
  const full = absoluteTitle ? title : `${title} | ${SITE_NAME}`;
  const url = (l: Locale) => new URL(localePath(l, path), siteUrl).href;
  const tag = localeInfo(locale).tag;
  const picture = new URL(image || DEFAULT_IMAGE, siteUrl).href;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? "noindex" : "index, follow"} />
      <meta
        name="keywords"
        content={(article?.keywords.length ? article.keywords : SITE_KEYWORDS).join(",")}
      />
      <link rel="canonical" href={url(locale)} />
      {enabled.map((l) => (
        <link key={l} rel="alternate" hrefLang={localeInfo(l).tag} href={url(l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(DEFAULT_LOCALE)} />
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:image" content={picture} />
      <meta property="og:locale" content={ogLocale(tag)} />
      {enabled
        .filter((l) => l !== locale)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocale(localeInfo(l).tag)} />
        ))}
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}
