"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { SaveMessage, type SaveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { contactSettingsSchema, type ContactSettingsInput } from "../../validation";
import { contactMutations } from "../admin-api";
import type { SettingsRow, SettingsValues } from "../types";
import { MapFields } from "./map-fields";
import { MissingSettingsNote } from "./missing-settings-note";
import { ApiError } from "@/platform/http/api-client";

const FIELDS: Array<keyof SettingsValues> = [
  "emailPrimary",
  "emailSecondary",
  "phonePrimary",
  "phoneSecondary",
  "addressStreet",
  "addressCity",
  "addressState",
  "addressPostal",
  "addressCountry",
  "mapsApiKey",
  "mapEmbedUrl",
];
/**
 * What the map location is found from; changing any of them drops the location. The server finds
 * it with its own key, so the browser maps key is not among them.
 */
const ADDRESS: Array<keyof SettingsValues> = [
  "addressStreet",
  "addressCity",
  "addressState",
  "addressPostal",
  "addressCountry",
];

export const toSettingsForm = (
  row: Partial<Pick<SettingsRow, keyof SettingsValues>> | ContactSettingsInput,
): SettingsValues => Object.fromEntries(FIELDS.map((k) => [k, row[k] ?? ""])) as SettingsValues;

type Props = {
  initial: SettingsValues;
  missing: boolean;
  /** Reads the settings again; the row when one exists now. */
  onRetry: () => Promise<SettingsRow | null | undefined>;
};

export function SettingsForm({ initial, missing, onRetry }: Props) {
  const save = useMutation(contactMutations.saveSettings());
  const geocode = useMutation(contactMutations.geocode());
  const form = useSchemaForm(contactSettingsSchema, { defaultValues: initial });
  const { errors } = form.formState;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const busy = save.isPending || geocode.isPending;

  /** The location text for the address, or null after showing 'Failed to geocode address'. */
  const lookUp = async (values: SettingsValues): Promise<string | null> => {
    setOutcome(null);
    try {
      return await geocode.mutateAsync(values);
    } catch (e) {
      // Staff can fix a missing server key only if they are told about it.
      const unconfigured = e instanceof ApiError && e.code === "GEOCODE_UNCONFIGURED";
      setOutcome({
        ok: false,
        text: unconfigured
          ? `Failed to geocode address. ${e.message}`
          : "Failed to geocode address",
      });
      return null;
    }
  };
  const values = () => toSettingsForm(form.getValues());
  const setLocation = (location: string) =>
    form.setValue("mapEmbedUrl", location, { shouldValidate: form.formState.isSubmitted });
  const findOnMap = async () => {
    const location = await lookUp(values());
    if (location) setLocation(location);
  };
  const retry = async () => {
    const row = await onRetry();
    if (row) form.reset(toSettingsForm(row));
  };

  const saveValid = form.handleSubmit((parsed) => {
    setOutcome(null);
    save.mutate(parsed, {
      onSuccess: (row) => {
        form.reset(toSettingsForm(row));
        setOutcome({ ok: true, text: "Settings saved successfully!" });
      },
      onError: (e) => {
        showServerErrors(e, form.setError);
        setOutcome({ ok: false, text: "Failed to save settings" });
      },
    });
  });
  // A complete address without its location is looked up first, so the location saved always
  // belongs to the address saved.
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const current = values();
    if (!current.mapEmbedUrl && ADDRESS.every((k) => current[k].trim())) {
      const location = await lookUp(current);
      if (!location) return;
      setLocation(location);
    }
    await saveValid(e);
  };

  // The map location belongs to the address it was found for: changing the address drops it.
  const field = (k: keyof SettingsValues, label: string, required = true, type = "text") => (
    <Field label={label} required={required} error={errors[k]?.message}>
      {(p) => (
        <Input
          {...p}
          type={type}
          {...form.register(k, {
            onChange: () => (ADDRESS.includes(k) ? form.setValue("mapEmbedUrl", "") : undefined),
          })}
        />
      )}
    </Field>
  );
  return (
    <form className="max-w-3xl space-y-4" noValidate onSubmit={(e) => void submit(e)}>
      {missing ? <MissingSettingsNote onRetry={() => void retry()} /> : null}
      <section className="grid gap-x-4 rounded-lg border border-slate-200 bg-white p-6 sm:grid-cols-2">
        {field("emailPrimary", "Primary email", true, "email")}
        {field("emailSecondary", "Secondary email", false, "email")}
        {field("phonePrimary", "Primary phone", true, "tel")}
        {field("phoneSecondary", "Secondary phone", false, "tel")}
      </section>
      <section className="grid gap-x-4 rounded-lg border border-slate-200 bg-white p-6 sm:grid-cols-2">
        {field("addressStreet", "Street")}
        {field("addressCity", "City")}
        {field("addressState", "State/Province")}
        {field("addressPostal", "Postal code")}
        {field("addressCountry", "Country")}
        <MapFields
          mapsApiKey={form.watch("mapsApiKey")}
          location={form.watch("mapEmbedUrl")}
          errors={{
            mapsApiKey: errors.mapsApiKey?.message,
            mapEmbedUrl: errors.mapEmbedUrl?.message,
          }}
          busy={busy}
          onKeyChange={(v) => form.setValue("mapsApiKey", v)}
          onFind={() => void findOnMap()}
        />
      </section>
      <SaveMessage outcome={outcome} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}
