"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { X } from "lucide-react";
import { Field, Input, Select } from "@/ui/field";
import { DialogForm } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { RichTextEditor } from "../editor/lazy-rich-text-editor";
import { addTag, blogPostSchema } from "../../validation";
import { contentMutations } from "../mutations";
import { localDay, publishInstant } from "../publish-date";
import type { Post } from "../types";
import { ImageOrUrlField } from "./image-or-url-field";
import { DEFAULT_LOCALE, type Locale } from "@/platform/i18n/locales";
import {
  ContentLanguageSwitch,
  localeToShow,
  TranslatedFields,
  type TranslatedSpec,
} from "./translated-fields";

// The excerpt is read from the content, in each language as in English.
const TRANSLATED: TranslatedSpec[] = [
  { name: "title", label: "Title", kind: "input" },
  { name: "content", label: "Content", kind: "html" },
];

/** Write or edit a blog post; closes once the list shows the saved one. */
export function PostDialog({ post, onClose }: { post: Post | null; onClose: () => void }) {
  const save = useMutation(contentMutations.savePost(post?.id));
  // The date input holds a calendar day; the instant sent is worked out from it on submit.
  const form = useSchemaForm(blogPostSchema, {
    defaultValues: {
      title: post?.title ?? "",
      content: post?.content ?? "",
      featuredImage: post?.featuredImage ?? null,
      metaTags: post?.metaTags ?? [],
      status: post?.status ?? "draft",
      publishDate: localDay(post ? new Date(post.publishDate) : new Date()),
      translations: post?.translations ?? {},
    },
  });
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const { errors } = form.formState;
  const [tagInput, setTagInput] = useState("");
  const [imageUploading, setImageUploading] = useState(false);
  const busy = save.isPending || imageUploading;
  const featuredImage = form.watch("featuredImage") ?? null;
  const metaTags = form.watch("metaTags") ?? [];
  const setTags = (tags: string[]) => form.setValue("metaTags", tags);

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(
        { ...values, publishDate: publishInstant(values.publishDate, post?.publishDate ?? null) },
        {
          onSuccess: onClose,
          onError: (e) => {
            if (showServerErrors(e, form.setError)) setLocale(localeToShow(form.formState.errors));
          },
        },
      ),
    (errors) => setLocale(localeToShow(errors)),
  );

  return (
    <DialogForm
      title={post ? "Edit Post" : "New Post"}
      className="max-w-3xl"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      error={save.isError ? "Failed to save post" : null}
      submitLabel="Save Post"
    >
      <ContentLanguageSwitch form={form} fields={TRANSLATED} value={locale} onChange={setLocale} />
      {locale !== DEFAULT_LOCALE ? (
        <TranslatedFields form={form} fields={TRANSLATED} locale={locale} />
      ) : null}
      <div hidden={locale !== DEFAULT_LOCALE}>
        <Field label="Title" required error={errors.title?.message}>
          {(p) => <Input {...p} {...form.register("title")} />}
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Status" required error={errors.status?.message}>
            {(p) => (
              <Select {...p} {...form.register("status")}>
                <option value="draft">Draft</option>
                <option value="published">Published</option>
                <option value="scheduled">Scheduled</option>
              </Select>
            )}
          </Field>
          <Field label="Publish date" required error={errors.publishDate?.message}>
            {(p) => <Input {...p} type="date" {...form.register("publishDate")} />}
          </Field>
        </div>
        {/* The featured image is an optional URL, so it can be typed as well as uploaded. */}
        <ImageOrUrlField
          className="grid gap-x-4 sm:grid-cols-2"
          label="Featured image"
          value={featuredImage}
          onChange={(url) => form.setValue("featuredImage", url)}
          error={errors.featuredImage?.message}
          onBusy={setImageUploading}
          placeholder="https://…"
        />
        <Field label="Tags" hint="Press Enter to add a tag" error={errors.metaTags?.message}>
          {(p) => (
            <div>
              <Input
                {...p}
                value={tagInput}
                onChange={(e) => setTagInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    setTags(addTag(metaTags, tagInput));
                    setTagInput("");
                  }
                }}
              />
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
                {metaTags.map((t) => (
                  <li
                    key={t}
                    className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm"
                  >
                    {t}
                    <button
                      type="button"
                      aria-label={`Remove tag ${t}`}
                      onClick={() => setTags(metaTags.filter((x) => x !== t))}
                    >
                      <X className="h-3 w-3" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Field>
        <RichTextEditor
          format="html"
          label="Content"
          error={errors.content?.message}
          value={form.watch("content") ?? ""}
          onChange={(html) => form.setValue("content", html)}
        />
      </div>
    </DialogForm>
  );
}
