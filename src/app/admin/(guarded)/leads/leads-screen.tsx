"use client";
import { LeadOperator } from "@/modules/machines/admin";
import { LeadQuotes } from "@/modules/quotes/admin";
import { LeadsWithWhatsapp } from "@/modules/whatsapp/admin/components/leads-with-whatsapp";

// Defined once, so the leads screen's extensions keep their identity between renders.
const morePanels = (leadId: string) => (
  <>
    <LeadQuotes key={`quotes-${leadId}`} leadId={leadId} />
    <LeadOperator key={`operator-${leadId}`} leadId={leadId} />
  </>
);

/** The leads screen with what the WhatsApp, quotes and machines modules add to each lead. */
export function LeadsScreenComposed({ webhookUrl }: { webhookUrl: string }) {
  return <LeadsWithWhatsapp webhookUrl={webhookUrl} morePanels={morePanels} />;
}
