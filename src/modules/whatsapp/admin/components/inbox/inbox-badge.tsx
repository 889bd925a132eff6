"use client";
import { useQuery } from "@tanstack/react-query";
import { inboxQueries } from "../../inbox-api";
import { useConversationEvents } from "../../use-conversation-events";

/** The side menu's count beside Inbox: conversations with unread messages the person can see. */
export function InboxBadge() {
  useConversationEvents();
  const unread = useQuery(inboxQueries.unread());
  if (!unread.data) return null;
  return (
    <span className="ml-2 rounded-full bg-green-700 px-1.5 align-middle text-xs font-semibold text-white">
      {unread.data}
      <span className="sr-only"> unread conversations</span>
    </span>
  );
}
