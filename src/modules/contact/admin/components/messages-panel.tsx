"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Select } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { cn } from "@/ui/cn";
import { contactMutations, contactQueries } from "../admin-api";
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

/** Contact messages with a status filter; new ones appear by themselves (focus and every 30 s). */
export function MessagesPanel() {
  const [filter, setFilter] = useState<MessageFilter>("");
  const {
    data: messages,
    isError: loadFailed,
    refetch,
  } = useQuery(contactQueries.messages(filter));
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

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <label htmlFor="message-filter" className="sr-only">
          Status filter
        </label>
        <Select
          id="message-filter"
          className="w-40"
          value={filter}
          onChange={(e) => setFilter(e.target.value as MessageFilter)}
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
      </div>
      {loadFailed ? (
        <LoadError message="Failed to load messages" onRetry={() => void refetch()} />
      ) : null}
      <ErrorBox>{actionError}</ErrorBox>
      {messages === undefined && !loadFailed ? (
        <div className="space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : null}
      {messages?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No messages.
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {messages?.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => view(m)}
              className="flex w-full items-center gap-4 px-4 py-3 text-left hover:bg-slate-50"
            >
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs font-semibold capitalize",
                  badge[m.status],
                )}
              >
                {m.status}
              </span>
              <span className={cn("w-40 truncate", m.status === "new" && "font-semibold")}>
                {m.name}
              </span>
              <span className="flex-1 truncate text-sm text-slate-600">{m.message}</span>
              <span className="text-xs whitespace-nowrap text-slate-500">
                {new Date(m.createdAt).toLocaleString()}
              </span>
            </button>
          </li>
        ))}
      </ul>
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
