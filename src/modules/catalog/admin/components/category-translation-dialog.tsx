"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { TRANSLATABLE_LOCALES, type Locale } from "@/platform/i18n/locales";
import { isBlank, missingLocales } from "@/platform/i18n/translations";
import { Input } from "@/ui/field";
import { DialogForm } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { LanguageSwitch, TranslationField } from "@/ui/translation";
import { categorySchema } from "../../validation";
import { catalogMutations } from "../mutations";
import type { Category } from "./types";

type Names = Partial<Record<Locale, { name?: string }>>;

/** A category's name per language; the English name (the shop's filter) is renamed in the list. */
export function CategoryTranslationDialog({
  category,
  onClose,
}: {
  category: Category;
  onClose: () => void;
}) {
  const save = useMutation(catalogMutations.renameCategory());
  const form = useSchemaForm(categorySchema, {
    defaultValues: { name: category.name, translations: category.translations },
  });
  const [locale, setLocale] = useState<Locale>(TRANSLATABLE_LOCALES[0]!);
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: category.id, ...values },
        { onSuccess: onClose, onError: (e) => void showServerErrors(e, form.setError) },
      ),
    (errs) => {
      const first = Object.keys(errs.translations ?? {})[0] as Locale | undefined;
      if (first) setLocale(first);
    },
  );
  return (
    <DialogForm
      title={`Translate category: ${category.name}`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? "Failed to save category. Please try again." : null}
    >
      <NameFields form={form} locale={locale} onLocale={setLocale} english={category.name} />
    </DialogForm>
  );
}

function NameFields({
  form,
  locale,
  onLocale,
  english,
}: {
  form: ReturnType<typeof useSchemaForm<typeof categorySchema>>;
  locale: Locale;
  onLocale: (l: Locale) => void;
  english: string;
}) {
  const names = form.watch("translations") as Names | undefined;
  const error = (form.formState.errors.translations as Record<string, unknown> | undefined)?.[
    locale
  ] as { name?: { message?: string } } | undefined;
  return (
    <>
      <LanguageSwitch
        value={locale}
        onChange={onLocale}
        locales={TRANSLATABLE_LOCALES}
        missing={missingLocales({ name: english }, names, ["name"])}
      />
      <TranslationField
        key={locale}
        label="Category name"
        locale={locale}
        english={english}
        missing={isBlank(names?.[locale]?.name)}
        error={error?.name?.message}
      >
        {(p) => <Input {...p} {...form.register(`translations.${locale}.name` as never)} />}
      </TranslationField>
    </>
  );
}
