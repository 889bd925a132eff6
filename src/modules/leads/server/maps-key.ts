import "server-only";
import { contactSettings } from "@/modules/contact/schema";
import { getDb } from "@/platform/db/client";

/**
 * The Google Maps key of contact settings. It is a browser key by nature (the Places script runs
 * in the visitor's browser and the key is restricted by HTTP referrer in Google's console).
 */
export async function publicMapsKey(): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ key: contactSettings.mapsApiKey }).from(contactSettings).limit(1);
  return row?.key?.trim() || null;
}
