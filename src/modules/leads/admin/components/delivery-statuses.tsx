"use client";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { ErrorBox, WarningBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { leadsQueries } from "../admin-api";
import { HeldMessagesNotice } from "./held-messages-notice";
import { MessageState, messageNote, noteTone, when } from "./message-state";

/**
 * The latest 10 messages with a refresh button (SPEC.md section 8), queued and retrying ones
 * included, with how many wait in the outbox and a warning once today's cap is spent.
 */
export function DeliveryStatuses() {
  const {
    data,
    isError: failed,
    isFetching: loading,
    refetch,
  } = useQuery(leadsQueries.deliveryStatuses());
  const rows = data?.statuses;
  const outbox = data?.outbox;

  return (
    <section
      aria-labelledby="delivery-statuses"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="delivery-statuses" className="text-lg font-semibold text-slate-900">
          Recent Message Statuses
        </h2>
        <Button size="sm" variant="secondary" onClick={() => void refetch()} disabled={loading}>
          <RefreshCw className={loading ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden /> Refresh
        </Button>
      </div>
      {failed ? <ErrorBox>Failed to load message statuses</ErrorBox> : null}
      {outbox ? (
        <p className="text-sm text-slate-600">
          {outbox.waiting === 1 ? "1 message" : `${outbox.waiting} messages`} waiting in the outbox
          · {outbox.sentToday} of {outbox.dailyCap} sent today (every attempt counts)
        </p>
      ) : null}
      {outbox?.capReached ? (
        <WarningBox>
          Today&apos;s limit of {outbox.dailyCap} template messages is reached. New leads are
          stored, and their messages wait until tomorrow (00:00 UTC). The limit is set by
          WHATSAPP_DAILY_CAP.
        </WarningBox>
      ) : null}
      <HeldMessagesNotice />
      {rows && rows.length === 0 ? (
        <p className="text-sm text-slate-500">No messages sent yet.</p>
      ) : null}
      {rows && rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Recipient
                </th>
                <th scope="col" className="py-1 pr-3">
                  Status
                </th>
                <th scope="col" className="py-1 pr-3">
                  Attempts
                </th>
                <th scope="col" className="py-1 pr-3">
                  Error
                </th>
                <th scope="col" className="py-1">
                  Time
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="py-1 pr-3">{r.recipient}</td>
                  <td className="py-1 pr-3">
                    <MessageState state={r.state} />
                    {r.nextAttemptAt ? (
                      <span className="block text-xs text-slate-500">
                        next {when(r.nextAttemptAt)}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-1 pr-3">{r.attempts}</td>
                  <td className={`max-w-xs py-1 pr-3 break-words ${noteTone(r)}`}>
                    {messageNote(r)}
                  </td>
                  <td className="py-1 whitespace-nowrap">{when(r.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
