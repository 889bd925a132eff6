"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Check, RotateCcw } from "lucide-react";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Skeleton } from "@/ui/skeleton";
import type { MessageView } from "../../server/outbox/history";
import { whatsappMutations, whatsappQueries } from "../admin-api";
import { MessageState, messageNote, noteTone, when } from "./message-state";

/**
 * The lead's WhatsApp messages, newest first, with Resend after a failed, skipped or unknown one,
 * and Mark as sent for an unknown one (sent without an answer: staff check with the buyer).
 */
export function LeadMessages({ leadId }: { leadId: string }) {
  const messages = useQuery(whatsappQueries.leadMessages(leadId));
  const resend = useMutation(whatsappMutations.resendMessage(leadId));
  const markSent = useMutation(whatsappMutations.markMessageSent(leadId));
  const latest = messages.data?.[0];
  const canResend =
    latest?.state === "failed" || latest?.state === "skipped" || latest?.state === "unknown";
  const busy = resend.isPending || markSent.isPending;

  return (
    <section aria-labelledby="lead-messages" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="lead-messages" className="text-sm font-medium text-slate-700">
          WhatsApp messages
        </h3>
        <div className="flex gap-2">
          {latest?.state === "unknown" ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => markSent.mutate(latest.id)}
            >
              <Check className="h-4 w-4" aria-hidden />
              {markSent.isPending ? "Saving..." : "Mark as sent"}
            </Button>
          ) : null}
          {canResend ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => resend.mutate()}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {resend.isPending ? "Sending..." : "Resend"}
            </Button>
          ) : null}
        </div>
      </div>
      {messages.isPending ? <Skeleton className="h-12 w-full" /> : null}
      {messages.isError ? (
        <LoadError
          message="Failed to load WhatsApp messages"
          onRetry={() => void messages.refetch()}
        />
      ) : null}
      {messages.data?.length === 0 ? (
        <p className="text-sm text-slate-500">No WhatsApp message for this lead.</p>
      ) : null}
      <ol className="space-y-2">
        {messages.data?.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ol>
      <div aria-live="polite">
        {resend.isError ? <ErrorBox>{resend.error.message}</ErrorBox> : null}
        {markSent.isError ? <ErrorBox>{markSent.error.message}</ErrorBox> : null}
      </div>
    </section>
  );
}

function MessageItem({ message: m }: { message: MessageView }) {
  const note = messageNote(m);
  return (
    <li className="rounded-md border border-slate-200 p-2 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <MessageState state={m.state} />
        <span className="text-xs text-slate-500">{when(m.createdAt)}</span>
      </p>
      <p className="text-xs text-slate-600">
        {m.attempts === 1 ? "1 attempt" : `${m.attempts} attempts`}
        {m.nextAttemptAt ? ` · next attempt ${when(m.nextAttemptAt)}` : ""}
        {m.sentAt ? ` · sent ${when(m.sentAt)}` : ""}
      </p>
      {m.events.length > 0 ? (
        <p className="text-xs text-slate-600">
          {m.events.map((e) => `${e.status} ${when(e.at)}`).join(" · ")}
        </p>
      ) : null}
      {note ? <p className={`break-words ${noteTone(m)}`}>{note}</p> : null}
    </li>
  );
}
