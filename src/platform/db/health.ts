import "server-only";
import { clientLogos } from "./schema";
import { getDb } from "./client";

export async function checkConnection(): Promise<void> {
  const db = await getDb();
  await db.select({ id: clientLogos.id }).from(clientLogos).limit(1);
}
