"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AdminList } from "@/ui/admin-list";
import { fromQuery } from "@/ui/list-states";
import { ErrorBox } from "@/ui/alert";
import { useDeleteDialog } from "@/ui/confirm-dialog";
import { AddButton, ScreenHeader } from "@/ui/screen-header";
import { contentQueries } from "../admin-api";
import { contentMutations } from "../mutations";
import type { Testimonial } from "../types";
import { TestimonialDialog } from "./testimonial-dialog";
import { TestimonialRow } from "./testimonial-row";

export function TestimonialsScreen() {
  const query = useQuery(contentQueries.testimonials());
  const toggle = useMutation(contentMutations.toggleTestimonial());
  const remove = useMutation(contentMutations.deleteTestimonial());
  const reorder = useMutation(contentMutations.reorderTestimonials());
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const [askDelete, deleteDialog] = useDeleteDialog({
    what: "testimonial",
    name: (t: Testimonial) => t.name,
    question: (t) =>
      `Are you sure you want to delete the testimonial from "${t.name}"? This action cannot be undone.`,
    onDelete: (t) => remove.mutateAsync(t.id),
  });
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
      <ScreenHeader title="Testimonials">
        <AddButton onClick={() => setEditing("new")}>Add Testimonial</AddButton>
      </ScreenHeader>
      <ErrorBox>{actionError}</ErrorBox>
      <AdminList
        id="testimonials"
        {...fromQuery(query, query.data, "Failed to load testimonials")}
        label="Testimonials"
        skeleton={{ rows: 3, className: "h-20" }}
        empty="No testimonials yet. Add your first testimonial to get started."
        itemLabel={(t) => t.name}
        onReorder={move}
        renderItem={(t) => (
          <TestimonialRow
            testimonial={t}
            onToggle={() => switchActive(t)}
            onEdit={() => setEditing(t)}
            onDelete={() => askDelete(t)}
          />
        )}
      />
      {editing ? (
        <TestimonialDialog
          item={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleteDialog}
    </div>
  );
}
