import "server-only";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { LeadQuoteFilter } from "../validation";

/**
 * "The lead has a quote in this state", as SQL on the lead's id. Leads never import quotes (the
 * quotes module depends on leads); start-up plugs the quotes module's condition in
 * (src/startup/compose-modules.ts). Without one, the filter matches nothing.
 */
export type LeadQuoteCondition = (state: LeadQuoteFilter, leadId: AnyPgColumn, now: Date) => SQL;

// On globalThis: the server's start-up and its route handlers may be bundled apart.
const g = globalThis as unknown as { __leadQuoteCondition?: LeadQuoteCondition };

export function setLeadQuoteCondition(condition: LeadQuoteCondition | undefined) {
  g.__leadQuoteCondition = condition;
}

export const leadQuoteCondition = (): LeadQuoteCondition | undefined => g.__leadQuoteCondition;
