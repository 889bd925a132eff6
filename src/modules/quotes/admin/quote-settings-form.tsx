"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { SaveMessage, type SaveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { DEFAULT_CURRENCY, KNOWN_CURRENCIES, minorToPlain } from "../money";
import { bpToPercent } from "../totals";
import { quoteSettingsFormSchema, type QuoteSettingsForm } from "../validation";
import { quoteKeys, settingsMutations, type QuoteSettingsView } from "./quotes-api";

const toForm = (s: QuoteSettingsView): QuoteSettingsForm => ({
  currencies: s.currencies,
  approvalThreshold: bpToPercent(s.approvalThresholdBp),
  customLineApproval: Object.fromEntries(
    KNOWN_CURRENCIES.map((c) => {
      const minor = s.customLineApprovalMinor[c];
      return [c, minor === undefined ? "" : minorToPlain(minor, c)];
    }),
  ),
  defaultValidDays: String(s.defaultValidDays),
  defaultTerms: s.defaultTerms,
  whatsappTemplate: s.whatsappTemplate ?? "",
});

/** An owner's quote settings: currencies offered, the discount needing approval, the defaults. */
export function QuoteSettingsForm({ initial }: { initial: QuoteSettingsView }) {
  const client = useQueryClient();
  const save = useMutation(settingsMutations.save());
  const form = useSchemaForm(quoteSettingsFormSchema, { defaultValues: toForm(initial) });
  const { errors } = form.formState;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const checked = useWatch({ control: form.control, name: "currencies" });
  const offered = KNOWN_CURRENCIES.filter((c) => c === DEFAULT_CURRENCY || checked?.includes(c));
  const submit = form.handleSubmit((parsed) => {
    setOutcome(null);
    save.mutate(parsed, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        client.setQueryData(quoteKeys.settings(), saved);
        void client.invalidateQueries({ queryKey: ["quotes", "catalogue"] });
        setOutcome({ ok: true, text: "Quote settings saved." });
      },
      onError: (e) => {
        showServerErrors(e, form.setError);
        setOutcome({ ok: false, text: "Failed to save the quote settings" });
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Quote settings">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Currencies offered</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {KNOWN_CURRENCIES.map((c) => (
            <label key={c} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                value={c}
                className="h-4 w-4 accent-brand-700"
                // USD is always offered: the server keeps it whatever is sent.
                disabled={c === DEFAULT_CURRENCY}
                defaultChecked={c === DEFAULT_CURRENCY ? true : undefined}
                {...(c === DEFAULT_CURRENCY ? {} : form.register("currencies"))}
              />
              {c}
            </label>
          ))}
        </div>
        <p className="mt-1 min-h-[1rem] text-xs text-red-600">{errors.currencies?.message ?? ""}</p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Discount needing approval above (%)"
          hint="Counted against list prices: lower unit prices, line and quote discounts together."
          required
          error={errors.approvalThreshold?.message}
        >
          {(p) => <Input {...p} inputMode="decimal" {...form.register("approvalThreshold")} />}
        </Field>
        <Field label="Days a quote is valid" required error={errors.defaultValidDays?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...form.register("defaultValidDays")} />}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          A line priced by hand (freight, installation, parts, custom) needs approval above
        </legend>
        <p className="mb-2 text-xs text-slate-500">Empty: no limit in that currency.</p>
        <div className="grid gap-3 sm:grid-cols-3">
          {offered.map((c) => (
            <Field key={c} label={c} error={errors.customLineApproval?.[c]?.message}>
              {(p) => (
                <Input {...p} inputMode="decimal" {...form.register(`customLineApproval.${c}`)} />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <Field label="Default terms" error={errors.defaultTerms?.message}>
        {(p) => <Textarea {...p} rows={3} {...form.register("defaultTerms")} />}
      </Field>
      <Field
        label="WhatsApp template for quotes outside the 24-hour window"
        hint="An approved template with a document header; empty for none."
        error={errors.whatsappTemplate?.message}
      >
        {(p) => <Input {...p} {...form.register("whatsappTemplate")} />}
      </Field>
      <SaveMessage outcome={outcome} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save quote settings"}
      </Button>
    </form>
  );
}
