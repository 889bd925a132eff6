"use client";
import { Check, Languages, X } from "lucide-react";
import { missingLocales } from "@/platform/i18n/translations";
import { Input } from "@/ui/field";
import { RowAction, RowActions } from "@/ui/row-actions";
import { MissingSummary } from "@/ui/translation";
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
  onTranslate: () => void;
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
  onTranslate,
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
        <RowAction type="submit" label="Save category" icon={Check} />
        <RowAction label="Cancel editing" icon={X} onClick={onCancelEditing} />
      </form>
    );
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="flex items-center gap-2 font-medium">
        {category.name}
        <MissingSummary missing={missingLocales(category, category.translations, ["name"])} />
      </span>
      <RowActions name={category.name} onEdit={onStartEditing} onDelete={onDelete}>
        <RowAction label={`Translate ${category.name}`} icon={Languages} onClick={onTranslate} />
      </RowActions>
    </div>
  );
}
