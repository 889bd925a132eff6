"use client";
import { useMutation } from "@tanstack/react-query";
import { SaveMessage, saveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { Checkbox } from "@/ui/checkbox";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { RichTextEditor } from "../editor/lazy-rich-text-editor";
import { footerSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { FooterEntry, FooterKind } from "../types";
import { useState } from "react";
import { DEFAULT_LOCALE, type Locale } from "@/platform/i18n/locales";
import {
  ContentLanguageSwitch,
  localeToShow,
  TranslatedFields,
  type TranslatedSpec,
} from "./translated-fields";

const TRANSLATED: TranslatedSpec[] = [
  { name: "title", label: "Title", kind: "input" },
  { name: "content", label: "Content", kind: "blocks" },
];

/** One footer entry: title, rich content and its Active switch; saving creates a missing entry. */
export function FooterForm({ type, initial }: { type: FooterKind; initial: FooterEntry }) {
  const save = useMutation(contentMutations.saveFooter(type));
  const form = useSchemaForm(footerSchema, { defaultValues: initial });
  const { errors } = form.formState;
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onError: (e) => {
          if (showServerErrors(e, form.setError)) setLocale(localeToShow(form.formState.errors));
        },
      }),
    (errs) => setLocale(localeToShow(errs)),
  );

  return (
    <form
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
      noValidate
      onSubmit={onSubmit}
    >
      <ContentLanguageSwitch form={form} fields={TRANSLATED} value={locale} onChange={setLocale} />
      {locale !== DEFAULT_LOCALE ? (
        <TranslatedFields form={form} fields={TRANSLATED} locale={locale} />
      ) : null}
      <div hidden={locale !== DEFAULT_LOCALE} className="space-y-4">
        <Field label="Title" required error={errors.title?.message}>
          {(p) => <Input {...p} {...form.register("title")} />}
        </Field>
        <RichTextEditor
          label="Content"
          value={form.watch("content") ?? null}
          onChange={(doc) => form.setValue("content", doc)}
        />
      </div>
      <Checkbox
        role="switch"
        className="mb-0"
        label="Active (shown on the website)"
        {...form.register("active")}
      />
      <SaveMessage
        outcome={saveOutcome(save, "Content saved successfully!", "Failed to save content")}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save Content"}
      </Button>
    </form>
  );
}
