"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ExternalLink, MapPin, MessageCircle } from "lucide-react";
import { ErrorBox } from "@/ui/alert";
import { Button, buttonClass } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { LEAD_STATUSES_PUBLIC, LEAD_STATUS_LABELS } from "../../statuses";
import { leadsMutations } from "../admin-api";
import { chatLink, mapsLink, type LeadListItem } from "../leads-view";
import { LeadConversation } from "./lead-conversation";
import { LeadMessages } from "./lead-messages";
import { LeadPipelinePanel } from "./pipeline/lead-pipeline-panel";
import { StatusBadge } from "./status-badge";
import { isLocale, localeInfo } from "@/platform/i18n/locales";
import { LeadQuotes } from "@/modules/quotes/public/lead-quotes";

/** "Español (es)": the language's own name and its code, or the stored code as it is. */
const languageName = (code: string) =>
  isLocale(code) ? `${localeInfo(code).name} (${code})` : code;

/** Every field of one lead, its status actions and the chat and maps links. */
export function LeadDetailsDialog({
  lead,
  onClose,
  onUpdated,
}: {
  lead: LeadListItem | null;
  onClose: () => void;
  onUpdated: (l: LeadListItem) => void;
}) {
  const update = useMutation(leadsMutations.setLeadStatus());
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const busy = update.isPending ? update.variables.status : null;

  const setStatus = (status: (typeof LEAD_STATUSES_PUBLIC)[number]) => {
    if (!lead) return;
    setError(undefined);
    update.mutate(
      { id: lead.id, status },
      {
        onSuccess: () => {
          onUpdated({ ...lead, status, updatedAt: new Date().toISOString() });
          // The timeline shows the change and the follow-up counts may move.
          void client.invalidateQueries({ queryKey: ["leads", "lead", lead.id] });
          void client.invalidateQueries({ queryKey: ["leads", "due-counts"] });
        },
        onError: () => setError("Failed to update lead status"),
      },
    );
  };

  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(o) => {
        if (!o) {
          setError(undefined);
          onClose();
        }
      }}
      title="Lead Details"
    >
      {lead ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-500">Name</dt>
            <dd className="break-words text-slate-900">{lead.name}</dd>
            <dt className="text-slate-500">WhatsApp</dt>
            <dd className="text-slate-900">{lead.whatsapp}</dd>
            <dt className="text-slate-500">Country code</dt>
            <dd className="text-slate-900">{lead.countryCode}</dd>
            <dt className="text-slate-500">Location</dt>
            <dd className="break-words text-slate-900">{lead.location}</dd>
            <dt className="text-slate-500">Language</dt>
            <dd className="text-slate-900" data-testid="lead-language">
              {languageName(lead.language)}
            </dd>
            <dt className="text-slate-500">Game</dt>
            <dd className="text-slate-900">{lead.gameTitle ?? "Game removed"}</dd>
            <dt className="text-slate-500">Status</dt>
            <dd>
              <StatusBadge status={lead.status} />
            </dd>
            <dt className="text-slate-500">Created</dt>
            <dd className="text-slate-900">{new Date(lead.createdAt).toLocaleString()}</dd>
            <dt className="text-slate-500">Updated</dt>
            <dd className="text-slate-900">{new Date(lead.updatedAt).toLocaleString()}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <a
              className={buttonClass("secondary", "sm")}
              href={chatLink(lead.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle className="h-4 w-4" aria-hidden /> Chat on WhatsApp{" "}
              <ExternalLink className="h-3 w-3" aria-hidden />
            </a>
            <a
              className={buttonClass("secondary", "sm")}
              href={mapsLink(lead.location)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MapPin className="h-4 w-4" aria-hidden /> Open in Maps{" "}
              <ExternalLink className="h-3 w-3" aria-hidden />
            </a>
          </div>
          <div>
            <p className="mb-2 text-sm font-medium text-slate-700">Update status</p>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Update status">
              {LEAD_STATUSES_PUBLIC.map((s) => (
                <Button
                  key={s}
                  size="sm"
                  variant={lead.status === s ? "primary" : "secondary"}
                  aria-pressed={lead.status === s}
                  disabled={busy !== null}
                  onClick={() => setStatus(s)}
                >
                  {busy === s ? "Saving..." : LEAD_STATUS_LABELS[s]}
                </Button>
              ))}
            </div>
          </div>
          <div aria-live="polite">{error ? <ErrorBox>{error}</ErrorBox> : null}</div>
          <LeadConversation leadId={lead.id} />
          <LeadMessages leadId={lead.id} />
          <LeadQuotes key={`quotes-${lead.id}`} leadId={lead.id} />
          {/* Owner, follow-up, returning buyer, source and the one timeline (issue 23). */}
          <LeadPipelinePanel key={lead.id} leadId={lead.id} />
        </div>
      ) : null}
    </Dialog>
  );
}
