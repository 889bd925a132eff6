"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Textarea } from "@/ui/field";
import { testimonialSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { Testimonial } from "../types";
import { ImageField } from "./image-field";
import { initialVideo, TestimonialVideoFields, videoCandidate } from "./testimonial-video";

/** Add or edit a testimonial; closes once the list shows the saved one. */
export function TestimonialDialog({
  item,
  onClose,
}: {
  item: Testimonial | null;
  onClose: () => void;
}) {
  const save = useMutation(contentMutations.saveTestimonial(item?.id));
  const [form, setForm] = useState({
    name: item?.name ?? "",
    title: item?.title ?? "",
    company: item?.company ?? "",
    text: item?.text ?? "",
    imageUrl: item?.imageUrl ?? null,
    active: item?.active ?? true,
  });
  const [video, setVideo] = useState(() => initialVideo(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photoUploading, setPhotoUploading] = useState(false);
  const busy = save.isPending || photoUploading;
  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [k]: v }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.reset();
    const parsed = testimonialSchema.safeParse({ ...form, ...videoCandidate(video) });
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    save.mutate({ values: parsed.data, video: video.file }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={item ? "Edit Testimonial" : "Add Testimonial"}
      className="max-w-2xl"
      locked={busy}
    >
      <form onSubmit={submit} noValidate>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name}>
            {(p) => (
              <Input {...p} value={form.name} onChange={(e) => set("name", e.target.value)} />
            )}
          </Field>
          <Field label="Title" error={errors.title}>
            {(p) => (
              <Input
                {...p}
                value={form.title}
                onChange={(e) => set("title", e.target.value)}
                placeholder="e.g. Owner"
              />
            )}
          </Field>
        </div>
        <Field label="Company" required error={errors.company}>
          {(p) => (
            <Input {...p} value={form.company} onChange={(e) => set("company", e.target.value)} />
          )}
        </Field>
        <Field label="Testimonial" required error={errors.text}>
          {(p) => (
            <Textarea {...p} value={form.text} onChange={(e) => set("text", e.target.value)} />
          )}
        </Field>
        <ImageField
          label="Photo"
          value={form.imageUrl}
          onChange={(url) => set("imageUrl", url)}
          scope="testimonial"
          maxMb={5}
          onBusy={setPhotoUploading}
        />
        <TestimonialVideoFields
          value={video}
          onChange={setVideo}
          linkError={errors.videoUrl}
          fileError={errors.videoFile}
          onFileError={(m) => setErrors((e) => ({ ...e, videoFile: m }))}
          disabled={busy}
        />
        <label className="mb-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={form.active}
            onChange={(e) => set("active", e.target.checked)}
          />{" "}
          Show on the website
        </label>
        <ErrorBox className="mb-3">
          {save.error ? save.error.message || "Failed to save testimonial" : null}
        </ErrorBox>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
