"use client";
import type { UseMutationResult } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import type { FieldErrors, Resolver, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { BlockDocument } from "@/modules/content";
import { DEFAULT_LOCALE, TRANSLATABLE_LOCALES, type Locale } from "@/platform/i18n/locales";
import { isBlank, missingLocales } from "@/platform/i18n/translations";
import { LanguageSwitch } from "@/ui/translation";
import { FormFooter } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { gameSchema } from "../../validation";
import { GameBasicFields } from "./game-basic-fields";
import { GameSpecsEditor, type Spec } from "./game-specs-editor";
import { GameTranslationFields, SpecTranslations } from "./game-translation-fields";
import type { AdminGameDetail } from "./types";

/** The inputs' values: the warranty as typed, specs with blank rows still in place. */
export type GameFormValues = {
  title: string;
  category: string;
  warrantyYears: string;
  powerRequirements: string;
  hsCode: string;
  countryOfOrigin: string;
  featured: boolean;
  richDescription: BlockDocument | null;
  specs: Spec[];
  translations: Partial<Record<Locale, { title?: string; richDescription?: BlockDocument | null }>>;
};
type GameValues = z.output<typeof gameSchema>;
export type GameForm = UseFormReturn<GameFormValues, unknown, GameValues>;
export type SaveGame = UseMutationResult<unknown, Error, GameValues>;

export const EMPTY_GAME: GameFormValues = {
  title: "",
  category: "",
  warrantyYears: "1",
  powerRequirements: "",
  hsCode: "",
  countryOfOrigin: "",
  featured: false,
  richDescription: null,
  specs: [],
  translations: {},
};

export const toGameForm = (g: AdminGameDetail): GameFormValues => ({
  title: g.title,
  category: g.category,
  warrantyYears: String(g.warrantyYears),
  powerRequirements: g.powerRequirements ?? "",
  hsCode: g.hsCode ?? "",
  countryOfOrigin: g.countryOfOrigin ?? "",
  featured: g.featured,
  richDescription: g.richDescription,
  specs: g.specs.map((s) => ({ key: s.key, value: s.value, translations: s.translations })),
  translations: g.translations,
});

/** The languages missing the title, the description or a spec value English has. */
function missingIn(values: GameFormValues): Locale[] {
  const own = missingLocales(values, values.translations, ["title", "richDescription"]);
  return TRANSLATABLE_LOCALES.filter(
    (l) =>
      own.includes(l) ||
      values.specs.some((s) => !isBlank(s.value) && isBlank(s.translations?.[l]?.value)),
  );
}

/** The language switch, with a mark on each language missing a text. */
function GameLanguageSwitch({
  form,
  value,
  onChange,
}: {
  form: GameForm;
  value: Locale;
  onChange: (l: Locale) => void;
}) {
  return <LanguageSwitch value={value} onChange={onChange} missing={missingIn(form.watch())} />;
}

/** The first language holding an error, so a failed save shows it. */
function localeWithError(errors: FieldErrors<GameFormValues>): Locale | undefined {
  const specErrors = Array.isArray(errors.specs) ? errors.specs : [];
  return TRANSLATABLE_LOCALES.find(
    (l) => errors.translations?.[l] || specErrors.some((e) => e?.translations?.[l]),
  );
}

type Tab = "basic" | "specs";
const tabClass =
  "rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700";

/**
 * The game schema, checked after blank spec rows are dropped (they are not saved); spec errors are
 * moved back to the rows' places in the form, so each shows on the row it belongs to.
 */
const withoutBlankSpecs =
  (
    resolve: Resolver<GameFormValues, unknown, GameValues>,
  ): Resolver<GameFormValues, unknown, GameValues> =>
  async (values, ctx, opts) => {
    const kept = values.specs.flatMap((s, i) => (s.key.trim() || s.value.trim() ? [i] : []));
    const result = await resolve(
      { ...values, specs: kept.map((i) => values.specs[i]!) },
      ctx,
      opts,
    );
    const specErrors = result.errors.specs;
    if (!Array.isArray(specErrors)) return result;
    const moved: unknown[] = [];
    specErrors.forEach((e, i) => (moved[kept[i] ?? i] = e));
    return {
      values: {},
      errors: { ...result.errors, specs: moved } as FieldErrors<GameFormValues>,
    };
  };

/** Server paths count saved specs only; the form's rows include blank ones. */
const toFormPath = (values: GameFormValues) => (path: string) => {
  const m = /^specs\.(\d+)(\..*)?$/.exec(path);
  if (!m) return path;
  const kept = values.specs.flatMap((s, i) => (s.key.trim() || s.value.trim() ? [i] : []));
  return `specs.${kept[Number(m[1])] ?? m[1]}${m[2] ?? ""}`;
};

export function GameForm({
  gameId,
  initial,
  save,
  onClose,
}: {
  gameId?: string;
  initial: GameFormValues;
  save: SaveGame;
  onClose: () => void;
}) {
  // The inputs hold text (the warranty as typed), so the form's values are not the schema's input.
  const form = useSchemaForm(gameSchema, {
    adaptResolver: withoutBlankSpecs as never,
    defaultValues: initial as never,
    // The first invalid field may sit on the hidden tab; it is focused once its tab shows.
    shouldFocusError: false,
  }) as unknown as GameForm;
  // Controlled tabs: a failed validation must reveal the tab holding the first error, or Save looks like it did nothing.
  const [tab, setTab] = useState<Tab>("basic");
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saving = save.isPending;

  // After the error tab is shown, focus its first invalid field (runs once per failed Save).
  useEffect(() => {
    if (focusTick)
      formRef.current
        ?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"] [aria-invalid="true"]')
        ?.focus();
  }, [focusTick]);

  const showErrors = (errors: FieldErrors<GameFormValues>) => {
    const translated = localeWithError(errors);
    const english = Object.keys(errors).some((k) => k !== "translations" && k !== "specs");
    setLocale(english || !translated ? DEFAULT_LOCALE : translated);
    setTab(Object.keys(errors).some((k) => k !== "specs") ? "basic" : "specs");
    setFocusTick((n) => n + 1);
  };
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: onClose,
        onError: (e) => {
          const formValues = form.getValues();
          if (showServerErrors(e, form.setError, toFormPath(formValues)))
            showErrors(form.formState.errors);
        },
      }),
    showErrors,
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <GameLanguageSwitch form={form} value={locale} onChange={setLocale} />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <Tabs.List aria-label="Game details" className="mb-4 flex gap-1 border-b border-slate-200">
          <Tabs.Trigger value="basic" className={tabClass}>
            Basic Info
          </Tabs.Trigger>
          <Tabs.Trigger value="specs" className={tabClass}>
            Specifications
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="basic" forceMount className="space-y-1 data-[state=inactive]:hidden">
          {locale === DEFAULT_LOCALE ? (
            <GameBasicFields form={form} />
          ) : (
            <GameTranslationFields form={form} locale={locale} />
          )}
        </Tabs.Content>
        <Tabs.Content value="specs" forceMount className="space-y-2 data-[state=inactive]:hidden">
          {locale === DEFAULT_LOCALE ? (
            <GameSpecsEditor form={form} />
          ) : (
            <SpecTranslations form={form} locale={locale} />
          )}
        </Tabs.Content>
      </Tabs.Root>
      <FormFooter
        busy={saving}
        error={save.isError ? "Failed to save game. Please try again." : null}
        submitLabel={gameId ? "Save Changes" : "Add Game"}
        onCancel={onClose}
      />
    </form>
  );
}
