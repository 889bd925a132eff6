"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Plus } from "lucide-react";
import { useListState } from "@/platform/lists/use-list-state";
import { AdminTable, type Column } from "@/ui/admin-table";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Select } from "@/ui/field";
import { DateRange, SearchBox } from "@/ui/list-filters";
import { Pager } from "@/ui/pager";
import { RowActions } from "@/ui/row-actions";
import { blogListParamsSchema } from "../../validation";
import { contentQueries } from "../admin-api";
import { contentMutations } from "../mutations";
import type { Post } from "../types";
import { PostDialog } from "./post-dialog";

const DEFAULTS = { page: 1 };

/** Blog posts, newest first, paged by the server with status, title search and dates in the URL. */
export function BlogScreen() {
  const { state, set, hrefFor } = useListState(blogListParamsSchema, DEFAULTS);
  const {
    data,
    isError: loadFailed,
    isPlaceholderData,
    refetch,
  } = useQuery(contentQueries.blog(state));
  const filtered = Boolean(state.status || state.q || state.from || state.to);
  const remove = useMutation(contentMutations.deletePost());
  const [editing, setEditing] = useState<Post | "new" | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const columns: Column<Post>[] = [
    { key: "title", header: "Title", className: "font-medium", cell: (p) => p.title },
    { key: "status", header: "Status", className: "capitalize", cell: (p) => p.status },
    {
      key: "publish",
      header: "Publish date",
      cell: (p) => new Date(p.publishDate).toLocaleDateString(),
    },
    {
      key: "actions",
      header: "Actions",
      stickyEnd: true,
      cell: (p) => (
        <RowActions
          name={p.title}
          className="inline-flex"
          onEdit={() => setEditing(p)}
          onDelete={() => setDeleting(p)}
        />
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Blog Posts</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden /> New Post
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="blog-status-filter" className="sr-only">
          Status filter
        </label>
        <Select
          id="blog-status-filter"
          className="w-40"
          value={state.status ?? ""}
          onChange={(e) => set({ status: (e.target.value || undefined) as Post["status"] })}
        >
          <option value="">All</option>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
          <option value="scheduled">Scheduled</option>
        </Select>
        <SearchBox
          label="Search posts"
          placeholder="Title"
          value={state.q ?? ""}
          onSearch={(q) => set({ q: q || undefined }, { replace: true })}
        />
        <DateRange from={state.from} to={state.to} onChange={(r) => set(r)} />
      </div>
      <AdminTable
        caption="Blog posts"
        columns={columns}
        rows={data?.posts}
        rowKey={(p) => p.id}
        error={loadFailed ? "Failed to load blog posts" : null}
        onRetry={() => void refetch()}
        empty={filtered ? "No posts match these filters." : "No posts yet."}
        loadingLabel="Loading blog posts"
        skeleton={{ rows: 3 }}
        stale={isPlaceholderData}
        footer={
          data && data.total > data.pageSize ? (
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hrefFor={(page) => hrefFor({ page })}
              noun="posts"
            />
          ) : null
        }
      />
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
