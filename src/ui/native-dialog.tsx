"use client";
import { forwardRef } from "react";
import { X } from "lucide-react";
import { cn } from "./cn";

type NativeDialogProps = {
  id: string;
  title: string;
  description?: string;
  closeLabel: string;
  children: React.ReactNode;
  className?: string;
};

/**
 * The attributes that make a button open (or close) a NativeDialog: the browser's own popover
 * invoker, which works before any script and in every engine.
 */
export const invokes = (dialogId: string, action: "show" | "hide") => ({
  popoverTarget: dialogId,
  popoverTargetAction: action,
});

/**
 * A dialog that is the browser's own `<dialog>`, shown as a popover (in the top layer, over a
 * backdrop) by `invokes(id, "show")` on a button: a tap answers at once, app or not. The browser
 * focuses its autofocus field, closes it on Escape or a tap outside and gives focus back to the
 * opener; the site keeps Tab inside it (src/site-client/modal-focus.ts) and globals.css holds the
 * page behind still. A popover, not a modal `showModal()`: a modal makes the rest of the document
 * inert, which restyles every element of the page at the tap (about 100 ms on a phone).
 */
export const NativeDialog = forwardRef<HTMLDialogElement, NativeDialogProps>(function NativeDialog(
  { id, title, description, closeLabel, children, className },
  ref,
) {
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      popover="auto"
      aria-modal="true"
      className={cn(
        "m-auto max-h-[92vh] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none",
        className,
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          {...invokes(id, "hide")}
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={closeLabel}
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
      {description ? (
        <p id={`${id}-description`} className="mb-4 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
});
