"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { useListState } from "@/platform/lists/use-list-state";
import { AdminTable, type Column } from "@/ui/admin-table";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ExportButton } from "@/ui/export-button";
import { Select } from "@/ui/field";
import { DateRange, SearchBox } from "@/ui/list-filters";
import { fromQuery } from "@/ui/list-states";
import { cn } from "@/ui/cn";
import { messageListParamsSchema } from "../../validation";
import { contactMutations, contactQueries, messagesQuery } from "../admin-api";
import type { Message, MessageFilter } from "../types";
import { MessageDialog } from "./message-dialog";

const FILTERS = [
  ["", "All"],
  ["new", "New"],
  ["read", "Read"],
  ["replied", "Replied"],
  ["archived", "Archived"],
] as const;
const badge: Record<Message["status"], string> = {
  new: "bg-blue-50 text-blue-800",
  read: "bg-slate-100 text-slate-700",
  replied: "bg-green-50 text-green-800",
  archived: "bg-amber-50 text-amber-800",
};
const DEFAULTS = { page: 1 };

/**
 * Contact messages, newest first, paged by the server with a status filter, search and dates (all
 * in the URL); new ones appear by themselves (focus and every 30 s).
 */
export function MessagesPanel() {
  const { state, set, hrefFor } = useListState(messageListParamsSchema, DEFAULTS);
  const filter = { status: state.status, q: state.q, from: state.from, to: state.to };
  const query = useQuery(contactQueries.messages(state));
  const { data, refetch } = query;
  const filtered = Boolean(state.status || state.q || state.from || state.to);
  const update = useMutation(contactMutations.setMessageStatus());
  const [open, setOpen] = useState<Message | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const setStatus = (m: Message, status: "read" | "replied" | "archived") => {
    setActionError(null);
    update.mutate(
      { id: m.id, status },
      {
        onSuccess: () => setOpen((cur) => (cur?.id === m.id ? { ...cur, status } : cur)),
        onError: () => setActionError("Failed to update message status"),
      },
    );
  };
  const view = (m: Message) => {
    // A stale failure from an earlier message must not show in this one's dialog.
    setActionError(null);
    setOpen(m);
    // Opening a new message marks it read.
    if (m.status === "new") setStatus(m, "read");
  };

  const columns: Column<Message>[] = [
    {
      key: "status",
      header: "Status",
      className: "w-24",
      cell: (m) => (
        <span className="flex flex-wrap gap-1">
          <span
            className={cn(
              "rounded-full px-2 py-0.5 text-xs font-semibold capitalize",
              badge[m.status],
            )}
          >
            {m.status}
          </span>
          {/* The form was not confirmed as filled in by a person: deleted if left unread. */}
          {m.spam ? (
            <span
              className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800"
              title="Not confirmed as sent by a person; deleted if left unread"
            >
              spam
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: "name",
      header: "From",
      className: "max-w-[12rem] truncate",
      cell: (m) => (
        <button
          type="button"
          onClick={() => view(m)}
          className={cn("text-left hover:underline", m.status === "new" && "font-semibold")}
        >
          {m.name}
        </button>
      ),
    },
    {
      key: "message",
      header: "Message",
      className: "max-w-[28rem] truncate text-slate-600",
      cell: (m) => m.message,
    },
    {
      key: "created_at",
      header: "Received",
      className: "text-xs whitespace-nowrap text-slate-500",
      cell: (m) => new Date(m.createdAt).toLocaleString(),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="message-filter" className="sr-only">
          Status filter
        </label>
        <Select
          id="message-filter"
          className="w-40"
          value={state.status ?? ""}
          onChange={(e) =>
            set({ status: (e.target.value || undefined) as Exclude<MessageFilter, ""> | undefined })
          }
        >
          {FILTERS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
        <Button variant="secondary" onClick={() => void refetch()} aria-label="Refresh messages">
          <RefreshCw className="h-4 w-4" aria-hidden />
        </Button>
        <SearchBox
          label="Search messages"
          placeholder="Name, email, company, text"
          value={state.q ?? ""}
          onSearch={(q) => set({ q: q || undefined }, { replace: true })}
        />
        <DateRange from={state.from} to={state.to} onChange={(r) => set(r)} />
        <ExportButton
          url={`/api/admin/contact-messages/export${messagesQuery(filter)}`}
          disabled={!data?.total}
        />
      </div>
      <ErrorBox>{actionError}</ErrorBox>
      <AdminTable
        caption="Contact messages"
        columns={columns}
        {...fromQuery(query, data?.messages, "Failed to load messages")}
        empty={filtered ? "No matching messages." : "No messages."}
        loadingLabel="Loading messages"
        skeleton={{ rows: 3 }}
        stale={query.isPlaceholderData}
        paging={{ of: data, hrefFor, noun: "messages" }}
      />
      {open ? (
        <MessageDialog
          message={open}
          error={actionError}
          onStatus={(status) => setStatus(open, status)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
