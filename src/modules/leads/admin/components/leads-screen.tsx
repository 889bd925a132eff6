"use client";
import { useState } from "react";
import { LeadsTable } from "./leads-table";
import { WhatsappSettings } from "./whatsapp-settings";

/** /admin/leads: the lead list, with the WhatsApp settings as a sub-screen. */
export function LeadsScreen({ webhookUrl }: { webhookUrl: string }) {
  const [screen, setScreen] = useState<"leads" | "settings">("leads");
  return screen === "leads" ? (
    <LeadsTable onOpenSettings={() => setScreen("settings")} />
  ) : (
    <WhatsappSettings webhookUrl={webhookUrl} onBack={() => setScreen("leads")} />
  );
}
