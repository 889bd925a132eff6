"use client";
import type { Locale } from "@/platform/i18n/locales";
import { isBlank } from "@/platform/i18n/translations";
import { Input } from "@/ui/field";
import {
  translatedLabel,
  TranslatingNote,
  TranslationField,
  TranslationReference,
} from "@/ui/translation";
import { blocksToPlainText } from "@/modules/content";
import { RichTextEditor } from "@/modules/content/admin";
import type { GameForm } from "./game-form";

/** The Basic Info tab in another language: the title and the description, English beside them. */
export function GameTranslationFields({ form, locale }: { form: GameForm; locale: Locale }) {
  const english = form.watch(["title", "richDescription"]);
  const t = form.watch(`translations.${locale}`);
  const errors = form.formState.errors.translations?.[locale];
  return (
    <>
      <TranslatingNote locale={locale} />
      <TranslationField
        label="Title"
        locale={locale}
        english={english[0]}
        missing={!isBlank(english[0]) && isBlank(t?.title)}
        error={errors?.title?.message}
      >
        {(p) => <Input {...p} {...form.register(`translations.${locale}.title`)} />}
      </TranslationField>
      <div className="space-y-1">
        <RichTextEditor
          // A fresh editor per language: it reads its value only when it mounts.
          key={locale}
          label={translatedLabel("Description", locale)}
          error={errors?.richDescription?.message}
          value={t?.richDescription ?? null}
          onChange={(doc) =>
            form.setValue(`translations.${locale}.richDescription`, doc, { shouldDirty: true })
          }
        />
        <TranslationReference
          locale={locale}
          english={blocksToPlainText(english[1])}
          missing={!isBlank(english[1]) && isBlank(t?.richDescription)}
        />
      </div>
    </>
  );
}

/** The Specifications tab in another language: each value to translate beside its English one. */
export function SpecTranslations({ form, locale }: { form: GameForm; locale: Locale }) {
  const specs = form.watch("specs");
  const errors = form.formState.errors.specs;
  const rows = specs.flatMap((s, i) => (s.key.trim() || s.value.trim() ? [{ s, i }] : []));
  if (rows.length === 0) return <p className="text-sm text-slate-500">No specifications yet.</p>;
  return (
    <>
      <TranslatingNote locale={locale} />
      {rows.map(({ s, i }) => (
        <TranslationField
          key={i}
          label={s.key || `Specification ${i + 1}`}
          locale={locale}
          english={s.value}
          missing={!isBlank(s.value) && isBlank(s.translations?.[locale]?.value)}
          error={
            Array.isArray(errors) ? errors[i]?.translations?.[locale]?.value?.message : undefined
          }
        >
          {(p) => <Input {...p} {...form.register(`specs.${i}.translations.${locale}.value`)} />}
        </TranslationField>
      ))}
    </>
  );
}
