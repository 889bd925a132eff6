"use client";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Switch } from "radix-ui";
import { Field, Input } from "@/ui/field";
import type { WhatsappSettingsInput } from "../../validation";

type Props = { form: UseFormReturn<WhatsappSettingsInput, { tokenStored: boolean }> };

/** The message template (name and language) and the switch that turns sending on or off. */
export function WhatsappTemplateFields({ form }: Props) {
  const { errors } = form.formState;
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="wa-template"
    >
      <h2 id="wa-template" className="mb-3 text-lg font-semibold text-slate-900">
        Message Template
      </h2>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Template name" required error={errors.templateName?.message}>
          {(p) => <Input {...p} {...form.register("templateName")} />}
        </Field>
        <Field label="Template language" required error={errors.templateLanguage?.message}>
          {(p) => <Input {...p} {...form.register("templateLanguage")} />}
        </Field>
      </div>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <div className="mt-2 flex items-center gap-3">
            <Switch.Root
              id="wa-active"
              checked={field.value}
              onCheckedChange={field.onChange}
              className="relative h-6 w-11 rounded-full bg-slate-300 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=checked]:bg-green-600"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
            <label htmlFor="wa-active" className="text-sm font-medium text-slate-700">
              Send WhatsApp messages to new leads ({field.value ? "on" : "off"})
            </label>
          </div>
        )}
      />
    </section>
  );
}
