import { splitLocalePath } from "../i18n/locales";

/**
 * The pages whose policy may admit Google Maps (and only while a maps key is configured): a game's
 * page, in every language, where the price dialog's place autocomplete loads the Maps script. No
 * other page loads it, so no other page names its hosts (src/site/page-policy.ts).
 */
export function pageUsesMaps(pathname: string): boolean {
  return /^\/shop\/[^/]+\/?$/.test(splitLocalePath(pathname).path);
}
