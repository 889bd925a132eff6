"use client";
import { useMutation } from "@tanstack/react-query";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { SaveMessage, saveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { whatsappSettingsSchema, type WhatsappSettingsInput } from "../../validation";
import type { WhatsappSettingsView } from "../../server/settings";
import { whatsappMutations } from "../admin-api";
import { WebhookUrl } from "./webhook-url-field";
import { WhatsappTemplateFields } from "./whatsapp-template-fields";
import { WebhookSecretNotice } from "./webhook-secret-notice";

const DEFAULTS: WhatsappSettingsInput = {
  apiVersion: "v25.0",
  phoneNumberId: "",
  accessToken: "",
  businessAccountId: "",
  verifyToken: "",
  appSecret: "",
  clearAppSecret: false,
  templateName: "otp_verification",
  templateLanguage: "en",
  active: true,
};

/** The form's values for stored settings: secrets are never sent back, so their inputs start empty. */
const toValues = (stored: WhatsappSettingsView | null): WhatsappSettingsInput =>
  stored
    ? { ...DEFAULTS, ...stored, accessToken: "", appSecret: "", clearAppSecret: false }
    : DEFAULTS;

/**
 * The token is required only until one is stored; checking it with the schema's errors shows every
 * missing field at once instead of the token's only after the others pass.
 */
type Schema = typeof whatsappSettingsSchema;
type SettingsResolver = Resolver<z.input<Schema>, { tokenStored: boolean }, z.output<Schema>>;

const tokenUnlessStored =
  (resolve: SettingsResolver): SettingsResolver =>
  async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (values.accessToken?.trim() || context?.tokenStored) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        accessToken: { type: "required", message: "Access token is required" },
      },
    };
  };

/** API configuration, webhook URL, message template and the on/off switch. */
export function WhatsappSettingsForm({
  stored,
  webhookUrl,
}: {
  stored: WhatsappSettingsView | null;
  webhookUrl: string;
}) {
  const save = useMutation(whatsappMutations.saveWhatsappSettings());
  const form = useSchemaForm(whatsappSettingsSchema, {
    adaptResolver: tokenUnlessStored,
    context: { tokenStored: !!stored?.accessTokenSet },
    defaultValues: toValues(stored),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(toValues(await save.mutateAsync(values)));
    } catch (e) {
      // Field messages from the server go next to their fields (the box keeps the form-level text).
      showServerErrors(e, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="WhatsApp settings">
      <SaveMessage
        outcome={saveOutcome(save, "Settings saved successfully!", "Failed to save settings")}
      />
      <WebhookSecretNotice stored={stored} />
      <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="wa-api">
        <h2 id="wa-api" className="mb-3 text-lg font-semibold text-slate-900">
          API Configuration
        </h2>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="API version" required error={errors.apiVersion?.message}>
            {(p) => <Input {...p} {...form.register("apiVersion")} />}
          </Field>
          <Field label="Phone number ID" required error={errors.phoneNumberId?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("phoneNumberId")} />}
          </Field>
          <Field
            label="Access token"
            required={!stored?.accessTokenSet}
            error={errors.accessToken?.message}
            hint={
              stored?.accessTokenSet
                ? `A token is stored (${stored.accessTokenHint}). Leave empty to keep it.`
                : "Stored encrypted; never shown again after saving."
            }
          >
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                placeholder={stored?.accessTokenSet ? stored.accessTokenHint : ""}
                {...form.register("accessToken")}
              />
            )}
          </Field>
          <Field label="Business account ID" required error={errors.businessAccountId?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("businessAccountId")} />}
          </Field>
          <Field
            label="Verify token"
            required
            error={errors.verifyToken?.message}
            hint="Paste the same value into Meta's webhook settings."
          >
            {(p) => <Input {...p} autoComplete="off" {...form.register("verifyToken")} />}
          </Field>
          <Field
            label="App secret (optional)"
            error={errors.appSecret?.message}
            hint={
              stored?.appSecretSet
                ? "An app secret is stored; webhook calls must be signed. Leave empty to keep it."
                : "Needed for delivery statuses: webhook calls are checked against it."
            }
          >
            {(p) => (
              <Input
                {...p}
                type="password"
                autoComplete="new-password"
                placeholder={stored?.appSecretSet ? "••••••••" : ""}
                {...form.register("appSecret")}
              />
            )}
          </Field>
        </div>
        {stored?.appSecretSet ? (
          <label className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" {...form.register("clearAppSecret")} /> Remove the stored app
            secret
          </label>
        ) : null}
        <WebhookUrl url={webhookUrl} />
      </section>
      <WhatsappTemplateFields form={form} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}
