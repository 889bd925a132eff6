import "server-only";
import { probeContentTables } from "@/modules/content/server";

/** The site's connection check: a limit-1 read of client_logos. */
export async function checkConnection(): Promise<void> {
  await probeContentTables();
}
