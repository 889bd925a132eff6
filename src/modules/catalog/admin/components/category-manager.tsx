"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/platform/http/api-client";
import { AdminList } from "@/ui/admin-list";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { useDeleteDialog } from "@/ui/confirm-dialog";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { fromQuery } from "@/ui/list-states";
import { ManageActions, ManageDialog } from "@/ui/manage-dialog";
import { categoryNameFormSchema } from "../../validation";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { CategoryRow } from "./category-row";
import { CategoryTranslationDialog } from "./category-translation-dialog";
import type { Category } from "./types";

const SAVE_FAILED = "Failed to save category. Please try again.";

/** Drag- and keyboard-reorderable categories with add, rename and delete. */
export function CategoryManager({ onClose }: { onClose: () => void }) {
  const query = useQuery(catalogQueries.categories());
  const list = query.data;
  const create = useMutation(catalogMutations.createCategory());
  const rename = useMutation(catalogMutations.renameCategory());
  const remove = useMutation(catalogMutations.deleteCategory());
  const reorder = useMutation(catalogMutations.reorderCategories());
  const names = (list ?? []).map((c) => c.name);
  const form = useSchemaForm(categoryNameFormSchema(names), { defaultValues: { name: "" } });
  const [editing, setEditing] = useState<string | null>(null);
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

  const add = form.handleSubmit(({ name }) => {
    setError(null);
    create.mutate(name, {
      onSuccess: () => form.reset({ name: "" }),
      onError: (e) => {
        if (!showServerErrors(e, form.setError)) setError(SAVE_FAILED);
      },
    });
  });
  const saveName = (id: string) => async (name: string) => {
    setError(null);
    await rename.mutateAsync({ id, name });
    setEditing(null);
  };
  const move = (next: Category[]) => {
    setError(null);
    reorder.mutate(next, { onError: (e) => setError(e.message) });
  };
  const startEditing = (c: Category) => {
    setError(null);
    setEditing(c.id);
  };
  const askDelete = (c: Category) => {
    setError(null);
    confirmDelete(c);
  };

  return (
    <ManageDialog title="Manage Categories" onClose={onClose} className="max-w-xl">
      <form className="flex items-start gap-2" onSubmit={add} noValidate>
        <Field label="New category" className="flex-1" error={form.formState.errors.name?.message}>
          {(p) => <Input {...p} placeholder="e.g. Racing" {...form.register("name")} />}
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
            editing={editing === c.id}
            taken={names.filter((n) => n !== c.name)}
            onStartEditing={() => startEditing(c)}
            onCancelEditing={() => setEditing(null)}
            onSave={saveName(c.id)}
            onSaveFailed={() => setError(SAVE_FAILED)}
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
