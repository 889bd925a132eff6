"use client";
import { useMemo, type ReactNode } from "react";
import { useCan } from "@/modules/auth/admin";
import { LeadsScreen, type LeadExtensions } from "@/modules/leads/admin";
import { HeldMessagesNotice } from "./held-messages-notice";
import { LeadConversation } from "./lead-conversation";
import { LeadMessages } from "./lead-messages";
import { WhatsappSettings } from "./whatsapp-settings";

/**
 * /admin/leads with WhatsApp: the lead dialog shows the conversation and the message states, and
 * people who may read the settings get the settings screen and the held-messages notice.
 * `morePanels` is what other modules add to the lead dialog after the conversation.
 */
export function LeadsWithWhatsapp({
  webhookUrl,
  morePanels,
}: {
  webhookUrl: string;
  morePanels?: (leadId: string) => ReactNode;
}) {
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
          {morePanels?.(leadId)}
        </>
      ),
    }),
    [canSettings, webhookUrl, morePanels],
  );
  return <LeadsScreen extensions={extensions} />;
}
