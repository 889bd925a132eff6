"use client";
import { useState } from "react";
import { LeadExtensionsProvider, type LeadExtensions } from "../lead-extensions";
import { LeadsTable } from "./leads-table";

/** /admin/leads: the lead list, with a settings screen (WhatsApp's) as a sub-screen. */
export function LeadsScreen({ extensions = {} }: { extensions?: LeadExtensions }) {
  const [screen, setScreen] = useState<"leads" | "settings">("leads");
  return (
    <LeadExtensionsProvider value={extensions}>
      {screen === "settings" && extensions.settings ? (
        extensions.settings.render(() => setScreen("leads"))
      ) : (
        <LeadsTable onOpenSettings={() => setScreen("settings")} />
      )}
    </LeadExtensionsProvider>
  );
}
