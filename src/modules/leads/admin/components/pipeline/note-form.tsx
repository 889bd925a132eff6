"use client";
import { Button } from "@/ui/button";
import { Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { NOTE_MAX, noteSchema } from "../../../pipeline-validation";

/** A note's text box with its save button; used to add a note and to edit one's own. */
export function NoteForm({
  label,
  initial = "",
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** The failed save's text (from the mutation); a message about the note itself wins. */
  error?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useSchemaForm(noteSchema, { defaultValues: { body: initial } });
  const id = `note-${label.replace(/\W+/g, "-").toLowerCase()}`;
  const shown = form.formState.errors.body?.message ?? error;
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={form.handleSubmit(async ({ body }) => {
        try {
          await onSubmit(body);
          if (!onCancel) form.reset({ body: "" });
        } catch (e) {
          // A failed save's general text comes from the mutation's state (`error`).
          showServerErrors(e, form.setError);
        }
      })}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <Textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? `${id}-error` : undefined}
        {...form.register("body")}
      />
      <p id={`${id}-error`} className="min-h-[1rem] text-xs text-red-600" aria-live="polite">
        {shown}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
