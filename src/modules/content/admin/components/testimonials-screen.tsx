"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Plus } from "lucide-react";
import { AdminList } from "@/ui/admin-list";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { contentQueries } from "../admin-api";
import { contentMutations } from "../mutations";
import type { Testimonial } from "../types";
import { TestimonialDialog } from "./testimonial-dialog";
import { TestimonialRow } from "./testimonial-row";

export function TestimonialsScreen() {
  const { data: items, isError: loadFailed, refetch } = useQuery(contentQueries.testimonials());
  const toggle = useMutation(contentMutations.toggleTestimonial());
  const remove = useMutation(contentMutations.deleteTestimonial());
  const reorder = useMutation(contentMutations.reorderTestimonials());
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const move = (next: Testimonial[]) => {
    setActionError(null);
    reorder.mutate(next, { onError: (e) => setActionError(e.message) });
  };
  const switchActive = (t: Testimonial) => {
    setActionError(null);
    toggle.mutate(t, { onError: () => setActionError("Failed to save testimonial") });
  };

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Testimonials</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden /> Add Testimonial
        </Button>
      </div>
      <ErrorBox>{actionError}</ErrorBox>
      <AdminList
        id="testimonials"
        rows={items}
        error={loadFailed ? "Failed to load testimonials" : null}
        onRetry={() => void refetch()}
        loadingLabel="Loading testimonials"
        skeleton={{ rows: 3, className: "h-20" }}
        empty="No testimonials yet. Add your first testimonial to get started."
        itemLabel={(t) => t.name}
        onReorder={move}
        renderItem={(t) => (
          <TestimonialRow
            testimonial={t}
            onToggle={() => switchActive(t)}
            onEdit={() => setEditing(t)}
            onDelete={() => setDeleting(t)}
          />
        )}
      />
      {editing ? (
        <TestimonialDialog
          item={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete testimonial"
          message={`Are you sure you want to delete the testimonial from "${deleting.name}"? This action cannot be undone.`}
          errorText="Failed to delete testimonial"
          onConfirm={() => remove.mutateAsync(deleting.id)}
        />
      ) : null}
    </div>
  );
}
