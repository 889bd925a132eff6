"use client";
import { ErrorBox } from "../alert";
import { Button } from "../button";
import { Dialog } from "../dialog";

type DialogFormProps = {
  title: string;
  onClose: () => void;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  /** Saving or uploading: the dialog cannot be closed and both buttons wait. */
  busy: boolean;
  /** The form-level error (the screen's text for a failed save). */
  error?: React.ReactNode;
  submitLabel?: string;
  pendingLabel?: string;
  className?: string;
  children: React.ReactNode;
};

/** The back office's edit dialog: title, the fields, an error, then Cancel and Save. */
export function DialogForm({
  title,
  onClose,
  onSubmit,
  busy,
  error,
  submitLabel = "Save",
  pendingLabel,
  className,
  children,
}: DialogFormProps) {
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      className={className}
      locked={busy}
    >
      <form onSubmit={onSubmit} noValidate>
        {children}
        <FormFooter
          error={error}
          busy={busy}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** The error box and the Cancel / Save pair at the end of a form. */
export function FormFooter({
  error,
  busy,
  submitLabel = "Save",
  pendingLabel = "Saving...",
  onCancel,
}: {
  error?: React.ReactNode;
  busy: boolean;
  submitLabel?: string;
  pendingLabel?: string;
  onCancel: () => void;
}) {
  return (
    <>
      <div aria-live="polite">
        <ErrorBox className="mt-3">{error}</ErrorBox>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? pendingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
