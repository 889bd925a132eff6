"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { SaveMessage, type SaveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { contactSettingsSchema } from "../../validation";
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

export const toSettingsForm = (row: SettingsRow) =>
  Object.fromEntries(FIELDS.map((k) => [k, row[k] ?? ""])) as SettingsValues;

type Props = {
  initial: SettingsValues;
  missing: boolean;
  /** Reads the settings again; the row when one exists now. */
  onRetry: () => Promise<SettingsRow | null | undefined>;
};

export function SettingsForm({ initial, missing, onRetry }: Props) {
  const save = useMutation(contactMutations.saveSettings());
  const geocode = useMutation(contactMutations.geocode());
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const busy = save.isPending || geocode.isPending;

  // The map location belongs to the address it was found for: changing the address drops it, and
  // saving finds it again, so a stale location is never saved.
  const set = (k: keyof SettingsValues, v: string) =>
    setForm((f) => ({
      ...f,
      [k]: v,
      ...(ADDRESS.includes(k) && f[k] !== v ? { mapEmbedUrl: "" } : {}),
    }));

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
  const findOnMap = async () => {
    const location = await lookUp(form);
    if (location) setForm((f) => ({ ...f, mapEmbedUrl: location }));
  };
  const retry = async () => {
    const row = await onRetry();
    if (row) setForm(toSettingsForm(row));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    let values = form;
    if (!values.mapEmbedUrl && ADDRESS.every((k) => values[k].trim())) {
      const location = await lookUp(values);
      if (!location) return;
      values = { ...values, mapEmbedUrl: location };
      setForm(values);
    }
    const parsed = contactSettingsSchema.safeParse(values);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    setOutcome(null);
    save.mutate(parsed.data, {
      onSuccess: (row) => {
        setForm(toSettingsForm(row));
        setOutcome({ ok: true, text: "Settings saved successfully!" });
      },
      onError: () => setOutcome({ ok: false, text: "Failed to save settings" }),
    });
  };

  const field = (k: keyof SettingsValues, label: string, required = true, type = "text") => (
    <Field label={label} required={required} error={errors[k]}>
      {(p) => <Input {...p} type={type} value={form[k]} onChange={(e) => set(k, e.target.value)} />}
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
          mapsApiKey={form.mapsApiKey}
          location={form.mapEmbedUrl}
          errors={errors}
          busy={busy}
          onKeyChange={(v) => set("mapsApiKey", v)}
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
