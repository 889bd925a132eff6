"use client";
import { useState } from "react";
import { ErrorBox } from "./alert";
import { Button } from "./button";
import { Dialog } from "./dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel?: string;
  /** Runs the action; a failure shows errorText (or what it makes of the error). */
  onConfirm: () => Promise<unknown>;
  errorText: string | ((error: unknown) => string);
};

/** A confirmation that owns its action: busy state, error box, and closes on success. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = "Delete",
  onConfirm,
  errorText,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setError(null);
        onOpenChange(o);
      }}
      title={title}
      locked={busy}
    >
      <p className="text-sm text-slate-700">{message}</p>
      <ErrorBox className="mt-4">{error}</ErrorBox>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onConfirm();
              onOpenChange(false);
            } catch (e) {
              console.error(e);
              setError(typeof errorText === "function" ? errorText(e) : errorText);
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** The delete question: Are you sure you want to delete "{name}"? This action cannot be undone. */
const deleteQuestion = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/**
 * The delete confirmation of a list's rows, owning which row is asked about: returns the function
 * a row's Delete button calls and the dialog to render. Title and failure text follow from what a
 * row is ('logo': 'Delete logo', 'Failed to delete logo'); the question names the row.
 */
export function useDeleteDialog<T>(opts: {
  what: string;
  name: (item: T) => string;
  onDelete: (item: T) => Promise<unknown>;
  title?: (item: T) => string;
  question?: (item: T) => string;
  errorText?: string | ((error: unknown) => string);
}) {
  const [item, setItem] = useState<T | null>(null);
  const dialog =
    item === null ? null : (
      <ConfirmDialog
        open
        onOpenChange={(o) => !o && setItem(null)}
        title={opts.title?.(item) ?? `Delete ${opts.what}`}
        message={opts.question?.(item) ?? deleteQuestion(opts.name(item))}
        errorText={opts.errorText ?? `Failed to delete ${opts.what}`}
        onConfirm={() => opts.onDelete(item)}
      />
    );
  return [setItem, dialog] as const;
}
