"use client";
import { forwardRef } from "react";
import { X } from "lucide-react";
import { cn } from "./cn";

type NativeDialogProps = {
  id: string;
  title: string;
  description?: string;
  closeLabel: string;
  onClose?: () => void;
  children: React.ReactNode;
  className?: string;
};

/**
 * The attributes that make a button open (or close) a NativeDialog as the browser's own invoker
 * command: it works before any script runs. Not yet in React's types.
 */
export const invokes = (dialogId: string, command: "show-modal" | "close") =>
  ({ command, commandfor: dialogId }) as Record<string, string>;

/** Whether this browser opens dialogs from `commandfor` by itself (Chromium 135+, Firefox 144+, Safari 26.2+). */
const nativeCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "commandForElement" in HTMLButtonElement.prototype;

/**
 * A modal that is the browser's own `<dialog>`, rendered with the page and opened by
 * `invokes(id, "show-modal")` on a button (a tap answers at once, app or not). The browser
 * keeps focus inside, closes it on Escape or a tap outside (`closedby="any"`) and gives focus back
 * to the opener; globals.css stops the page behind from scrolling.
 */
export const NativeDialog = forwardRef<HTMLDialogElement, NativeDialogProps>(function NativeDialog(
  { id, title, description, closeLabel, onClose, children, className },
  ref,
) {
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      closedby="any"
      onClose={onClose}
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
          {...invokes(id, "close")}
          onClick={(e) => {
            // Browsers without invoker commands close it here.
            if (!nativeCommands()) e.currentTarget.closest("dialog")?.close();
          }}
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
