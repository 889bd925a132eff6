"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useListState } from "@/platform/lists/use-list-state";
import { actionsColumn, AdminTable, type Column } from "@/ui/admin-table";
import { useDeleteDialog } from "@/ui/confirm-dialog";
import { Select } from "@/ui/field";
import { DateRange, SearchBox } from "@/ui/list-filters";
import { fromQuery } from "@/ui/list-states";
import { RowActions } from "@/ui/row-actions";
import { AddButton, ScreenHeader } from "@/ui/screen-header";
import { blogListParamsSchema } from "../../validation";
import { contentQueries } from "../admin-api";
import { contentMutations } from "../mutations";
import type { Post } from "../types";
import { PostDialog } from "./post-dialog";

const DEFAULTS = { page: 1 };

/** Blog posts, newest first, paged by the server with status, title search and dates in the URL. */
export function BlogScreen() {
  const { state, set, hrefFor } = useListState(blogListParamsSchema, DEFAULTS);
  const query = useQuery(contentQueries.blog(state));
  const filtered = Boolean(state.status || state.q || state.from || state.to);
  const remove = useMutation(contentMutations.deletePost());
  const [editing, setEditing] = useState<Post | "new" | null>(null);
  const [askDelete, deleteDialog] = useDeleteDialog({
    what: "post",
    name: (p: Post) => p.title,
    onDelete: (p) => remove.mutateAsync(p.id),
  });
  const columns: Column<Post>[] = [
    { key: "title", header: "Title", className: "font-medium", cell: (p) => p.title },
    { key: "status", header: "Status", className: "capitalize", cell: (p) => p.status },
    {
      key: "publish",
      header: "Publish date",
      cell: (p) => new Date(p.publishDate).toLocaleDateString(),
    },
    actionsColumn((p) => (
      <RowActions
        name={p.title}
        className="inline-flex"
        onEdit={() => setEditing(p)}
        onDelete={() => askDelete(p)}
      />
    )),
  ];
  return (
    <div className="space-y-6">
      <ScreenHeader title="Blog Posts">
        <AddButton onClick={() => setEditing("new")}>New Post</AddButton>
      </ScreenHeader>
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
        {...fromQuery(query, query.data?.posts, "Failed to load blog posts")}
        empty={filtered ? "No posts match these filters." : "No posts yet."}
        skeleton={{ rows: 3 }}
        stale={query.isPlaceholderData}
        paging={{ of: query.data, hrefFor, noun: "posts" }}
      />
      {editing ? (
        <PostDialog post={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleteDialog}
    </div>
  );
}
