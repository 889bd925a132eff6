"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { SearchBox } from "@/ui/list-filters";
import { EmptyList, ListStates } from "@/ui/list-states";
import { ScreenHeader } from "@/ui/screen-header";
import {
  INBOX_SCOPES,
  INBOX_VIEWS,
  type InboxScope,
  type InboxView,
} from "../../../inbox-validation";
import { inboxQueries } from "../../inbox-api";
import { useConversationEvents } from "../../use-conversation-events";
import { LeadConversation } from "../lead-conversation";
import { InboxFacts } from "./inbox-facts";
import { useInboxDue } from "./inbox-due";
import { InboxRowButton } from "./inbox-row";
import { SCOPE_LABELS, VIEW_LABELS } from "./inbox-format";

/** The clock the waiting times are read against, moved every 30 s. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/**
 * The sales team's WhatsApp inbox: conversations newest message first (live: a new message moves
 * its conversation to the top), by tab and state, searchable, paged by cursor; the chosen one
 * opens beside the list with the lead's facts. Up/Down move between conversations.
 * Each row shows its reply target: time left, or how late.
 */
export function InboxScreen() {
  useConversationEvents();
  const canRoute = useCan({ inbox: ["route"] });
  const [scope, setScope] = useState<InboxScope>("mine");
  const [view, setView] = useState<InboxView>("open");
  const [q, setQ] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useInfiniteQuery(inboxQueries.list({ scope, view, q }));
  const rows = list.data?.pages.flatMap((p) => p.rows);
  const now = useNow();
  // Up to the first 200 rows (the endpoint's limit): the pages a person scrolls through at once.
  const due = useInboxDue(
    (rows ?? []).slice(0, 200).map((r) => r.leadId),
    now,
  );
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-lead-id]") ?? []),
    ];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[e.key === "ArrowDown" ? i + 1 : Math.max(0, i - 1)];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  return (
    <div className="space-y-4">
      <ScreenHeader title="Inbox">
        {canRoute ? (
          <Link
            href="/admin/inbox/routing"
            className="text-sm font-medium text-brand-700 underline"
          >
            Teams and routing rules
          </Link>
        ) : null}
      </ScreenHeader>
      <div className="flex flex-wrap items-center gap-3">
        <div role="tablist" aria-label="Whose conversations" className="flex gap-1">
          {INBOX_SCOPES.map((s) => (
            <button
              key={s}
              role="tab"
              type="button"
              aria-selected={scope === s}
              onClick={() => setScope(s)}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
                scope === s
                  ? "bg-brand-700 text-white"
                  : "bg-slate-100 text-slate-700 hover:bg-slate-200",
              )}
            >
              {SCOPE_LABELS[s]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Conversation state" className="flex flex-wrap gap-1">
          {INBOX_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                "rounded-full border px-3 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
                view === v
                  ? "border-brand-700 bg-orange-50 text-brand-700"
                  : "border-slate-300 text-slate-600 hover:bg-slate-50",
              )}
            >
              {VIEW_LABELS[v]}
            </button>
          ))}
        </div>
        <SearchBox
          value={q}
          onSearch={setQ}
          label="Search conversations"
          placeholder="Name or number"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,26rem)_1fr]">
        <div role="tabpanel" aria-label={`${SCOPE_LABELS[scope]}, ${VIEW_LABELS[view]}`}>
          <ListStates
            rows={rows}
            error={list.isError ? "Failed to load the inbox" : null}
            onRetry={() => void list.refetch()}
            loadingLabel="Loading conversations"
          >
            {(items) =>
              items.length === 0 ? (
                <EmptyList compact>
                  {q ? "No conversation matches this search." : "No conversations here."}
                </EmptyList>
              ) : (
                <>
                  <ul
                    ref={listRef}
                    className="space-y-1.5"
                    aria-label="Conversations"
                    onKeyDown={onKeyDown}
                  >
                    {items.map((row) => (
                      <li key={row.leadId}>
                        <InboxRowButton
                          row={row}
                          now={now}
                          selected={row.leadId === openId}
                          due={due(row.leadId)}
                          onOpen={() => setOpenId(row.leadId)}
                        />
                      </li>
                    ))}
                  </ul>
                  {list.hasNextPage ? (
                    <Button
                      variant="secondary"
                      className="mt-3 w-full"
                      disabled={list.isFetchingNextPage}
                      onClick={() => void list.fetchNextPage()}
                    >
                      {list.isFetchingNextPage ? "Loading…" : "Show more"}
                    </Button>
                  ) : null}
                </>
              )
            }
          </ListStates>
        </div>
        {openId ? (
          <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 xl:grid-cols-[16rem_1fr]">
            <InboxFacts key={`facts-${openId}`} leadId={openId} />
            <LeadConversation key={`conversation-${openId}`} leadId={openId} />
          </div>
        ) : (
          <p className="hidden rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 lg:block">
            Choose a conversation to read and answer it.
          </p>
        )}
      </div>
    </div>
  );
}
