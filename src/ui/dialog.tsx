"use client";
import { Dialog as D } from "radix-ui";
import { useState } from "react";
import { X } from "lucide-react";
import { cn } from "./cn";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
  /** Prevent closing (e.g. while uploading). */
  locked?: boolean;
  /** The close button's label: the back office is English, public dialogs pass their language's. */
  closeLabel?: string;
};

/** An accessible modal: focus trapped inside, Escape closes, focus returns to the trigger. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  locked,
  closeLabel = "Close",
}: DialogProps) {
  // Radix returns focus to its own Trigger, and our dialogs are opened by ordinary buttons: remember
  // what had focus when the dialog opened and give it back on close. It is read while rendering the
  // opening, because content that focuses its first field in an effect runs before Radix's own hook.
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open)
      setReturnTo(
        typeof document !== "undefined" && document.activeElement instanceof HTMLElement
          ? document.activeElement
          : null,
      );
  }
  return (
    <D.Root open={open} onOpenChange={(o) => (!locked || o ? onOpenChange(o) : undefined)}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <D.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(e) => {
            if (returnTo?.isConnected) {
              e.preventDefault();
              returnTo.focus();
            }
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
            <D.Close
              disabled={locked}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-40"
              aria-label={closeLabel}
            >
              <X className="h-5 w-5" aria-hidden />
            </D.Close>
          </div>
          {description ? (
            <D.Description className="mb-4 text-sm text-slate-600">{description}</D.Description>
          ) : null}
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
