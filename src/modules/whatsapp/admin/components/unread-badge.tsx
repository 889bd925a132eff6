"use client";
import { useQuery } from "@tanstack/react-query";
import { conversationQueries } from "../conversation-api";
import { useConversationEvents } from "../use-conversation-events";

/** The side menu's unread WhatsApp messages beside Leads, kept live by the conversation events. */
export function UnreadBadge() {
  useConversationEvents();
  const unread = useQuery(conversationQueries.unread());
  if (!unread.data) return null;
  return (
    <span
      className="ml-2 rounded-full bg-green-700 px-1.5 align-middle text-xs font-semibold text-white"
      title={`${unread.data} unread WhatsApp messages`}
    >
      {unread.data}
      <span className="sr-only"> unread WhatsApp messages</span>
    </span>
  );
}
