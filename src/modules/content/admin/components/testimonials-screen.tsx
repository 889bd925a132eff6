"use client";
/* eslint-disable @next/next/no-img-element -- admin thumbnails */
import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Skeleton } from "@/ui/skeleton";
import { SortableList } from "@/ui/sortable-list";
import { HiddenBadge } from "./hidden-badge";
import { TestimonialDialog, type Testimonial } from "./testimonial-dialog";
import { useResource } from "@/platform/http/use-resource";

export function TestimonialsScreen() {
  const {
    data: items,
    setData,
    error,
    reload,
  } = useResource<Testimonial[]>(
    "/api/admin/testimonials",
    (b: { items: Testimonial[] }) => b.items,
    "Failed to load testimonials",
  );
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const reorder = async (next: Testimonial[]) => {
    setData(next);
    try {
      await api("/api/admin/testimonials/reorder", {
        method: "PUT",
        json: { ids: next.map((t) => t.id) },
      });
    } catch (e) {
      console.error("Failed to reorder testimonials", e);
      await reload();
    }
  };
  const toggle = async (t: Testimonial) => {
    setActionError(null);
    try {
      await api(`/api/admin/testimonials/${t.id}`, {
        method: "PATCH",
        json: { active: !t.active },
      });
      await reload();
    } catch (e) {
      console.error("Failed to save testimonial", e);
      setActionError("Failed to save testimonial");
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Testimonials</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden /> Add Testimonial
        </Button>
      </div>
      {error ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      <ErrorBox>{actionError}</ErrorBox>
      {items === null && !error ? (
        <div className="space-y-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : null}
      {items?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No testimonials yet. Add your first testimonial to get started.
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <SortableList
          id="testimonials"
          items={items}
          itemLabel={(t) => t.name}
          onReorder={(next) => void reorder(next)}
          renderItem={(t) => (
            <div className="flex items-center gap-4">
              {t.imageUrl ? (
                <img
                  src={t.imageUrl}
                  alt=""
                  className="hidden h-12 w-12 rounded-full object-cover sm:block"
                />
              ) : (
                <div className="hidden h-12 w-12 rounded-full bg-slate-200 sm:block" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-medium">
                  {t.name}
                  {!t.active ? <HiddenBadge /> : null}
                </p>
                <p className="text-sm text-slate-500">
                  {[t.title, t.company].filter(Boolean).join(", ")}
                </p>
                <p className="truncate text-sm text-slate-600">{t.text}</p>
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-600">
                <input
                  type="checkbox"
                  role="switch"
                  className="h-4 w-4 accent-brand-700"
                  checked={t.active}
                  onChange={() => void toggle(t)}
                  aria-label={`Show ${t.name} on the site`}
                />{" "}
                <span className="hidden sm:inline">Active</span>
              </label>
              <button
                type="button"
                aria-label={`Edit ${t.name}`}
                onClick={() => setEditing(t)}
                className="rounded p-1.5 text-slate-600 hover:bg-slate-100"
              >
                <Pencil className="h-4 w-4" aria-hidden />
              </button>
              <button
                type="button"
                aria-label={`Delete ${t.name}`}
                onClick={() => setDeleting(t)}
                className="rounded p-1.5 text-red-600 hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </button>
            </div>
          )}
        />
      ) : null}
      {editing ? (
        <TestimonialDialog
          item={editing === "new" ? null : editing}
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
          title="Delete testimonial"
          message={`Are you sure you want to delete the testimonial from "${deleting.name}"? This action cannot be undone.`}
          errorText="Failed to delete testimonial"
          onConfirm={async () => {
            await api(`/api/admin/testimonials/${deleting.id}`, { method: "DELETE" });
            await reload();
          }}
        />
      ) : null}
    </div>
  );
}
