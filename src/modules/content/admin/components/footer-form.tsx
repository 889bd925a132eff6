"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { SaveMessage, saveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { RichTextEditor } from "../editor/rich-text-editor";
import { footerSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { FooterEntry, FooterKind } from "../types";

/** One footer entry: title, rich content and its Active switch; saving creates a missing entry. */
export function FooterForm({ type, initial }: { type: FooterKind; initial: FooterEntry }) {
  const save = useMutation(contentMutations.saveFooter(type));
  const [entry, setEntry] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = footerSchema.safeParse(entry);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
      noValidate
      onSubmit={submit}
    >
      <Field label="Title" required error={errors.title}>
        {(p) => (
          <Input
            {...p}
            value={entry.title}
            onChange={(e) => setEntry({ ...entry, title: e.target.value })}
          />
        )}
      </Field>
      <RichTextEditor
        label="Content"
        value={entry.content}
        onChange={(doc) => setEntry((en) => ({ ...en, content: doc }))}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="h-4 w-4 accent-brand-700"
          checked={entry.active}
          onChange={(e) => setEntry({ ...entry, active: e.target.checked })}
        />{" "}
        Active (shown on the website)
      </label>
      <SaveMessage
        outcome={saveOutcome(save, "Content saved successfully!", "Failed to save content")}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save Content"}
      </Button>
    </form>
  );
}
