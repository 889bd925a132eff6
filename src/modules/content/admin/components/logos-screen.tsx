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
import type { Logo } from "../types";
import { LogoDialog } from "./logo-dialog";
import { LogoRow } from "./logo-row";

export function LogosScreen() {
  const { data: items, isError: loadFailed, refetch } = useQuery(contentQueries.logos());
  const remove = useMutation(contentMutations.deleteLogo());
  const reorder = useMutation(contentMutations.reorderLogos());
  const [editing, setEditing] = useState<Logo | "new" | null>(null);
  const [deleting, setDeleting] = useState<Logo | null>(null);

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold text-slate-900">Client Logos</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus className="h-4 w-4" aria-hidden /> Add Logo
        </Button>
      </div>
      <ErrorBox>{reorder.error?.message}</ErrorBox>
      <AdminList
        id="client-logos"
        rows={items}
        error={loadFailed ? "Failed to load client logos" : null}
        onRetry={() => void refetch()}
        loadingLabel="Loading client logos"
        skeleton={{ rows: 4, className: "h-16" }}
        empty="No client logos yet. Add your first logo to get started."
        itemLabel={(l) => l.name}
        onReorder={(next) => reorder.mutate(next)}
        renderItem={(l) => (
          <LogoRow logo={l} onEdit={() => setEditing(l)} onDelete={() => setDeleting(l)} />
        )}
      />
      {editing ? (
        <LogoDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete logo"
          message={`Are you sure you want to delete "${deleting.name}"? This action cannot be undone.`}
          errorText="Failed to delete logo"
          onConfirm={() => remove.mutateAsync(deleting.id)}
        />
      ) : null}
    </div>
  );
}
