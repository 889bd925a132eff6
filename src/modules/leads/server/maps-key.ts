import "server-only";
import { contactSettings } from "@/modules/contact/schema";
import { TAGS } from "@/platform/cache";
import { cachedRead } from "@/platform/cached";
import { getDb } from "@/platform/db/client";

// Kept as a wrapper: the cache keeps no null, and most sites have no key.
const readMapsKey = cachedRead(
  async (): Promise<{ key: string | null }> => {
    const db = await getDb();
    const [row] = await db
      .select({ key: contactSettings.mapsApiKey })
      .from(contactSettings)
      .limit(1);
    return { key: row?.key?.trim() || null };
  },
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
