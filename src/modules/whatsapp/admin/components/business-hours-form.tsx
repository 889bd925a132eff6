"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError, SaveMessage, type SaveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { Skeleton } from "@/ui/skeleton";
import { LOCALES } from "@/platform/i18n/locales";
import {
  AWAY_TEXT_MAX,
  WEEKDAYS,
  replyTimeFormSchema,
  type ReplyTimeForm,
} from "../../reply-time-validation";
import type { ReplyTimeView } from "../../server/reply-time/settings";
import { replyTimeMutations, replyTimeQueries } from "../reply-time-api";

const toForm = (s: ReplyTimeView): ReplyTimeForm => ({
  timeZone: s.timeZone,
  days: s.days.map((d) =>
    d ? { closed: false, ...d } : { closed: true, open: "09:00", close: "18:00" },
  ),
  holidays: s.holidays.join("\n"),
  firstReplyMinutes: String(s.firstReplyMinutes),
  nextReplyMinutes: String(s.nextReplyMinutes),
  awayOn: s.awayOn,
  awayTexts: s.awayTexts,
});

function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string") return own;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** An owner's business hours, reply targets and away message, in the WhatsApp settings. */
export function BusinessHours() {
  const settings = useQuery(replyTimeQueries.settings());
  return (
    <section aria-labelledby="business-hours" className="space-y-3">
      <h2 id="business-hours" className="text-lg font-semibold text-slate-900">
        Business hours and reply targets
      </h2>
      {settings.isError ? (
        <LoadError
          message="Failed to load business hours"
          onRetry={() => void settings.refetch()}
        />
      ) : settings.data ? (
        <BusinessHoursForm initial={settings.data} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </section>
  );
}

function BusinessHoursForm({ initial }: { initial: ReplyTimeView }) {
  const save = useMutation(replyTimeMutations.saveSettings());
  const form = useSchemaForm(replyTimeFormSchema, { defaultValues: toForm(initial) });
  const { errors } = form.formState;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  // A bad date's message sits at its index ("holidays.2"); the field shows the first.
  const holidayError = firstMessage(errors.holidays);
  const submit = form.handleSubmit((parsed) => {
    setOutcome(null);
    save.mutate(parsed, {
      onSuccess: ({ settings }) => {
        form.reset(toForm(settings));
        setOutcome({ ok: true, text: "Business hours saved." });
      },
      onError: (e) => {
        showServerErrors(e, form.setError, (p) => (p.startsWith("holidays") ? "holidays" : p));
        setOutcome({ ok: false, text: "Failed to save business hours" });
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Business hours">
      {!initial.saved ? (
        <p className="text-sm text-slate-600">
          Not set yet: until saved, conversations have no reply deadline and no away message goes.
        </p>
      ) : null}
      <Field
        label="Time zone"
        hint="An IANA name, e.g. Asia/Dubai or Europe/Berlin"
        required
        error={errors.timeZone?.message}
      >
        {(p) => <Input {...p} {...form.register("timeZone")} />}
      </Field>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">Hours</legend>
        {WEEKDAYS.map((day, i) => (
          <div key={day} className="grid grid-cols-[7rem_6rem_1fr_1fr] items-start gap-2">
            <span className="pt-2 text-sm">{day}</span>
            <label className="inline-flex items-center gap-1 pt-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                {...form.register(`days.${i}.closed`)}
              />
              Closed
            </label>
            <Field label={`${day} opens`} error={errors.days?.[i]?.open?.message}>
              {(p) => <Input {...p} type="time" {...form.register(`days.${i}.open`)} />}
            </Field>
            <Field label={`${day} closes`} error={errors.days?.[i]?.close?.message}>
              {(p) => <Input {...p} type="time" {...form.register(`days.${i}.close`)} />}
            </Field>
          </div>
        ))}
      </fieldset>
      <Field
        label="Holidays"
        hint="Whole days closed, one date per line (2026-12-25)"
        error={holidayError}
      >
        {(p) => <Textarea {...p} rows={3} {...form.register("holidays")} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="First reply within (business minutes)"
          required
          error={errors.firstReplyMinutes?.message}
        >
          {(p) => <Input {...p} inputMode="numeric" {...form.register("firstReplyMinutes")} />}
        </Field>
        <Field
          label="Each later reply within (business minutes)"
          required
          error={errors.nextReplyMinutes?.message}
        >
          {(p) => <Input {...p} inputMode="numeric" {...form.register("nextReplyMinutes")} />}
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Away message</legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            {...form.register("awayOn")}
          />
          Send it to a buyer who writes outside business hours (once per closed period)
        </label>
        {LOCALES.map((l) => (
          <Field key={l.code} label={l.name} error={errors.awayTexts?.[l.code]?.message}>
            {(p) => (
              <Textarea
                {...p}
                rows={2}
                dir={l.dir}
                lang={l.tag}
                maxLength={AWAY_TEXT_MAX}
                {...form.register(`awayTexts.${l.code}`)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <SaveMessage outcome={outcome} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save business hours"}
      </Button>
    </form>
  );
}
