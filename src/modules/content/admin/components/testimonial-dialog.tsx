"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Field, Input, Textarea } from "@/ui/field";
import { Checkbox } from "@/ui/checkbox";
import { DialogForm } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { DEFAULT_LOCALE, type Locale } from "@/platform/i18n/locales";
import { testimonialSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { Testimonial } from "../types";
import { ImageField } from "./image-field";
import {
  initialVideo,
  TestimonialVideoFields,
  videoCandidate,
  type VideoChoice,
} from "./testimonial-video";
import {
  ContentLanguageSwitch,
  localeToShow,
  TranslatedFields,
  type TranslatedSpec,
} from "./translated-fields";

const TRANSLATED: TranslatedSpec[] = [
  { name: "title", label: "Title", kind: "input" },
  { name: "text", label: "Testimonial", kind: "textarea" },
];

/** Add or edit a testimonial; closes once the list shows the saved one. */
export function TestimonialDialog({
  item,
  onClose,
}: {
  item: Testimonial | null;
  onClose: () => void;
}) {
  const save = useMutation(contentMutations.saveTestimonial(item?.id));
  const [video, setVideo] = useState(() => initialVideo(item));
  const form = useSchemaForm(testimonialSchema, {
    defaultValues: {
      name: item?.name ?? "",
      title: item?.title ?? "",
      company: item?.company ?? "",
      text: item?.text ?? "",
      imageUrl: item?.imageUrl ?? null,
      active: item?.active ?? true,
      translations: item?.translations ?? {},
      ...videoCandidate(video),
    },
  });
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const { errors } = form.formState;
  const [fileError, setFileError] = useState<string | undefined>();
  const [photoUploading, setPhotoUploading] = useState(false);
  const busy = save.isPending || photoUploading;

  // The link box, a chosen file or the stored upload decide the video the schema checks.
  const chooseVideo = (v: VideoChoice) => {
    setVideo(v);
    const { videoUrl, videoProvider } = videoCandidate(v);
    form.setValue("videoUrl", videoUrl);
    form.setValue("videoProvider", videoProvider);
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      save.reset();
      save.mutate(
        { values, video: video.file },
        {
          onSuccess: onClose,
          onError: (e) => {
            if (showServerErrors(e, form.setError)) setLocale(localeToShow(form.formState.errors));
          },
        },
      );
    },
    (errors) => setLocale(localeToShow(errors)),
  );

  return (
    <DialogForm
      title={item ? "Edit Testimonial" : "Add Testimonial"}
      className="max-w-2xl"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      error={save.error ? save.error.message || "Failed to save testimonial" : null}
    >
      <ContentLanguageSwitch form={form} fields={TRANSLATED} value={locale} onChange={setLocale} />
      {locale !== DEFAULT_LOCALE ? (
        <TranslatedFields form={form} fields={TRANSLATED} locale={locale} />
      ) : null}
      <div hidden={locale !== DEFAULT_LOCALE}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name?.message}>
            {(p) => <Input {...p} {...form.register("name")} />}
          </Field>
          <Field label="Title" error={errors.title?.message}>
            {(p) => <Input {...p} placeholder="e.g. Owner" {...form.register("title")} />}
          </Field>
        </div>
        <Field label="Company" required error={errors.company?.message}>
          {(p) => <Input {...p} {...form.register("company")} />}
        </Field>
        <Field label="Testimonial" required error={errors.text?.message}>
          {(p) => <Textarea {...p} {...form.register("text")} />}
        </Field>
        <ImageField
          label="Photo"
          value={form.watch("imageUrl") ?? null}
          onChange={(url) => form.setValue("imageUrl", url)}
          scope="testimonial"
          maxMb={5}
          error={errors.imageUrl?.message}
          onBusy={setPhotoUploading}
        />
        <TestimonialVideoFields
          value={video}
          onChange={chooseVideo}
          linkError={errors.videoUrl?.message}
          fileError={fileError}
          onFileError={setFileError}
          disabled={busy}
        />
        <Checkbox label="Show on the website" {...form.register("active")} />
      </div>
    </DialogForm>
  );
}
