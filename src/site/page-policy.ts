import "server-only";
import { publicMapsKey } from "@/modules/leads/server";
import { contentSecurityPolicy } from "@/platform/http/csp";
import { pageUsesMaps } from "@/platform/http/maps-pages";

/**
 * A public page's Content-Security-Policy: its inline scripts allowed by their hashes (or, under
 * a portal address the request proxy answers for, by the proxy's nonce). Google Maps hosts are
 * named only on a page that loads the Maps script (a game's page, for its price dialog) and only
 * while a maps key is configured.
 */
export async function pagePolicy(
  scripts: { nonce: string } | { hashes: string[] },
  pathname: string,
): Promise<string> {
  const maps =
    pageUsesMaps(pathname) &&
    Boolean(
      await publicMapsKey().catch((e: unknown) => {
        console.error("Failed to read the maps key", e);
        return null;
      }),
    );
  return contentSecurityPolicy({
    ...scripts,
    dev: process.env.NODE_ENV === "development",
    maps,
    https: (process.env.PUBLIC_SITE_URL ?? "").startsWith("https://"),
  });
}
