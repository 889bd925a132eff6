"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/platform/http/api-client";
import { SaveMessage, saveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { RichTextEditor } from "../editor/rich-text-editor";
import { aboutSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { AboutContent } from "../types";
import { AboutSeoFields } from "./about-seo-fields";
import { ImageField } from "./image-field";

export type SetAboutField = <K extends keyof AboutContent>(k: K, v: AboutContent[K]) => void;

/** A schema refusal from the server names its fields; each is shown under its input. */
const serverFieldErrors = (e: Error) =>
  e instanceof ApiError
    ? (e.details as { fields?: Record<string, string> } | undefined)?.fields
    : undefined;

export function AboutForm({ initial }: { initial: AboutContent }) {
  const save = useMutation(contentMutations.saveAbout());
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imageUploading, setImageUploading] = useState(false);
  const busy = save.isPending || imageUploading;
  const set: SetAboutField = (k, v) => setForm((f) => ({ ...f, [k]: v }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = aboutSchema.safeParse(form);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    save.mutate(parsed.data, { onError: (err) => setErrors(serverFieldErrors(err) ?? {}) });
  };

  return (
    <form className="max-w-4xl space-y-4" noValidate onSubmit={submit}>
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
          onBusy={setImageUploading}
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
      <AboutSeoFields form={form} errors={errors} onChange={set} />
      <SaveMessage
        outcome={saveOutcome(save, "Content saved successfully!", "Failed to save changes")}
      />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}
