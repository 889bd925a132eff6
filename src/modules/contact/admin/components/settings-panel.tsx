"use client";
/* eslint-disable @next/next/no-img-element -- static map preview from the maps service */
import { useEffect, useState } from "react";
import { MapPin } from "lucide-react";
import { useResource } from "@/platform/http/use-resource";
import { api, ApiError } from "@/platform/http/api-client";
import { ErrorBox, SuccessBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { Spinner } from "@/ui/spinner";
import { contactSettingsSchema, type ContactSettingsInput } from "../../validation";

type Form = Record<keyof ContactSettingsInput, string>;
const EMPTY: Form = {
  emailPrimary: "",
  emailSecondary: "",
  phonePrimary: "",
  phoneSecondary: "",
  addressStreet: "",
  addressCity: "",
  addressState: "",
  addressPostal: "",
  addressCountry: "",
  mapsApiKey: "",
  mapEmbedUrl: "",
};
const staticMap = (loc: string, key: string) =>
  `https://maps.googleapis.com/maps/api/staticmap?center=${encodeURIComponent(loc)}&zoom=15&size=800x600&markers=${encodeURIComponent(loc)}&key=${encodeURIComponent(key)}`;

// The location is found on the server with its own key, so only the address decides it.
const ADDRESS: Array<keyof Form> = [
  "addressStreet",
  "addressCity",
  "addressState",
  "addressPostal",
  "addressCountry",
];

type Row = Partial<Record<keyof Form, string | null>>;
const toForm = (b: Row) =>
  Object.fromEntries(Object.keys(EMPTY).map((k) => [k, b[k as keyof Form] ?? ""])) as Form;

export function SettingsPanel() {
  const { data, accept, error, status, reload } = useResource<Form>(
    "/api/admin/contact-settings",
    toForm,
    "Failed to load contact settings",
  );
  // A missing row is not a failure: the form stays usable and the first save creates it.
  const missing = status === 404;
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- copy loaded settings into the form
    if (data) setForm(data);
  }, [data]);
  // The map location belongs to the address it was found for: changing the address drops it, and
  // saving finds it again, so a stale location is never saved.
  const set = (k: keyof Form, v: string) =>
    setForm((f) => ({
      ...f,
      [k]: v,
      ...(ADDRESS.includes(k) && f[k] !== v ? { mapEmbedUrl: "" } : {}),
    }));

  /** The location text for the current address, or null after showing 'Failed to geocode address'. */
  const lookUp = async (values: Form): Promise<string | null> => {
    try {
      const { location } = await api<{ location: string }>("/api/admin/contact-settings/geocode", {
        method: "POST",
        json: values,
      });
      return location;
    } catch (e) {
      console.error("Failed to geocode address", e);
      // Staff can fix a missing server key only if they are told about it.
      const unconfigured = e instanceof ApiError && e.code === "GEOCODE_UNCONFIGURED";
      setMessage({
        ok: false,
        text: unconfigured
          ? `Failed to geocode address. ${e.message}`
          : "Failed to geocode address",
      });
      return null;
    }
  };
  const geocode = async () => {
    setMessage(null);
    setBusy(true);
    const location = await lookUp(form);
    if (location) setForm((f) => ({ ...f, mapEmbedUrl: location }));
    setBusy(false);
  };
  const save = async () => {
    let values = form;
    const addressReady = ADDRESS.every((k) => values[k].trim());
    if (!values.mapEmbedUrl && addressReady) {
      setMessage(null);
      setBusy(true);
      const location = await lookUp(values);
      setBusy(false);
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
    setBusy(true);
    setMessage(null);
    try {
      // The saved row becomes the loaded data, which also clears the "not found" note.
      accept(
        toForm(await api<Row>("/api/admin/contact-settings", { method: "PUT", json: parsed.data })),
      );
      setMessage({ ok: true, text: "Settings saved successfully!" });
    } catch (e) {
      console.error("Failed to save settings", e);
      setMessage({ ok: false, text: "Failed to save settings" });
    } finally {
      setBusy(false);
    }
  };

  if (error && !missing) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data && !missing) return <Spinner label="Loading contact settings" />;
  const f = (k: keyof Form, label: string, required = true, type = "text") => (
    <Field label={label} required={required} error={errors[k]}>
      {(p) => <Input {...p} type={type} value={form[k]} onChange={(e) => set(k, e.target.value)} />}
    </Field>
  );
  return (
    <form
      className="max-w-3xl space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {missing ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <div>
            <p className="font-semibold">Contact settings not found</p>
            <p>Fill in the form below and save to create them.</p>
          </div>
          <Button size="sm" variant="secondary" onClick={() => void reload()}>
            Try Again
          </Button>
        </div>
      ) : null}
      <section className="grid gap-x-4 rounded-lg border border-slate-200 bg-white p-6 sm:grid-cols-2">
        {f("emailPrimary", "Primary email", true, "email")}
        {f("emailSecondary", "Secondary email", false, "email")}
        {f("phonePrimary", "Primary phone", true, "tel")}
        {f("phoneSecondary", "Secondary phone", false, "tel")}
      </section>
      <section className="grid gap-x-4 rounded-lg border border-slate-200 bg-white p-6 sm:grid-cols-2">
        {f("addressStreet", "Street")}
        {f("addressCity", "City")}
        {f("addressState", "State/Province")}
        {f("addressPostal", "Postal code")}
        {f("addressCountry", "Country")}
        <Field label="Maps API key" required error={errors.mapsApiKey}>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="off"
              value={form.mapsApiKey}
              onChange={(e) => set("mapsApiKey", e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Map location"
          required
          error={errors.mapEmbedUrl}
          hint="Filled from the address"
          className="sm:col-span-2"
        >
          {(p) => (
            <div className="flex gap-2">
              <Input {...p} readOnly value={form.mapEmbedUrl} />
              <Button variant="secondary" disabled={busy} onClick={() => void geocode()}>
                <MapPin className="h-4 w-4" aria-hidden /> Find on map
              </Button>
            </div>
          )}
        </Field>
        {form.mapsApiKey && form.mapEmbedUrl ? (
          <img
            src={staticMap(form.mapEmbedUrl, form.mapsApiKey)}
            alt={`Map of ${form.mapEmbedUrl}`}
            width={800}
            height={600}
            className="h-auto w-full rounded sm:col-span-2"
          />
        ) : null}
      </section>
      <div aria-live="polite">
        {message ? (
          message.ok ? (
            <SuccessBox>{message.text}</SuccessBox>
          ) : (
            <ErrorBox>{message.text}</ErrorBox>
          )
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}
