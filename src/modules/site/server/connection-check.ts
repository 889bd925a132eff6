import "server-only";
import { getDb } from "@/platform/db/client";
import { clientLogos } from "@/modules/content/schema";

/** The site's connection check: a limit-1 read of client_logos. */
export async function checkConnection(): Promise<void> {
  const db = await getDb();
  await db.select({ id: clientLogos.id }).from(clientLogos).limit(1);
}
