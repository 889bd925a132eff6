"use client";
import type { ReactNode } from "react";
import { cn } from "@/ui/cn";
import type { InboxRow } from "../../../server/sales-inbox/list";
import { languageName, since, STAGE_LABELS } from "./inbox-format";

/**
 * One conversation in the list: who, the last message, how long the buyer waits, owner, language,
 * stage and unread. `due` is the reply-time target ("time left / late").
 */
export function InboxRowButton({
  row,
  now,
  selected,
  due,
  onOpen,
}: {
  row: InboxRow;
  now: number;
  selected: boolean;
  due?: ReactNode;
  onOpen: () => void;
}) {
  const waiting = row.waitingSince ? since(row.waitingSince, now) : null;
  return (
    <button
      type="button"
      data-lead-id={row.leadId}
      aria-current={selected ? "true" : undefined}
      onClick={onOpen}
      className={cn(
        "block w-full rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-500",
        selected ? "border-brand-500 bg-orange-50" : "border-slate-200 bg-white hover:bg-slate-50",
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className={cn("truncate", row.unread > 0 ? "font-semibold" : "font-medium")}>
          {row.name}
        </span>
        <span className="shrink-0 text-xs text-slate-500">
          <time dateTime={row.lastMessageAt}>{since(row.lastMessageAt, now)}</time>
          {row.unread > 0 ? (
            <span className="ml-2 rounded-full bg-green-700 px-1.5 font-semibold text-white">
              {row.unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </span>
      <span className="mt-0.5 block truncate text-slate-600">
        {row.lastDirection === "out" ? "You: " : ""}
        {row.lastPreview}
      </span>
      <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
        <span>{waiting ? `Waiting ${waiting}` : "Waiting for the buyer"}</span>
        <span>{row.ownerName ?? "Unassigned"}</span>
        <span>{languageName(row.language)}</span>
        <span>{STAGE_LABELS[row.status] ?? row.status}</span>
        {due ? <span data-slot="due">{due}</span> : null}
      </span>
    </button>
  );
}
