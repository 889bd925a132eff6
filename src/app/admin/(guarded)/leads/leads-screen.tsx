"use client";
import { LeadQuotes } from "@/modules/quotes/admin";
import { LeadsWithWhatsapp } from "@/modules/whatsapp/admin/components/leads-with-whatsapp";

// Defined once, so the leads screen's extensions keep their identity between renders.
const quotesPanel = (leadId: string) => <LeadQuotes key={`quotes-${leadId}`} leadId={leadId} />;

/** The leads screen with what the WhatsApp and quotes modules add to each lead. */
export function LeadsScreenComposed({ webhookUrl }: { webhookUrl: string }) {
  return <LeadsWithWhatsapp webhookUrl={webhookUrl} morePanels={quotesPanel} />;
}
