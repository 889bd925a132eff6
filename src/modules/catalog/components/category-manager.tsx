"use client";
import { useState } from "react";
import { Check, Pencil, Trash2, X } from "lucide-react";
import { api, ApiError } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { Field, Input } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { SortableList } from "@/ui/sortable-list";
import type { Category } from "./types";
import { useListLoad } from "./use-list-load";

const nameError = (name: string, list: Category[], exceptId?: string): string | null => {
  const n = name.trim();
  if (!n) return "Category name is required";
  if (list.some((c) => c.id !== exceptId && c.name.toLowerCase() === n.toLowerCase()))
    return "A category with this name already exists";
  return null;
};

/** Drag- and keyboard-reorderable categories with add, rename and delete. */
export function CategoryManager({ onClose }: { onClose: () => void }) {
  const { list, setList, loadError, load } = useListLoad<Category>(
    "/api/admin/categories",
    "categories",
    "Failed to load categories",
  );
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const saveError = (e: unknown) => {
    console.error(e);
    return e instanceof ApiError && (e.status === 409 || e.status === 400)
      ? e.message
      : "Failed to save category. Please try again.";
  };

  const add = async () => {
    const problem = nameError(name, list ?? []);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await api("/api/admin/categories", { method: "POST", json: { name: name.trim() } });
      setName("");
      await load();
    } catch (e) {
      setError(saveError(e));
    } finally {
      setBusy(false);
    }
  };

  const rename = async () => {
    if (!editing) return;
    const problem = nameError(editing.name, list ?? [], editing.id);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await api(`/api/admin/categories/${editing.id}`, {
        method: "PATCH",
        json: { name: editing.name.trim() },
      });
      setEditing(null);
      await load();
    } catch (e) {
      setError(saveError(e));
    } finally {
      setBusy(false);
    }
  };

  const reorder = async (next: Category[]) => {
    setList(next.map((c, order) => ({ ...c, order })));
    try {
      await api("/api/admin/categories/reorder", {
        method: "PUT",
        json: { ids: next.map((c) => c.id) },
      });
    } catch (e) {
      console.error("Failed to reorder categories", e);
      await load();
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Manage Categories"
      className="max-w-xl"
    >
      <form
        className="flex items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
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
      {loadError ? (
        <div className="mb-3">
          <LoadError message={loadError} onRetry={() => void load()} />
        </div>
      ) : null}
      {list === null ? (
        loadError ? null : (
          <div className="space-y-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-11" />
            ))}
          </div>
        )
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">No categories yet.</p>
      ) : (
        <SortableList
          id="categories"
          items={list}
          itemLabel={(c) => c.name}
          disabled={busy || editing !== null}
          onReorder={(next) => void reorder(next)}
          renderItem={(c) =>
            editing?.id === c.id ? (
              <form
                className="flex items-center gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  void rename();
                }}
              >
                <Input
                  aria-label="Category name"
                  value={editing.name}
                  autoFocus
                  onChange={(e) => setEditing({ id: c.id, name: e.target.value })}
                />
                <button
                  type="submit"
                  aria-label="Save category"
                  className="rounded p-1 text-green-700 hover:bg-green-50"
                >
                  <Check className="h-4 w-4" aria-hidden />
                </button>
                <button
                  type="button"
                  aria-label="Cancel editing"
                  onClick={() => setEditing(null)}
                  className="rounded p-1 text-slate-500 hover:bg-slate-100"
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              </form>
            ) : (
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{c.name}</span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    aria-label={`Edit ${c.name}`}
                    onClick={() => {
                      setError(null);
                      setEditing({ id: c.id, name: c.name });
                    }}
                    className="rounded p-1 text-slate-600 hover:bg-slate-100"
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${c.name}`}
                    onClick={() => {
                      setError(null);
                      setDeleting(c);
                    }}
                    className="rounded p-1 text-red-600 hover:bg-red-50"
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </span>
              </div>
            )
          }
        />
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete category"
          message={`Are you sure you want to delete the category "${deleting.name}"?`}
          // The server names the category when games still use it.
          errorText={(e) =>
            e instanceof ApiError && e.status === 409 ? e.message : "Failed to delete category"
          }
          onConfirm={async () => {
            await api(`/api/admin/categories/${deleting.id}`, { method: "DELETE" });
            await load();
          }}
        />
      ) : null}
    </Dialog>
  );
}
