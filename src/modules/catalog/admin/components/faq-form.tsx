"use client";
import type { z } from "zod";
import { Field, Input, Textarea } from "@/ui/field";
import { FormFooter } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { faqSchema } from "../../validation";

export type FaqFormValues = { id?: string; question: string; answer: string };
type Props = {
  initial: FaqFormValues;
  saving: boolean;
  /** Saves the FAQ; a refusal with field messages shows them on the fields. */
  onSubmit: (values: z.output<typeof faqSchema>) => Promise<unknown>;
  onCancel: () => void;
};

/** Add or edit one FAQ: question and answer, both required. */
export function FaqForm({ initial, saving, onSubmit, onCancel }: Props) {
  const form = useSchemaForm(faqSchema, {
    defaultValues: { question: initial.question, answer: initial.answer },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((e: unknown) => void showServerErrors(e, form.setError)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Question" required error={errors.question?.message}>
        {(p) => <Input {...p} {...form.register("question")} />}
      </Field>
      <Field label="Answer" required error={errors.answer?.message}>
        {(p) => <Textarea {...p} {...form.register("answer")} />}
      </Field>
      <FormFooter busy={saving} submitLabel="Save FAQ" onCancel={onCancel} />
    </form>
  );
}
