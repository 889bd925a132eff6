"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { SaveMessage, saveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { RichTextEditor } from "../editor/lazy-rich-text-editor";
import { aboutSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { AboutContent } from "../types";
import { AboutSeoFields } from "./about-seo-fields";
import { ImageOrUrlField } from "./image-or-url-field";
import {
  ContentLanguageSwitch,
  localeToShow,
  TranslatedFields,
  type TranslatedSpec,
} from "./translated-fields";
import { DEFAULT_LOCALE, type Locale } from "@/platform/i18n/locales";

const TRANSLATED: TranslatedSpec[] = [
  { name: "title", label: "Page title", kind: "input" },
  { name: "content", label: "Content", kind: "blocks" },
  { name: "heroTitle", label: "Hero title", kind: "input" },
  { name: "heroSubtitle", label: "Hero subtitle", kind: "input" },
  { name: "metaTitle", label: "Meta title", kind: "input" },
  { name: "metaDescription", label: "Meta description", kind: "textarea" },
  { name: "footerText", label: "Footer text", kind: "textarea" },
];

export type AboutForm = UseFormReturn<
  z.input<typeof aboutSchema>,
  unknown,
  z.output<typeof aboutSchema>
>;

export function AboutForm({ initial }: { initial: AboutContent }) {
  const save = useMutation(contentMutations.saveAbout());
  const form = useSchemaForm(aboutSchema, { defaultValues: initial });
  const { errors } = form.formState;
  const [imageUploading, setImageUploading] = useState(false);
  const busy = save.isPending || imageUploading;
  const heroImage = form.watch("heroImage") ?? null;
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onError: (e) => {
          if (showServerErrors(e, form.setError)) setLocale(localeToShow(form.formState.errors));
        },
      }),
    (errors) => setLocale(localeToShow(errors)),
  );

  return (
    <form className="max-w-4xl space-y-4" noValidate onSubmit={onSubmit}>
      <h1 className="text-2xl font-semibold text-slate-900">About Page</h1>
      <ContentLanguageSwitch form={form} fields={TRANSLATED} value={locale} onChange={setLocale} />
      {locale !== DEFAULT_LOCALE ? (
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <TranslatedFields form={form} fields={TRANSLATED} locale={locale} />
        </section>
      ) : null}
      <div hidden={locale !== DEFAULT_LOCALE} className="space-y-4">
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <Field label="Page title" required error={errors.title?.message}>
            {(p) => <Input {...p} {...form.register("title")} />}
          </Field>
          <RichTextEditor
            label="Content"
            value={form.watch("content") ?? null}
            onChange={(doc) => form.setValue("content", doc)}
          />
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-6">
          <h2 className="mb-3 text-lg font-semibold">Hero</h2>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field label="Hero title" error={errors.heroTitle?.message}>
              {(p) => <Input {...p} {...form.register("heroTitle")} />}
            </Field>
            <Field label="Hero subtitle" error={errors.heroSubtitle?.message}>
              {(p) => <Input {...p} {...form.register("heroSubtitle")} />}
            </Field>
          </div>
          <ImageOrUrlField
            label="Hero image"
            value={heroImage}
            onChange={(url) => form.setValue("heroImage", url)}
            error={errors.heroImage?.message}
            onBusy={setImageUploading}
            placeholder="https://… or upload above"
          />
        </section>
        <AboutSeoFields form={form} />
      </div>
      <SaveMessage
        outcome={saveOutcome(save, "Content saved successfully!", "Failed to save changes")}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}
