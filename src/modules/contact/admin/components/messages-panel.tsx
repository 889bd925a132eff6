"use client";
import { useState } from "react";
import { Archive, CheckCheck, Mail, RefreshCw } from "lucide-react";
import { useResource } from "@/platform/http/use-resource";
import { api } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button, buttonClass } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Select } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { cn } from "@/ui/cn";

type Message = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  status: "new" | "read" | "replied" | "archived";
  createdAt: string;
};
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

export function MessagesPanel() {
  const [filter, setFilter] = useState("");
  const {
    data: messages,
    error,
    reload,
  } = useResource<Message[]>(
    `/api/admin/contact-messages${filter ? `?status=${filter}` : ""}`,
    (b: { messages: Message[] }) => b.messages,
    "Failed to load messages",
  );
  const [open, setOpen] = useState<Message | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const setStatus = async (m: Message, status: "read" | "replied" | "archived") => {
    setActionError(null);
    try {
      await api(`/api/admin/contact-messages/${m.id}`, { method: "PATCH", json: { status } });
      setOpen((cur) => (cur?.id === m.id ? { ...cur, status } : cur));
      await reload();
    } catch (e) {
      console.error("Failed to update message status", e);
      setActionError("Failed to update message status");
    }
  };
  const view = (m: Message) => {
    // A stale failure from an earlier message must not show in this one's dialog.
    setActionError(null);
    setOpen(m);
    // Opening a new message marks it read.
    if (m.status === "new") void setStatus(m, "read");
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
          onChange={(e) => setFilter(e.target.value)}
        >
          {FILTERS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
        <Button variant="secondary" onClick={() => void reload()} aria-label="Refresh messages">
          <RefreshCw className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {error ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      <ErrorBox>{actionError}</ErrorBox>
      {messages === null && !error ? (
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
        <Dialog open onOpenChange={(o) => !o && setOpen(null)} title={`Message from ${open.name}`}>
          <dl className="space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="w-20 text-slate-500">Email</dt>
              <dd>{open.email}</dd>
            </div>
            {open.company ? (
              <div className="flex gap-2">
                <dt className="w-20 text-slate-500">Company</dt>
                <dd>{open.company}</dd>
              </div>
            ) : null}
            {open.phone ? (
              <div className="flex gap-2">
                <dt className="w-20 text-slate-500">Phone</dt>
                <dd>{open.phone}</dd>
              </div>
            ) : null}
            <div className="flex gap-2">
              <dt className="w-20 text-slate-500">Received</dt>
              <dd>{new Date(open.createdAt).toLocaleString()}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="w-20 text-slate-500">Status</dt>
              <dd className="capitalize">{open.status}</dd>
            </div>
          </dl>
          <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap">
            {open.message}
          </p>
          {/* The modal hides the page-level box, so a failed action is repeated here. */}
          <ErrorBox className="mt-4">{actionError}</ErrorBox>
          <div className="mt-5 flex flex-wrap gap-2">
            <a
              className={buttonClass("primary", "sm")}
              href={`mailto:${open.email}?subject=${encodeURIComponent("Re: Your message to Arcadia Machines")}`}
            >
              <Mail className="h-4 w-4" aria-hidden /> Reply via Email
            </a>
            {open.status !== "replied" ? (
              <Button size="sm" variant="secondary" onClick={() => void setStatus(open, "replied")}>
                <CheckCheck className="h-4 w-4" aria-hidden /> Mark as Replied
              </Button>
            ) : null}
            {open.status !== "archived" ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void setStatus(open, "archived")}
              >
                <Archive className="h-4 w-4" aria-hidden /> Archive
              </Button>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
