/**
 * The request header through which src/proxy.ts tells the app a public page's language (the root
 * layout sets <html lang dir> from it, next-intl's request config its messages). The proxy sets or
 * removes it on every request, so a visitor cannot choose it.
 */
export const LOCALE_HEADER = "x-site-locale";
