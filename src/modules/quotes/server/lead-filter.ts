import "server-only";
import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { LeadQuoteCondition } from "@/modules/leads/server";
import { quotes } from "../schema";

/**
 * A version's state as the leads list filters it: "sent" and "viewed" only while valid, "expired"
 * read from the validity as effectiveStatus does; a replaced version never matches.
 */
function stateCondition(state: Parameters<LeadQuoteCondition>[0], now: Date): SQL {
  const valid = or(isNull(quotes.validUntil), gte(quotes.validUntil, now))!;
  switch (state) {
    case "sent":
    case "viewed":
      return and(eq(quotes.status, state), valid)!;
    case "expired":
      return and(inArray(quotes.status, ["sent", "viewed"]), lt(quotes.validUntil, now))!;
    default:
      return eq(quotes.status, state);
  }
}

/**
 * The leads with a quote version in the state: a semi-join on quotes_lead_idx's lead ids, so the
 * list's page and its count stay one query each.
 */
export const leadHasQuoteIn: LeadQuoteCondition = (state, leadId, now) =>
  sql`${leadId} in (select ${quotes.leadId} from ${quotes} where ${stateCondition(state, now)})`;
