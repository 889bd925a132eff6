import "server-only";
import type { Db } from "@/platform/db/open";
import type { Quote } from "../schema";

/**
 * What another module does when a buyer accepts a version: called inside the accept's
 * transaction (so the acceptance and what follows from it commit together, or neither does),
 * and may return work for after the commit (an audit entry). Quotes never import the module
 * that fills it (orders depend on quotes); start-up plugs it in (src/startup/compose-modules.ts).
 */
export type OnQuoteAccepted = (
  tx: Db,
  quote: Quote,
  at: { ip: string; now: Date },
) => Promise<(() => Promise<void>) | void>;

// On globalThis: the server's start-up and its route handlers may be bundled apart.
const g = globalThis as unknown as { __onQuoteAccepted?: OnQuoteAccepted };

export function setOnQuoteAccepted(hook: OnQuoteAccepted | undefined) {
  g.__onQuoteAccepted = hook;
}

export const onQuoteAccepted = (): OnQuoteAccepted | undefined => g.__onQuoteAccepted;
