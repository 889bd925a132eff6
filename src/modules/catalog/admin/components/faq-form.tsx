"use client";
import { useState } from "react";
import type { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "@/platform/i18n/locales";
import { isBlank, missingLocales } from "@/platform/i18n/translations";
import { Field, Input, Textarea } from "@/ui/field";
import { FormFooter } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { LanguageSwitch, TranslatingNote, TranslationField } from "@/ui/translation";
import { faqSchema } from "../../validation";

type FaqTranslations = Partial<Record<Locale, { question?: string; answer?: string }>>;
export type FaqFormValues = {
  id?: string;
  question: string;
  answer: string;
  translations?: FaqTranslations;
};
type Props = {
  initial: FaqFormValues;
  saving: boolean;
  /** Saves the FAQ; a refusal with field messages shows them on the fields. */
  onSubmit: (values: z.output<typeof faqSchema>) => Promise<unknown>;
  onCancel: () => void;
};
const TEXTS = ["question", "answer"] as const;

/** Add or edit one FAQ: question and answer, both required, and their translations. */
export function FaqForm({ initial, saving, onSubmit, onCancel }: Props) {
  const form = useSchemaForm(faqSchema, {
    defaultValues: {
      question: initial.question,
      answer: initial.answer,
      translations: initial.translations ?? {},
    },
  });
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) => onSubmit(values).catch((e: unknown) => void showServerErrors(e, form.setError)),
    (errs) => {
      const translated = Object.keys(errs.translations ?? {})[0] as Locale | undefined;
      if (!errs.question && !errs.answer && translated) setLocale(translated);
      else setLocale(DEFAULT_LOCALE);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <FaqLanguageSwitch form={form} value={locale} onChange={setLocale} />
      {locale === DEFAULT_LOCALE ? (
        <>
          <Field label="Question" required error={errors.question?.message}>
            {(p) => <Input {...p} {...form.register("question")} />}
          </Field>
          <Field label="Answer" required error={errors.answer?.message}>
            {(p) => <Textarea {...p} {...form.register("answer")} />}
          </Field>
        </>
      ) : (
        <FaqTranslationFields form={form} locale={locale} />
      )}
      <FormFooter busy={saving} submitLabel="Save FAQ" onCancel={onCancel} />
    </form>
  );
}

type FaqForm = ReturnType<typeof useSchemaForm<typeof faqSchema>>;

function FaqLanguageSwitch({
  form,
  value,
  onChange,
}: {
  form: FaqForm;
  value: Locale;
  onChange: (l: Locale) => void;
}) {
  const v = form.watch();
  return (
    <LanguageSwitch
      value={value}
      onChange={onChange}
      missing={missingLocales(v, v.translations, TEXTS)}
    />
  );
}

function FaqTranslationFields({ form, locale }: { form: FaqForm; locale: Locale }) {
  const v = form.watch();
  const t = (v.translations as FaqTranslations | undefined)?.[locale];
  const errors = (form.formState.errors.translations as Record<string, unknown> | undefined)?.[
    locale
  ] as { question?: { message?: string }; answer?: { message?: string } } | undefined;
  return (
    <>
      <TranslatingNote locale={locale} />
      <TranslationField
        label="Question"
        locale={locale}
        english={v.question}
        missing={!isBlank(v.question) && isBlank(t?.question)}
        error={errors?.question?.message}
      >
        {(p) => <Input {...p} {...form.register(`translations.${locale}.question` as never)} />}
      </TranslationField>
      <TranslationField
        label="Answer"
        locale={locale}
        english={v.answer}
        missing={!isBlank(v.answer) && isBlank(t?.answer)}
        error={errors?.answer?.message}
      >
        {(p) => <Textarea {...p} {...form.register(`translations.${locale}.answer` as never)} />}
      </TranslationField>
    </>
  );
}
