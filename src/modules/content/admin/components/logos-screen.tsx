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
import type { Logo } from "../types";
import { LogoDialog } from "./logo-dialog";
import { LogoRow } from "./logo-row";

export function LogosScreen() {
  const query = useQuery(contentQueries.logos());
  const remove = useMutation(contentMutations.deleteLogo());
  const reorder = useMutation(contentMutations.reorderLogos());
  const [editing, setEditing] = useState<Logo | "new" | null>(null);
  const [askDelete, deleteDialog] = useDeleteDialog({
    what: "logo",
    name: (l: Logo) => l.name,
    onDelete: (l) => remove.mutateAsync(l.id),
  });

  return (
    <div className="space-y-6">
      <ScreenHeader title="Client Logos">
        <AddButton onClick={() => setEditing("new")}>Add Logo</AddButton>
      </ScreenHeader>
      <ErrorBox>{reorder.error?.message}</ErrorBox>
      <AdminList
        id="client-logos"
        {...fromQuery(query, query.data, "Failed to load client logos")}
        label="Client logos"
        skeleton={{ rows: 4, className: "h-16" }}
        empty="No client logos yet. Add your first logo to get started."
        itemLabel={(l) => l.name}
        onReorder={(next) => reorder.mutate(next)}
        renderItem={(l) => (
          <LogoRow logo={l} onEdit={() => setEditing(l)} onDelete={() => askDelete(l)} />
        )}
      />
      {editing ? (
        <LogoDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleteDialog}
    </div>
  );
}
