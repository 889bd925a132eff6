"use client";
import { useEffect, useState } from "react";
import type { BlockDocument } from "@/modules/content/blocks";
import { api, ApiError } from "@/platform/http/api-client";
import { ErrorBox, SuccessBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { RichTextEditor } from "@/modules/content/editor/rich-text-editor";
import { Spinner } from "@/ui/spinner";
import { aboutSchema } from "../../validation";
import { ImageField } from "./image-field";
import { useResource } from "@/platform/http/use-resource";

type About = {
  title: string;
  content: BlockDocument | null;
  metaTitle: string;
  metaDescription: string;
  heroImage: string | null;
  heroTitle: string;
  heroSubtitle: string;
  footerText: string;
};

const count = (n: number, min: number, max: number) =>
  `${n} characters (recommended ${min}-${max})`;

export function AboutEditor() {
  const { data, error, reload } = useResource<About>(
    "/api/admin/about",
    (b: Record<string, unknown>) => ({
      title: String(b.title ?? ""),
      content: (b.content as BlockDocument) ?? null,
      metaTitle: String(b.metaTitle ?? ""),
      metaDescription: String(b.metaDescription ?? ""),
      heroImage: (b.heroImage as string) ?? null,
      heroTitle: String(b.heroTitle ?? ""),
      heroSubtitle: String(b.heroSubtitle ?? ""),
      footerText: String(b.footerText ?? ""),
    }),
    "Failed to load about page content",
  );
  const [form, setForm] = useState<About | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- copy loaded content into the form
    if (data) setForm(data);
  }, [data]);

  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!form) return <Spinner label="Loading about page" />;
  const set = <K extends keyof About>(k: K, v: About[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));

  const save = async () => {
    const parsed = aboutSchema.safeParse(form);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    setBusy(true);
    setMessage(null);
    try {
      await api("/api/admin/about", { method: "PUT", json: parsed.data });
      setMessage({ ok: true, text: "Content saved successfully!" });
    } catch (e) {
      console.error("Failed to save changes", e);
      // A schema refusal from the server names its fields; show each under its input.
      const fields =
        e instanceof ApiError
          ? (e.details as { fields?: Record<string, string> } | undefined)?.fields
          : undefined;
      if (fields) setErrors(fields);
      setMessage({ ok: false, text: "Failed to save changes" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="max-w-4xl space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h1 className="text-2xl font-semibold text-slate-900">About Page</h1>
      <section className="rounded-lg border border-slate-200 bg-white p-6">
        <Field label="Page title" required error={errors.title}>
          {(p) => (
            <Input {...p} value={form.title} onChange={(e) => set("title", e.target.value)} />
          )}
        </Field>
        <RichTextEditor
          label="Content"
          value={form.content}
          onChange={(doc) => set("content", doc)}
        />
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="mb-3 text-lg font-semibold">Hero</h2>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Hero title" error={errors.heroTitle}>
            {(p) => (
              <Input
                {...p}
                value={form.heroTitle}
                onChange={(e) => set("heroTitle", e.target.value)}
              />
            )}
          </Field>
          <Field label="Hero subtitle" error={errors.heroSubtitle}>
            {(p) => (
              <Input
                {...p}
                value={form.heroSubtitle}
                onChange={(e) => set("heroSubtitle", e.target.value)}
              />
            )}
          </Field>
        </div>
        <ImageField
          label="Hero image"
          value={form.heroImage}
          onChange={(url) => set("heroImage", url)}
          scope="editor"
          maxMb={5}
          onBusy={setBusy}
        />
        <Field label="Hero image URL" error={errors.heroImage}>
          {(p) => (
            <Input
              {...p}
              value={form.heroImage ?? ""}
              onChange={(e) => set("heroImage", e.target.value || null)}
              placeholder="https://… or upload above"
            />
          )}
        </Field>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="mb-3 text-lg font-semibold">Search engines and footer</h2>
        <Field
          label="Meta title"
          error={errors.metaTitle}
          hint={count(form.metaTitle.length, 50, 60)}
        >
          {(p) => (
            <Input
              {...p}
              value={form.metaTitle}
              onChange={(e) => set("metaTitle", e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Meta description"
          error={errors.metaDescription}
          hint={count(form.metaDescription.length, 150, 160)}
        >
          {(p) => (
            <Textarea
              {...p}
              value={form.metaDescription}
              onChange={(e) => set("metaDescription", e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Footer text"
          error={errors.footerText}
          hint="Shown under the logo in the site footer"
        >
          {(p) => (
            <Textarea
              {...p}
              value={form.footerText}
              onChange={(e) => set("footerText", e.target.value)}
            />
          )}
        </Field>
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
        {busy ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}
