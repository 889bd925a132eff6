import "server-only";
import { getDb } from "@/platform/db/client";
import { clientLogos } from "../schema";

/** A limit-1 read of client_logos: the public site's connection check. */
export async function probeContentTables(): Promise<void> {
  const db = await getDb();
  await db.select({ id: clientLogos.id }).from(clientLogos).limit(1);
}
