"use client";
import { Check, Pencil, Trash2, X } from "lucide-react";
import { Input } from "@/ui/field";
import type { Category } from "./types";

type Props = {
  category: Category;
  /** The name being typed while this row is renamed; null when it is not. */
  editingName: string | null;
  onEditName: (name: string) => void;
  onStartEditing: () => void;
  onCancelEditing: () => void;
  onSave: () => void;
  onDelete: () => void;
};

/** One category of the sortable list: its name with edit and delete, or the rename form. */
export function CategoryRow({
  category,
  editingName,
  onEditName,
  onStartEditing,
  onCancelEditing,
  onSave,
  onDelete,
}: Props) {
  if (editingName !== null)
    return (
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <Input
          aria-label="Category name"
          value={editingName}
          autoFocus
          onChange={(e) => onEditName(e.target.value)}
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
          onClick={onCancelEditing}
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </form>
    );
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="font-medium">{category.name}</span>
      <span className="flex gap-1">
        <button
          type="button"
          aria-label={`Edit ${category.name}`}
          onClick={onStartEditing}
          className="rounded p-1 text-slate-600 hover:bg-slate-100"
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={`Delete ${category.name}`}
          onClick={onDelete}
          className="rounded p-1 text-red-600 hover:bg-red-50"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </button>
      </span>
    </div>
  );
}
