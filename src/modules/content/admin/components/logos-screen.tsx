"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Plus } from "lucide-react";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Skeleton } from "@/ui/skeleton";
import { SortableList } from "@/ui/sortable-list";
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
      {loadFailed ? (
        <LoadError message="Failed to load client logos" onRetry={() => void refetch()} />
      ) : null}
      <ErrorBox>{reorder.error?.message}</ErrorBox>
      {items === undefined && !loadFailed ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : null}
      {items?.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No client logos yet. Add your first logo to get started.
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <SortableList
          id="client-logos"
          items={items}
          itemLabel={(l) => l.name}
          onReorder={(next) => reorder.mutate(next)}
          renderItem={(l) => (
            <LogoRow logo={l} onEdit={() => setEditing(l)} onDelete={() => setDeleting(l)} />
          )}
        />
      ) : null}
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
