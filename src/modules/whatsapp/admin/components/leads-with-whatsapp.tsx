"use client";
import { useMemo } from "react";
import { useCan } from "@/modules/auth/admin";
import { LeadsScreen, type LeadExtensions } from "@/modules/leads/admin";
import { HeldMessagesNotice } from "./held-messages-notice";
import { LeadConversation } from "./lead-conversation";
import { LeadMessages } from "./lead-messages";
import { WhatsappSettings } from "./whatsapp-settings";

/**
 * /admin/leads with WhatsApp: the lead dialog shows the conversation and the message states, and
 * people who may read the settings get the settings screen and the held-messages notice.
 */
export function LeadsWithWhatsapp({ webhookUrl }: { webhookUrl: string }) {
  const canSettings = useCan({ whatsappSettings: ["read"] });
  const extensions = useMemo<LeadExtensions>(
    () => ({
      settings: canSettings
        ? {
            label: "WhatsApp Settings",
            render: (onBack) => <WhatsappSettings webhookUrl={webhookUrl} onBack={onBack} />,
          }
        : undefined,
      notice: canSettings ? <HeldMessagesNotice /> : null,
      leadPanel: (leadId) => (
        <>
          <LeadConversation leadId={leadId} />
          <LeadMessages leadId={leadId} />
        </>
      ),
    }),
    [canSettings, webhookUrl],
  );
  return <LeadsScreen extensions={extensions} />;
}
