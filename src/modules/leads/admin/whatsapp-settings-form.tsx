"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { ArrowLeft, Copy } from "lucide-react";
import { Switch } from "radix-ui";
import { api, ApiError } from "@/platform/http/api-client";
import { ErrorBox, LoadError, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { whatsappSettingsSchema, type WhatsappSettingsInput } from "../validation";
import type { WhatsappSettingsView } from "../whatsapp/settings";
import { DeliveryStatuses } from "./delivery-statuses";
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

const schemaResolver = zodResolver(whatsappSettingsSchema);

/**
 * The token is required only until one is stored; checking it with the schema's errors shows every
 * missing field at once instead of the token's only after the others pass.
 */
const settingsResolver: Resolver<WhatsappSettingsInput, { tokenStored: boolean }> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (values.accessToken?.trim() || context?.tokenStored) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      accessToken: { type: "required", message: "Access token is required" },
    },
  };
};

export function WhatsappSettingsForm({
  webhookUrl,
  onBack,
}: {
  webhookUrl: string;
  onBack: () => void;
}) {
  const [stored, setStored] = useState<WhatsappSettingsView | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  // Bumped by Try Again to run the load effect once more.
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<"saved" | "failed" | null>(null);
  const form = useForm<WhatsappSettingsInput, { tokenStored: boolean }>({
    resolver: settingsResolver,
    context: { tokenStored: !!stored?.accessTokenSet },
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    let live = true;
    api<{ settings: WhatsappSettingsView | null }>("/api/admin/whatsapp/settings")
      .then(({ settings }) => {
        if (!live) return;
        setStored(settings);
        if (settings)
          form.reset({
            ...DEFAULTS,
            ...settings,
            accessToken: "",
            appSecret: "",
            clearAppSecret: false,
          });
      })
      .catch((e) => {
        console.warn("Failed to load WhatsApp settings", e);
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [form, attempt]);
  const retry = () => {
    setLoadFailed(false);
    setAttempt((n) => n + 1);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const { settings } = await api<{ settings: WhatsappSettingsView }>(
        "/api/admin/whatsapp/settings",
        { method: "PUT", json: values },
      );
      setStored(settings);
      form.reset({
        ...DEFAULTS,
        ...settings,
        accessToken: "",
        appSecret: "",
        clearAppSecret: false,
      });
      setResult("saved");
    } catch (e) {
      console.warn("Failed to save settings", e);
      // Field messages from the server go next to their fields; the box keeps the SPEC text.
      const fields =
        e instanceof ApiError
          ? (e.details as { fields?: Record<string, string> } | undefined)?.fields
          : undefined;
      for (const [name, message] of Object.entries(fields ?? {}))
        form.setError(name as keyof WhatsappSettingsInput, { message });
      setResult("failed");
    }
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">WhatsApp Settings</h1>
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Leads
        </Button>
      </div>
      {loadFailed ? <LoadError message="Failed to load WhatsApp settings" onRetry={retry} /> : null}
      {stored === undefined && !loadFailed ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading WhatsApp settings">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : null}
      {stored !== undefined ? (
        <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="WhatsApp settings">
          <div aria-live="polite">
            {result === "saved" ? <SuccessBox>Settings saved successfully!</SuccessBox> : null}
            {result === "failed" ? <ErrorBox>Failed to save settings</ErrorBox> : null}
          </div>
          <WebhookSecretNotice stored={stored} />
          <section
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-labelledby="wa-api"
          >
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
            <div className="mt-3 space-y-1">
              <p className="text-sm font-medium text-slate-700">Webhook URL</p>
              <div className="flex items-center gap-2">
                <code
                  className="block flex-1 truncate rounded bg-slate-100 px-3 py-2 text-sm"
                  data-testid="webhook-url"
                >
                  {webhookUrl}
                </code>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label="Copy webhook URL"
                  onClick={() =>
                    void navigator.clipboard?.writeText(webhookUrl).catch(() => undefined)
                  }
                >
                  <Copy className="h-4 w-4" aria-hidden />
                </Button>
              </div>
              <p className="text-xs text-slate-500">
                Paste this into the WhatsApp webhook configuration in Meta&apos;s developer console
                and subscribe to messages.
              </p>
            </div>
          </section>
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
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Settings"}
          </Button>
        </form>
      ) : null}
      <DeliveryStatuses />
    </div>
  );
}
