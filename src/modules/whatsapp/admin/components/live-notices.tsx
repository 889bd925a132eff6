"use client";
import { useCallback, useState } from "react";
import Link from "next/link";
import { X } from "lucide-react";
import { useLiveNotices, type LiveNotice } from "../use-conversation-events";

/**
 * Lines for the signed-in person that arrive live on the back office's event stream (a buyer
 * accepted their quote), in a polite live region at the corner of every screen until dismissed.
 */
let seq = 0;

export function LiveNotices() {
  const [notices, setNotices] = useState<Array<LiveNotice & { key: number }>>([]);
  const onNotice = useCallback(
    (n: LiveNotice) => setNotices((all) => [...all.slice(-4), { ...n, key: ++seq }]),
    [],
  );
  useLiveNotices(onNotice);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {notices.map((n) => (
        <div
          key={n.key}
          className="pointer-events-auto flex items-start gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 shadow-md"
        >
          <p className="flex-1">
            {n.text}{" "}
            <Link href="/admin/leads" className="font-medium underline">
              Leads
            </Link>
          </p>
          <button
            type="button"
            aria-label="Dismiss"
            className="rounded p-0.5 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            onClick={() => setNotices((all) => all.filter((x) => x.key !== n.key))}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
