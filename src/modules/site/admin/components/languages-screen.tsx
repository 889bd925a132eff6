"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoadError, SaveMessage, saveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { QueryBoundary } from "@/ui/query-boundary";
import { Skeleton } from "@/ui/skeleton";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "@/platform/i18n/locales";
import { siteLanguagesSchema, type SiteLanguagesInput } from "../../validation";
import { languagesQuery, saveLanguages } from "../admin-api";

/** The owner turns each language of the public site on or off. */
export function LanguagesScreen() {
  return (
    <QueryBoundary>
      <Languages />
    </QueryBoundary>
  );
}

function Languages() {
  const { data, isPending, isError, refetch } = useQuery(languagesQuery);
  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Languages</h1>
        <p className="mt-1 text-sm text-slate-600">
          The languages visitors can read the site in. A language turned off answers 404 at its
          addresses and leaves the sitemap. English is the default and always on.
        </p>
      </div>
      {isError ? (
        <LoadError message="Failed to load the languages." onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton className="h-64" />
      ) : (
        <LanguagesForm enabled={data.enabled} />
      )}
    </div>
  );
}

function LanguagesForm({ enabled }: { enabled: Locale[] }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(siteLanguagesSchema, { defaultValues: { enabled } });
  const chosen = new Set(form.watch("enabled"));
  const save = useMutation({
    // Saved in the list's own order, whatever order they were ticked in.
    mutationFn: (input: SiteLanguagesInput) =>
      saveLanguages(LOCALES.map((l) => l.code).filter((c) => input.enabled.includes(c))),
    onSuccess: (saved) => queryClient.setQueryData(languagesQuery.queryKey, saved),
    onError: (e) => {
      console.error("Failed to save the languages", e);
      showServerErrors(e, form.setError);
    },
  });
  const toggle = (code: Locale, on: boolean) =>
    form.setValue("enabled", on ? [...chosen, code] : [...chosen].filter((c) => c !== code), {
      shouldValidate: form.formState.isSubmitted,
    });
  const fieldError = form.formState.errors.enabled?.message;
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={form.handleSubmit((input) => save.mutate(input))}
    >
      <fieldset
        aria-describedby={fieldError ? "languages-error" : undefined}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        <legend className="sr-only">Languages shown to visitors</legend>
        {LOCALES.map((l) => (
          <label key={l.code} className="flex items-center gap-3 px-4 py-3">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={chosen.has(l.code)}
              disabled={l.code === DEFAULT_LOCALE || save.isPending}
              onChange={(e) => toggle(l.code, e.target.checked)}
            />
            <span lang={l.tag} className="font-medium text-slate-900">
              {l.name}
            </span>
            <span className="text-sm text-slate-500">
              {l.code} · {localePath(l.code, "/")}
              {l.dir === "rtl" ? " · right to left" : ""}
            </span>
          </label>
        ))}
      </fieldset>
      <p id="languages-error" className="text-xs text-red-600" aria-live="polite">
        {fieldError ?? ""}
      </p>
      <SaveMessage
        outcome={saveOutcome(save, "Languages saved.", "Failed to save the languages.")}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
