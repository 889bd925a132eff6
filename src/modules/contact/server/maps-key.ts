import "server-only";
import { getDb } from "@/platform/db/client";
import { contactSettings } from "../schema";

/** The Google Maps key as stored in contact settings (trimmed, null when unset). */
export async function storedMapsKey(): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ key: contactSettings.mapsApiKey }).from(contactSettings).limit(1);
  return row?.key?.trim() || null;
}
