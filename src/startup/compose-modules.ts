import "server-only";
import { auditRowsInsert, writeAuditEntries } from "@/modules/audit/server";
import { setLeadMessaging, setLeadQuoteCondition } from "@/modules/leads/server";
import { orderOnQuoteAccepted } from "@/modules/orders/server";
import { latestQuoteLink, leadHasQuoteIn, setOnQuoteAccepted } from "@/modules/quotes/server";
import { setQuoteLinkSource, whatsappForLeads } from "@/modules/whatsapp/server";
import { setAuditSink } from "@/platform/audit/record";

/**
 * Plugs modules into the hooks of the modules they depend on, once per process before any request:
 * leads know nothing of WhatsApp or quotes, WhatsApp is their messaging channel and quotes give
 * the list its quote-state filter; a buyer's acceptance makes the quote's order (quotes know
 * nothing of orders), and a saved reply's {quote link} is the latest quote's; every module records what happened through platform/audit, and the audit
 * module keeps the trail.
 */
export function composeModules() {
  setAuditSink(writeAuditEntries, auditRowsInsert);
  setLeadMessaging(whatsappForLeads);
  setLeadQuoteCondition(leadHasQuoteIn);
  setOnQuoteAccepted(orderOnQuoteAccepted);
  setQuoteLinkSource(latestQuoteLink);
}
