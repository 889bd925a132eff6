"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isSigningOut, onSigningOut } from "@/platform/http/api-client";
import { conversationKeys } from "./conversation-api";

type Listener = (leadId: string) => void;
const listeners = new Set<Listener>();
/** A line for the signed-in person alone (a buyer accepted their quote): `event: notice`. */
export type LiveNotice = { leadId: string; text: string };
const noticeListeners = new Set<(notice: LiveNotice) => void>();
let source: EventSource | null = null;
// Once sign-out starts the stream is closed: reconnecting to a revoked session only answers 401.
let stopOnSignOut = () => {};

/** One EventSource per tab, shared by every component that listens; closed with the last one. */
function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && !isSigningOut()) {
    source = new EventSource("/api/admin/whatsapp/events");
    source.onmessage = (e: MessageEvent<string>) => {
      try {
        const { leadId } = JSON.parse(e.data) as { leadId?: string };
        if (leadId) listeners.forEach((l) => l(leadId));
      } catch {
        // not ours
      }
    };
    source.addEventListener("notice", (e: MessageEvent<string>) => {
      try {
        const notice = JSON.parse(e.data) as LiveNotice;
        if (typeof notice.text === "string") noticeListeners.forEach((l) => l(notice));
      } catch {
        // not ours
      }
    });
    // After a drop the browser reconnects by itself; what changed meanwhile is read again.
    source.onopen = () => listeners.forEach((l) => l("*"));
    stopOnSignOut = onSigningOut(() => {
      source?.close();
      source = null;
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = null;
      stopOnSignOut();
    }
  };
}

/**
 * Live WhatsApp changes (server-sent events fed by the database's NOTIFY): the conversations, the
 * unread counts, the leads list and the inbox read again when a message comes in or changes state.
 */
export function useConversationEvents() {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribe((leadId) => {
        void client.invalidateQueries({ queryKey: conversationKeys.unread() });
        void client.invalidateQueries({ queryKey: ["leads", "list"] });
        // The inbox: the conversation moves to the top of its tab, the badge counts it.
        void client.invalidateQueries({ queryKey: ["leads", "inbox"] });
        void client.invalidateQueries({
          queryKey: leadId === "*" ? ["leads", "lead"] : ["leads", "lead", leadId],
        });
      }),
    [client],
  );
}

const holdOpen = () => {};

/**
 * Calls `onNotice` with each notice for the signed-in person while the component is mounted, and
 * reads the notice's lead again (its status changed).
 */
export function useLiveNotices(onNotice: (notice: LiveNotice) => void) {
  const client = useQueryClient();
  useEffect(() => {
    const listener = (notice: LiveNotice) => {
      onNotice(notice);
      void client.invalidateQueries({ queryKey: ["leads", "list"] });
      void client.invalidateQueries({ queryKey: ["leads", "lead", notice.leadId] });
    };
    noticeListeners.add(listener);
    const unsubscribe = subscribe(holdOpen);
    return () => {
      noticeListeners.delete(listener);
      unsubscribe();
    };
  }, [client, onNotice]);
}
