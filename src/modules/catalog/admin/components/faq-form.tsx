"use client";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { faqSchema } from "../../validation";

export type FaqFormValues = { id?: string; question: string; answer: string };
type Props = {
  initial: FaqFormValues;
  saving: boolean;
  onSubmit: (values: z.output<typeof faqSchema>) => void;
  onCancel: () => void;
};

/** Add or edit one FAQ: question and answer, both required. */
export function FaqForm({ initial, saving, onSubmit, onCancel }: Props) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = faqSchema.safeParse(form);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Question" required error={errors.question}>
        {(p) => (
          <Input
            {...p}
            value={form.question}
            onChange={(e) => setForm({ ...form, question: e.target.value })}
          />
        )}
      </Field>
      <Field label="Answer" required error={errors.answer}>
        {(p) => (
          <Textarea
            {...p}
            value={form.answer}
            onChange={(e) => setForm({ ...form, answer: e.target.value })}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save FAQ"}
        </Button>
      </div>
    </form>
  );
}
