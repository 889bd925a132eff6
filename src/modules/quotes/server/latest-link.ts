import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { decryptSecret } from "@/platform/secrets";
import { quotes } from "../schema";
import { quotePageUrl } from "./links";

/**
 * The buyer's link to the lead's most recently sent quote, or null when none was sent (or it was
 * sent before links were kept, or the secrets key changed since).
 */
export async function latestQuoteLink(leadId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ sealed: quotes.tokenSealed })
    .from(quotes)
    .where(and(eq(quotes.leadId, leadId), isNotNull(quotes.sentAt)))
    .orderBy(desc(quotes.sentAt))
    .limit(1);
  if (!row?.sealed) return null;
  try {
    return quotePageUrl(decryptSecret(row.sealed));
  } catch {
    return null;
  }
}
