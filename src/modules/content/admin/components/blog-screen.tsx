"use client";
import { useState } from "react";
import { Pencil, Plus, Trash2, X } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Select } from "@/ui/field";
import { RichTextEditor } from "@/modules/content/editor/rich-text-editor";
import { Skeleton } from "@/ui/skeleton";
import { addTag, blogPostSchema } from "../../validation";
import { localDay, publishInstant } from "../publish-date";
import { ImageField } from "./image-field";
import { useResource } from "@/platform/http/use-resource";

type Post = {
  id: string;
  title: string;
  content: string;
  featuredImage: string | null;
  metaTags: string[];
  status: "draft" | "published" | "scheduled";
  publishDate: string;
  createdAt: string;
};

export function BlogScreen() {
  const {
    data: posts,
    error,
    reload,
  } = useResource<Post[]>(
    "/api/admin/blog",
    (b: { posts: Post[] }) => b.posts,
    "Failed to load blog posts",
  );
  const [editing, setEditing] = useState<Post | "new" | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Blog Posts</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden /> New Post
        </Button>
      </div>
      {error ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-4 py-3">
                Title
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Publish date
              </th>
              <th scope="col" className="sticky right-0 bg-slate-50 px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {posts === null && !error
              ? Array.from({ length: 3 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={4} className="px-4 py-3">
                      <Skeleton className="h-5" />
                    </td>
                  </tr>
                ))
              : null}
            {posts?.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-10 text-center text-slate-500">
                  No posts yet.
                </td>
              </tr>
            ) : null}
            {posts?.map((p) => (
              <tr key={p.id}>
                <td className="px-4 py-3 font-medium">{p.title}</td>
                <td className="px-4 py-3 capitalize">{p.status}</td>
                <td className="px-4 py-3">{new Date(p.publishDate).toLocaleDateString()}</td>
                <td className="sticky right-0 bg-white px-4 py-3 text-right whitespace-nowrap shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)] sm:shadow-none">
                  <button
                    type="button"
                    aria-label={`Edit ${p.title}`}
                    onClick={() => setEditing(p)}
                    className="rounded p-1.5 text-slate-600 hover:bg-slate-100"
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${p.title}`}
                    onClick={() => setDeleting(p)}
                    className="rounded p-1.5 text-red-600 hover:bg-red-50"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <PostDialog
          post={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete post"
          message={`Are you sure you want to delete "${deleting.title}"? This action cannot be undone.`}
          errorText="Failed to delete post"
          onConfirm={async () => {
            await api(`/api/admin/blog/${deleting.id}`, { method: "DELETE" });
            await reload();
          }}
        />
      ) : null}
    </div>
  );
}

function PostDialog({
  post,
  onClose,
  onSaved,
}: {
  post: Post | null;
  onClose: () => void;
  onSaved: () => void;
}) {
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
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const parsed = blogPostSchema.safeParse({
      ...form,
      publishDate: publishInstant(form.publishDate, post?.publishDate ?? null),
    });
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    setBusy(true);
    setSaveError(null);
    try {
      await api(post ? `/api/admin/blog/${post.id}` : "/api/admin/blog", {
        method: post ? "PUT" : "POST",
        json: parsed.data,
      });
      onSaved();
    } catch (e) {
      console.error("Failed to save post", e);
      setSaveError("Failed to save post");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={post ? "Edit Post" : "New Post"}
      className="max-w-3xl"
      locked={busy}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
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
            onBusy={setBusy}
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
        <ErrorBox className="mt-3">{saveError}</ErrorBox>
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
