"use client";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Textarea } from "@/ui/field";
import { NOTE_MAX } from "../../../pipeline-validation";

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
  error?: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const id = `note-${label.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!body.trim()) return;
        try {
          await onSubmit(body);
          if (!onCancel) setBody("");
        } catch {
          // The error is shown below from the mutation's state.
        }
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <Textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX}
        value={body}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setBody(e.target.value)}
      />
      <p id={`${id}-error`} className="min-h-[1rem] text-xs text-red-600" aria-live="polite">
        {error}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !body.trim()}>
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
