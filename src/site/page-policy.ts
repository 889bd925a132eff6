import "server-only";
import { publicMapsKey } from "@/modules/leads/server";
import { contentSecurityPolicy } from "@/platform/http/csp";

/**
 * A public page's Content-Security-Policy: its inline scripts allowed by their hashes, the same
 * for every client (the portal's and a quote's pages too). Google Maps hosts are
 * named only on a page whose definition loads the Maps script (src/site/render/site-pages.tsx: a
 * game's page, for its price dialog) and only while a maps key is configured.
 */
export async function pagePolicy(
  scripts: { hashes: string[] },
  page: { maps: boolean },
): Promise<string> {
  const maps =
    page.maps &&
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
