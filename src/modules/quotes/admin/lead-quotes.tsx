"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { ErrorBox, LoadError, SuccessBox } from "@/ui/alert";
import { Button, buttonClass } from "@/ui/button";
import { Skeleton } from "@/ui/skeleton";
import { QuoteBuilder } from "./quote-builder";
import { quoteKeys, quoteMutations, quoteQueries } from "./quotes-api";
import type { QuoteView } from "../server/build";
import { QUOTE_STATUS_LABELS } from "../statuses";

const CHANNEL_STATES: Record<string, string> = {
  queued: "queued",
  sending: "sending",
  sent: "sent",
  failed: "failed",
  off: "email not set up",
  refused: "not sent",
};

/** A lead's quotes in its details: every version, and building, approving and sending them. */
export function LeadQuotes({ leadId }: { leadId: string }) {
  const quotes = useQuery(quoteQueries.lead(leadId));
  const client = useQueryClient();
  const action = useMutation(quoteMutations.action(leadId));
  const canApprove = useCan({ quote: ["approve"] });
  const canSend = useCan({ lead: ["message"] });
  const [editing, setEditing] = useState<QuoteView | "new" | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const run = (q: QuoteView, what: "send" | "approve" | "duplicate") => {
    setMessage(null);
    action.mutate(
      { id: q.id, action: what, fingerprint: q.fingerprint },
      {
        onSuccess: (r) => {
          void client.invalidateQueries({ queryKey: quoteKeys.lead(leadId) });
          void client.invalidateQueries({ queryKey: ["leads", "lead", leadId] });
          if (what !== "send")
            return setMessage({
              ok: true,
              text: what === "approve" ? "Approved." : "Duplicated as a new draft.",
            });
          const refused = r.deliveries.filter((d) => d.state === "refused" || d.state === "failed");
          setMessage({
            ok: refused.length === 0,
            text: r.alreadySent
              ? "This version was already sent; nothing was sent again."
              : [
                  `Sent ${q.number}.`,
                  ...r.deliveries.map(
                    (d) =>
                      `${d.channel === "whatsapp" ? "WhatsApp" : "Email"}: ${CHANNEL_STATES[d.state] ?? d.state}${d.detail ? ` (${d.detail})` : ""}.`,
                  ),
                  r.url ? `Buyer's link: ${r.url}` : "",
                ].join(" "),
          });
        },
        onError: (e) => setMessage({ ok: false, text: e.message || "Failed" }),
      },
    );
  };

  return (
    <section
      className="space-y-3 border-t border-slate-200 pt-4"
      aria-labelledby={`quotes-${leadId}`}
    >
      <div className="flex items-center justify-between">
        <h3 id={`quotes-${leadId}`} className="text-sm font-semibold text-slate-800">
          Quotes
        </h3>
        {editing === null ? (
          <Button size="sm" onClick={() => (setMessage(null), setEditing("new"))}>
            New quote
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {message ? (
          message.ok ? (
            <SuccessBox>{message.text}</SuccessBox>
          ) : (
            <ErrorBox>{message.text}</ErrorBox>
          )
        ) : null}
      </div>
      {editing !== null ? (
        <QuoteBuilder
          key={editing === "new" ? "new" : editing.id}
          leadId={leadId}
          quote={editing === "new" ? null : editing}
          onDone={(text) => {
            setEditing(null);
            if (text) setMessage({ ok: true, text });
          }}
        />
      ) : null}
      {quotes.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : quotes.isError ? (
        <LoadError message="Failed to load the quotes" onRetry={() => void quotes.refetch()} />
      ) : quotes.data.length === 0 ? (
        <p className="text-sm text-slate-500">No quotes yet.</p>
      ) : (
        <ul className="space-y-2">
          {quotes.data.map((q) => (
            <li
              key={q.id}
              className="rounded border border-slate-200 p-2 text-sm"
              data-testid="quote-row"
              data-status={q.status}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">
                  {q.number} <span className="text-slate-500">v{q.version}</span>
                </span>
                <span>{q.totalText}</span>
                <span
                  className="rounded bg-slate-100 px-2 py-0.5 text-xs"
                  data-testid="quote-status"
                >
                  {QUOTE_STATUS_LABELS[q.status]}
                </span>
              </div>
              <p className="text-xs text-slate-500">
                {q.validUntil ? `Valid until ${new Date(q.validUntil).toLocaleDateString()}. ` : ""}
                {q.approvalOutdated
                  ? `Changed since ${q.approvedBy ?? "an owner"} approved it: needs approval again. `
                  : q.approvedBy
                    ? `Approved by ${q.approvedBy}. `
                    : ""}
                {q.needsApproval && q.approvalReason
                  ? `Needs an owner's approval: ${q.approvalReason}. `
                  : ""}
                {q.viewedAt ? `Viewed ${new Date(q.viewedAt).toLocaleString()}. ` : ""}
                {q.acceptedAt
                  ? `Accepted by ${q.acceptedName} on ${new Date(q.acceptedAt).toLocaleString()}. `
                  : ""}
                {q.declinedAt ? `Declined${q.declineReason ? `: ${q.declineReason}` : ""}. ` : ""}
                {q.deliveries
                  .map(
                    (d) =>
                      `${d.channel === "whatsapp" ? "WhatsApp" : "Email"} ${CHANNEL_STATES[d.state] ?? d.state}`,
                  )
                  .join(", ")}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                {["draft", "awaiting_approval", "sent", "viewed", "expired"].includes(q.status) ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => (setMessage(null), setEditing(q))}
                  >
                    {q.status === "draft" || q.status === "awaiting_approval"
                      ? "Edit"
                      : "New version"}
                  </Button>
                ) : null}
                {q.status === "draft" && canSend ? (
                  <Button size="sm" disabled={action.isPending} onClick={() => run(q, "send")}>
                    Send
                  </Button>
                ) : null}
                {q.status === "awaiting_approval" && canApprove ? (
                  <Button size="sm" disabled={action.isPending} onClick={() => run(q, "approve")}>
                    Approve
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() => run(q, "duplicate")}
                >
                  Duplicate
                </Button>
                {q.sentAt ? (
                  <a
                    className={buttonClass("secondary", "sm")}
                    href={`/api/admin/leads/${leadId}/quotes/${q.id}/pdf`}
                    target="_blank"
                    rel="noopener"
                  >
                    PDF
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
