"use client";
import { Tabs } from "radix-ui";
import { useCan } from "@/modules/auth/admin";
import { MessagesPanel } from "./messages-panel";
import { SettingsPanel } from "./settings-panel";

const tab =
  "rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700";

export function ContactScreen() {
  const canSettings = useCan({ contactSettings: ["read"] });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Contact Messages</h1>
      <Tabs.Root defaultValue="messages">
        <Tabs.List aria-label="Contact" className="mb-4 flex gap-1 border-b border-slate-200">
          <Tabs.Trigger value="messages" className={tab}>
            Messages
          </Tabs.Trigger>
          {canSettings ? (
            <Tabs.Trigger value="settings" className={tab}>
              Settings
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="messages">
          <MessagesPanel />
        </Tabs.Content>
        {canSettings ? (
          <Tabs.Content value="settings">
            <SettingsPanel />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </div>
  );
}
