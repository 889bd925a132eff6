"use client";
import { Archive, CheckCheck, Mail } from "lucide-react";
import { ErrorBox } from "@/ui/alert";
import { Button, buttonClass } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import type { Message } from "../types";

type Props = {
  message: Message;
  error: string | null;
  onStatus: (status: "replied" | "archived") => void;
  onClose: () => void;
};

/** One message with Reply via Email, Mark as Replied (unless replied) and Archive (unless archived). */
export function MessageDialog({ message: m, error, onStatus, onClose }: Props) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Message from ${m.name}`}>
      <dl className="space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="w-20 text-slate-500">Email</dt>
          <dd>{m.email}</dd>
        </div>
        {m.company ? (
          <div className="flex gap-2">
            <dt className="w-20 text-slate-500">Company</dt>
            <dd>{m.company}</dd>
          </div>
        ) : null}
        {m.phone ? (
          <div className="flex gap-2">
            <dt className="w-20 text-slate-500">Phone</dt>
            <dd>{m.phone}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="w-20 text-slate-500">Received</dt>
          <dd>{new Date(m.createdAt).toLocaleString()}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-20 text-slate-500">Status</dt>
          <dd className="capitalize">{m.status}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap">{m.message}</p>
      {/* The modal hides the page-level box, so a failed action is repeated here. */}
      <ErrorBox className="mt-4">{error}</ErrorBox>
      <div className="mt-5 flex flex-wrap gap-2">
        <a
          className={buttonClass("primary", "sm")}
          href={`mailto:${m.email}?subject=${encodeURIComponent("Re: Your message to Arcadia Machines")}`}
        >
          <Mail className="h-4 w-4" aria-hidden /> Reply via Email
        </a>
        {m.status !== "replied" ? (
          <Button size="sm" variant="secondary" onClick={() => onStatus("replied")}>
            <CheckCheck className="h-4 w-4" aria-hidden /> Mark as Replied
          </Button>
        ) : null}
        {m.status !== "archived" ? (
          <Button size="sm" variant="secondary" onClick={() => onStatus("archived")}>
            <Archive className="h-4 w-4" aria-hidden /> Archive
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
