import "server-only";
import { storedMapsKey } from "@/modules/contact/server";
import { TAGS } from "@/platform/cache";
import { cachedRead } from "@/platform/cached";

// Kept as a wrapper: the cache keeps no null, and most sites have no key.
const readMapsKey = cachedRead(
  async (): Promise<{ key: string | null }> => ({ key: await storedMapsKey() }),
  "maps-key",
  () => [TAGS.contactSettings],
);

/**
 * The Google Maps key of contact settings. It is a browser key by nature (the Places script runs
 * in the visitor's browser and the key is restricted by HTTP referrer in Google's console). Every
 * game page's policy names the Maps hosts only while a key is set, so the read is cached like the
 * other public reads and dropped when contact settings change.
 */
export async function publicMapsKey(): Promise<string | null> {
  return (await readMapsKey()).key;
}
