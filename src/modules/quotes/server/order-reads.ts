import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { quotes, type Quote } from "../schema";

/** A version named by its number's parts (Q-<first 8 of the series>-<version>) or by its id. */
type QuoteRef = { seriesPrefix: string; version: number } | { id: string };

/**
 * The versions a reference names, at most two (a series prefix may be shared), their rows locked
 * for the rest of the caller's transaction, as the buyer's accept locks them.
 */
export async function lockQuotesByRef(tx: Db, ref: QuoteRef): Promise<Quote[]> {
  return tx
    .select()
    .from(quotes)
    .where(
      "id" in ref
        ? eq(quotes.id, ref.id)
        : and(
            sql`left(${quotes.seriesId}::text, 8) = ${ref.seriesPrefix.toLowerCase()}`,
            eq(quotes.version, ref.version),
          ),
    )
    .limit(2)
    .for("update");
}

/** The buyer's address a version was sent with, or null (none, or no such version). */
export async function quoteBuyerEmail(quoteId: string, db?: Db): Promise<string | null> {
  const [row] = await (db ?? (await getDb()))
    .select({ email: quotes.buyerEmail })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return row?.email ?? null;
}
