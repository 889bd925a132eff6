"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { X } from "lucide-react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Select } from "@/ui/field";
import { RichTextEditor } from "../editor/rich-text-editor";
import { addTag, blogPostSchema } from "../../validation";
import { contentMutations } from "../mutations";
import { localDay, publishInstant } from "../publish-date";
import type { Post } from "../types";
import { ImageField } from "./image-field";

/** Write or edit a blog post; closes once the list shows the saved one. */
export function PostDialog({ post, onClose }: { post: Post | null; onClose: () => void }) {
  const save = useMutation(contentMutations.savePost(post?.id));
  const [form, setForm] = useState({
    title: post?.title ?? "",
    content: post?.content ?? "",
    featuredImage: post?.featuredImage ?? (null as string | null),
    metaTags: post?.metaTags ?? [],
    status: post?.status ?? ("draft" as Post["status"]),
    publishDate: localDay(post ? new Date(post.publishDate) : new Date()),
  });
  const [tagInput, setTagInput] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imageUploading, setImageUploading] = useState(false);
  const busy = save.isPending || imageUploading;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = blogPostSchema.safeParse({
      ...form,
      publishDate: publishInstant(form.publishDate, post?.publishDate ?? null),
    });
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={post ? "Edit Post" : "New Post"}
      className="max-w-3xl"
      locked={busy}
    >
      <form noValidate onSubmit={submit}>
        <Field label="Title" required error={errors.title}>
          {(p) => (
            <Input
              {...p}
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
            />
          )}
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Status" required error={errors.status}>
            {(p) => (
              <Select
                {...p}
                value={form.status}
                onChange={(e) => setForm({ ...form, status: e.target.value as Post["status"] })}
              >
                <option value="draft">Draft</option>
                <option value="published">Published</option>
                <option value="scheduled">Scheduled</option>
              </Select>
            )}
          </Field>
          <Field label="Publish date" required error={errors.publishDate}>
            {(p) => (
              <Input
                {...p}
                type="date"
                value={form.publishDate}
                onChange={(e) => setForm({ ...form, publishDate: e.target.value })}
              />
            )}
          </Field>
        </div>
        {/* SPEC §5: the featured image is an optional URL, so it can be typed as well as uploaded. */}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ImageField
            label="Featured image"
            value={form.featuredImage}
            onChange={(url) => setForm((f) => ({ ...f, featuredImage: url }))}
            scope="editor"
            maxMb={5}
            onBusy={setImageUploading}
          />
          <Field label="Featured image URL" error={errors.featuredImage}>
            {(p) => (
              <Input
                {...p}
                type="url"
                value={form.featuredImage ?? ""}
                placeholder="https://…"
                onChange={(e) => setForm((f) => ({ ...f, featuredImage: e.target.value || null }))}
              />
            )}
          </Field>
        </div>
        <Field label="Tags" hint="Press Enter to add a tag">
          {(p) => (
            <div>
              <Input
                {...p}
                value={tagInput}
                onChange={(e) => setTagInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    setForm((f) => ({ ...f, metaTags: addTag(f.metaTags, tagInput) }));
                    setTagInput("");
                  }
                }}
              />
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
                {form.metaTags.map((t) => (
                  <li
                    key={t}
                    className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm"
                  >
                    {t}
                    <button
                      type="button"
                      aria-label={`Remove tag ${t}`}
                      onClick={() =>
                        setForm((f) => ({ ...f, metaTags: f.metaTags.filter((x) => x !== t) }))
                      }
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
          value={form.content}
          onChange={(html) => setForm((f) => ({ ...f, content: html }))}
        />
        <ErrorBox className="mt-3">{save.isError ? "Failed to save post" : null}</ErrorBox>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Post"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
