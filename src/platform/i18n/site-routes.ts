// Read by next.config.mjs as Node.js runs it, hence the explicit extension.
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";

/** The app's first segments outside the public site. */
const APP_AREAS = ["api", "admin", "q", "storage", "_next", "_site", "images", "bench-floor"];

/**
 * A first segment that is never an English page: another language's, English's own (typed, it is
 * redirected), and the app's areas. The framework matches these rules without regard to letter
 * case, so "ES" is a language here too; its page sends it to "es".
 */
const NOT_AN_ENGLISH_PAGE = [
  DEFAULT_LOCALE,
  ...LOCALES.flatMap((l) => (l.segment ? [l.segment] : [])),
  ...APP_AREAS,
];

/** A typed /en/... leads to English's one address, without the prefix. */
export function siteRedirects() {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path+`, destination: "/:path+", permanent: true },
  ];
}

/**
 * English keeps the unprefixed addresses; its pages are rendered under /en (app/(site)/[locale]).
 * Applied after the app's fixed routes and files, so only what would otherwise reach a dynamic
 * route is rewritten.
 */
export function siteRewrites() {
  const other = NOT_AN_ENGLISH_PAGE.join("|");
  return [
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
    {
      source: `/:first((?!(?:${other})(?:/|$))[^/]+)/:rest*`,
      destination: `/${DEFAULT_LOCALE}/:first/:rest*`,
    },
  ];
}
