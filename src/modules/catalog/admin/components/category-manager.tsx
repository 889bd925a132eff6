"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/platform/http/api-client";
import { AdminList } from "@/ui/admin-list";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { useDeleteDialog } from "@/ui/confirm-dialog";
import { Field, Input } from "@/ui/field";
import { fromQuery } from "@/ui/list-states";
import { ManageActions, ManageDialog } from "@/ui/manage-dialog";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { CategoryRow } from "./category-row";
import { CategoryTranslationDialog } from "./category-translation-dialog";
import type { Category } from "./types";

const nameError = (name: string, list: Category[], exceptId?: string): string | null => {
  const n = name.trim();
  if (!n) return "Category name is required";
  if (list.some((c) => c.id !== exceptId && c.name.toLowerCase() === n.toLowerCase()))
    return "A category with this name already exists";
  return null;
};

const saveErrorText = (e: unknown) =>
  e instanceof ApiError && (e.status === 409 || e.status === 400)
    ? e.message
    : "Failed to save category. Please try again.";

/** Drag- and keyboard-reorderable categories with add, rename and delete. */
export function CategoryManager({ onClose }: { onClose: () => void }) {
  const query = useQuery(catalogQueries.categories());
  const list = query.data;
  const create = useMutation(catalogMutations.createCategory());
  const rename = useMutation(catalogMutations.renameCategory());
  const remove = useMutation(catalogMutations.deleteCategory());
  const reorder = useMutation(catalogMutations.reorderCategories());
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, deleteDialog] = useDeleteDialog({
    what: "category",
    name: (c: Category) => c.name,
    question: (c) => `Are you sure you want to delete the category "${c.name}"?`,
    // The server names the category when games still use it.
    errorText: (e) =>
      e instanceof ApiError && e.status === 409 ? e.message : "Failed to delete category",
    onDelete: (c) => remove.mutateAsync(c.id),
  });
  const [translating, setTranslating] = useState<Category | null>(null);
  const busy = create.isPending || rename.isPending;
  const onSaveError = (e: Error) => setError(saveErrorText(e));

  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = nameError(name, list ?? []);
    if (problem) return setError(problem);
    setError(null);
    create.mutate(name.trim(), { onSuccess: () => setName(""), onError: onSaveError });
  };
  const saveName = () => {
    if (!editing) return;
    const problem = nameError(editing.name, list ?? [], editing.id);
    if (problem) return setError(problem);
    setError(null);
    rename.mutate(
      { id: editing.id, name: editing.name.trim() },
      { onSuccess: () => setEditing(null), onError: onSaveError },
    );
  };
  const move = (next: Category[]) => {
    setError(null);
    reorder.mutate(next, { onError: (e) => setError(e.message) });
  };
  const startEditing = (c: Category) => {
    setError(null);
    setEditing({ id: c.id, name: c.name });
  };
  const askDelete = (c: Category) => {
    setError(null);
    confirmDelete(c);
  };

  return (
    <ManageDialog title="Manage Categories" onClose={onClose} className="max-w-xl">
      <form className="flex items-start gap-2" onSubmit={add}>
        <Field label="New category" className="flex-1">
          {(p) => (
            <Input
              {...p}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. Racing"
            />
          )}
        </Field>
        <Button type="submit" className="mt-6" disabled={busy}>
          Add
        </Button>
      </form>
      <ErrorBox className="mb-3">{error}</ErrorBox>
      <AdminList
        id="categories"
        {...fromQuery(query, list, "Failed to load categories")}
        label="Categories"
        skeleton={{ rows: 4, className: "h-11" }}
        empty="No categories yet."
        compactEmpty
        itemLabel={(c) => c.name}
        disabled={busy || editing !== null}
        onReorder={move}
        renderItem={(c) => (
          <CategoryRow
            category={c}
            editingName={editing?.id === c.id ? editing.name : null}
            onEditName={(value) => setEditing({ id: c.id, name: value })}
            onStartEditing={() => startEditing(c)}
            onCancelEditing={() => setEditing(null)}
            onSave={saveName}
            onDelete={() => askDelete(c)}
            onTranslate={() => setTranslating(c)}
          />
        )}
      />
      <ManageActions onClose={onClose} />
      {translating ? (
        <CategoryTranslationDialog category={translating} onClose={() => setTranslating(null)} />
      ) : null}
      {deleteDialog}
    </ManageDialog>
  );
}
