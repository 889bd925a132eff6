"use client";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { DEFAULT_LOCALE, TRANSLATABLE_LOCALES, type Locale } from "@/platform/i18n/locales";
import { isBlank, missingLocales, type Translations } from "@/platform/i18n/translations";
import { htmlToPlainText } from "@/platform/text/html-to-plain-text";
import { Input, Textarea } from "@/ui/field";
import {
  LanguageSwitch,
  translatedLabel,
  TranslatingNote,
  TranslationField,
  TranslationReference,
} from "@/ui/translation";
import { blocksToPlainText, type BlockDocument } from "../../blocks";
import { RichTextEditor } from "../editor/lazy-rich-text-editor";

/** One translatable field of a content form and how it is edited. */
export type TranslatedSpec = {
  name: string;
  label: string;
  kind: "input" | "textarea" | "blocks" | "html";
};

// Every content form keeps its translations under `translations.{locale}.{field}` (the schema's
// shape), so one component serves them all; the form's own types stay with the form.
type AnyForm = UseFormReturn<FieldValues, unknown, unknown>;
const asAny = <T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) =>
  form as unknown as AnyForm;

const englishText = (spec: TranslatedSpec, value: unknown): string => {
  if (spec.kind === "blocks") return blocksToPlainText(value as BlockDocument | null);
  if (spec.kind === "html") return htmlToPlainText(String(value ?? ""));
  return String(value ?? "");
};

/** The language switch of a content form, marking the languages that miss a text English has. */
export function ContentLanguageSwitch<T extends FieldValues>({
  form,
  fields,
  value,
  onChange,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  fields: readonly TranslatedSpec[];
  value: Locale;
  onChange: (l: Locale) => void;
}) {
  const values = asAny(form).watch();
  const map = values.translations as Translations<string, unknown> | undefined;
  const names = fields.map((f) => f.name);
  return (
    <LanguageSwitch
      value={value}
      onChange={onChange}
      missing={missingLocales(values, map, names)}
    />
  );
}

/** The language a failed save should show: English for its own errors, else the first one. */
export function localeToShow(errors: FieldErrors): Locale {
  if (Object.keys(errors).some((k) => k !== "translations")) return DEFAULT_LOCALE;
  const t = errors.translations as Record<string, unknown> | undefined;
  return TRANSLATABLE_LOCALES.find((l) => t?.[l]) ?? DEFAULT_LOCALE;
}

/** The translated texts of a content form in one language, each with its English reference. */
export function TranslatedFields<T extends FieldValues>({
  form: typed,
  fields,
  locale,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  fields: readonly TranslatedSpec[];
  locale: Locale;
}) {
  const form = asAny(typed);
  const values = form.watch();
  const t = (values.translations as Translations<string, unknown> | undefined)?.[locale];
  const errors = (form.formState.errors.translations as Record<string, unknown> | undefined)?.[
    locale
  ] as Record<string, { message?: string } | undefined> | undefined;
  return (
    <>
      <TranslatingNote locale={locale} />
      {fields.map((spec) => {
        const path = `translations.${locale}.${spec.name}` as Path<FieldValues>;
        const english = values[spec.name];
        const missing = !isBlank(englishText(spec, english)) && isBlank(t?.[spec.name]);
        const error = errors?.[spec.name]?.message;
        if (spec.kind === "blocks" || spec.kind === "html") {
          const editor =
            spec.kind === "html" ? (
              <RichTextEditor
                format="html"
                label={translatedLabel(spec.label, locale)}
                error={error}
                value={String(t?.[spec.name] ?? "")}
                onChange={(html) => form.setValue(path, html, { shouldDirty: true })}
              />
            ) : (
              <RichTextEditor
                label={translatedLabel(spec.label, locale)}
                error={error}
                value={(t?.[spec.name] as BlockDocument | undefined) ?? null}
                onChange={(doc) => form.setValue(path, doc, { shouldDirty: true })}
              />
            );
          return (
            // A fresh editor per language: it reads its value only when it mounts.
            <div key={`${locale}-${spec.name}`} className="space-y-1">
              {editor}
              <TranslationReference
                locale={locale}
                english={englishText(spec, english)}
                missing={missing}
              />
            </div>
          );
        }
        const Control = spec.kind === "textarea" ? Textarea : Input;
        return (
          <TranslationField
            key={`${locale}-${spec.name}`}
            label={spec.label}
            locale={locale}
            english={englishText(spec, english)}
            missing={missing}
            error={error}
          >
            {(p) => <Control {...p} {...form.register(path)} />}
          </TranslationField>
        );
      })}
    </>
  );
}
