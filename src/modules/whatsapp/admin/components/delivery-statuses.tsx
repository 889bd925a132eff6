"use client";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { AdminTable, type Column } from "@/ui/admin-table";
import { WarningBox } from "@/ui/alert";
import { fromQuery } from "@/ui/list-states";
import { Button } from "@/ui/button";
import { whatsappQueries } from "../admin-api";
import { HeldMessagesNotice } from "./held-messages-notice";
import type { MessageView } from "../../server/outbox/history";
import { MessageState, messageNote, noteTone, when } from "./message-state";

const COLUMNS: Column<MessageView>[] = [
  { key: "recipient", header: "Recipient", cell: (r) => r.recipient },
  {
    key: "status",
    header: "Status",
    cell: (r) => (
      <>
        <MessageState state={r.state} />
        {r.nextAttemptAt ? (
          <span className="block text-xs text-slate-500">next {when(r.nextAttemptAt)}</span>
        ) : null}
      </>
    ),
  },
  { key: "attempts", header: "Attempts", cell: (r) => r.attempts },
  {
    key: "error",
    header: "Error",
    className: "max-w-xs break-words",
    cell: (r) => <span className={noteTone(r)}>{messageNote(r)}</span>,
  },
  { key: "time", header: "Time", className: "whitespace-nowrap", cell: (r) => when(r.updatedAt) },
];

/**
 * The latest 10 messages with a refresh button, queued and retrying ones
 * included, with how many wait in the outbox and a warning once today's cap is spent.
 */
export function DeliveryStatuses() {
  const query = useQuery(whatsappQueries.deliveryStatuses());
  const { data, isFetching: loading, refetch } = query;
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
      {outbox ? (
        <p className="text-sm text-slate-600">
          {outbox.waiting === 1 ? "1 message" : `${outbox.waiting} messages`} waiting in the outbox
          · {outbox.sentToday} of {outbox.dailyCap} sent today (every attempt counts)
          <span className="block">
            Operators&apos; sign-in codes by WhatsApp today: {outbox.codesToday} of {outbox.codeCap}{" "}
            (a budget of their own, set by WHATSAPP_CODE_DAILY_CAP)
          </span>
        </p>
      ) : null}
      {outbox && outbox.codesToday >= outbox.codeCap ? (
        <WarningBox>
          Today&apos;s {outbox.codeCap} sign-in codes by WhatsApp are spent. Operators with an email
          address still get theirs by email; the others can sign in again tomorrow (00:00 UTC).
          Buyers&apos; messages are not affected.
        </WarningBox>
      ) : null}
      {outbox?.capReached ? (
        <WarningBox>
          Today&apos;s limit of {outbox.dailyCap} template messages is reached. New leads are
          stored, and their messages wait until tomorrow (00:00 UTC). The limit is set by
          WHATSAPP_DAILY_CAP.
        </WarningBox>
      ) : null}
      <HeldMessagesNotice />
      <AdminTable
        caption="Recent message statuses"
        columns={COLUMNS}
        {...fromQuery(query, data?.statuses, "Failed to load message statuses")}
        empty="No messages sent yet."
        skeleton={{ rows: 3 }}
      />
    </section>
  );
}
