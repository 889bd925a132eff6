"use client";
import { Copy } from "lucide-react";
import { Button } from "@/ui/button";

/** The URL to paste into Meta's webhook settings, with a copy button (a failed copy is ignored). */
export function WebhookUrl({ url }: { url: string }) {
  return (
    <div className="mt-3 space-y-1">
      <p className="text-sm font-medium text-slate-700">Webhook URL</p>
      <div className="flex items-center gap-2">
        <code
          className="block flex-1 truncate rounded bg-slate-100 px-3 py-2 text-sm"
          data-testid="webhook-url"
        >
          {url}
        </code>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Copy webhook URL"
          onClick={() => void navigator.clipboard?.writeText(url).catch(() => undefined)}
        >
          <Copy className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        Paste this into the WhatsApp webhook configuration in Meta&apos;s developer console and
        subscribe to messages.
      </p>
    </div>
  );
}
