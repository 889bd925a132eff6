import "server-only";
import { getDb } from "@/platform/db/client";
import { whatsappInbox } from "../../schema";

/**
 * Keeps a verified webhook post as received; the inbox worker applies it after the 200. One
 * insert, so the answer is fast and a crash after it loses nothing.
 */
export async function storeWebhook(body: string): Promise<void> {
  const db = await getDb();
  await db.insert(whatsappInbox).values({ body });
}
