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
import { mediaTranslationsSchema } from "../../validation";
import { catalogMutations } from "../mutations";
import type { Media } from "./types";

type Titles = Partial<Record<Locale, { title?: string }>>;

/** A video's title per language; its file and English texts stay as uploaded. */
export function VideoTitleDialog({
  gameId,
  media,
  onClose,
}: {
  gameId: string;
  media: Media;
  onClose: () => void;
}) {
  const save = useMutation(catalogMutations.saveMediaTranslations(gameId, media.id));
  const form = useSchemaForm(mediaTranslationsSchema, {
    defaultValues: { translations: media.translations },
  });
  const [locale, setLocale] = useState<Locale>(TRANSLATABLE_LOCALES[0]!);
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: onClose,
        onError: (e) => void showServerErrors(e, form.setError),
      }),
    (errs) => {
      const first = Object.keys(errs.translations ?? {})[0] as Locale | undefined;
      if (first) setLocale(first);
    },
  );
  return (
    <DialogForm
      title={`Video title: ${media.title ?? "Untitled Video"}`}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={save.isError ? "Failed to save video title" : null}
    >
      <TitleFields form={form} locale={locale} onLocale={setLocale} english={media.title} />
    </DialogForm>
  );
}

function TitleFields({
  form,
  locale,
  onLocale,
  english,
}: {
  form: ReturnType<typeof useSchemaForm<typeof mediaTranslationsSchema>>;
  locale: Locale;
  onLocale: (l: Locale) => void;
  english: string | null;
}) {
  const titles = form.watch("translations") as Titles | undefined;
  const error = (form.formState.errors.translations as Record<string, unknown> | undefined)?.[
    locale
  ] as { title?: { message?: string } } | undefined;
  return (
    <>
      <LanguageSwitch
        value={locale}
        onChange={onLocale}
        locales={TRANSLATABLE_LOCALES}
        missing={missingLocales({ title: english }, titles, ["title"])}
      />
      <TranslationField
        key={locale}
        label="Video title"
        locale={locale}
        english={english}
        missing={!isBlank(english) && isBlank(titles?.[locale]?.title)}
        error={error?.title?.message}
      >
        {(p) => <Input {...p} {...form.register(`translations.${locale}.title` as never)} />}
      </TranslationField>
    </>
  );
}
