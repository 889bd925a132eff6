"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Skeleton } from "@/ui/skeleton";
import { contentQueries } from "../admin-api";
import { contentMutations } from "../mutations";
import type { Post } from "../types";
import { PostDialog } from "./post-dialog";

export function BlogScreen() {
  const { data: posts, isError: loadFailed, refetch } = useQuery(contentQueries.blog());
  const remove = useMutation(contentMutations.deletePost());
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
      {loadFailed ? (
        <LoadError message="Failed to load blog posts" onRetry={() => void refetch()} />
      ) : null}
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
            {posts === undefined && !loadFailed
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
        <PostDialog post={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete post"
          message={`Are you sure you want to delete "${deleting.title}"? This action cannot be undone.`}
          errorText="Failed to delete post"
          onConfirm={() => remove.mutateAsync(deleting.id)}
        />
      ) : null}
    </div>
  );
}
