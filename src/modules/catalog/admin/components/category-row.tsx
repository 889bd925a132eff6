"use client";
import { Check, Languages, X } from "lucide-react";
import { useId } from "react";
import { missingLocales } from "@/platform/i18n/translations";
import { Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { RowAction, RowActions } from "@/ui/row-actions";
import { MissingSummary } from "@/ui/translation";
import { categoryNameFormSchema } from "../../validation";
import type { Category } from "./types";

type Props = {
  category: Category;
  /** Whether this row shows the rename form. */
  editing: boolean;
  /** The other categories' names: a rename may not take one. */
  taken: string[];
  onStartEditing: () => void;
  onCancelEditing: () => void;
  /** Saves the checked name; rejects with the server's answer. */
  onSave: (name: string) => Promise<unknown>;
  /** A failed save the name's field cannot explain. */
  onSaveFailed: () => void;
  onDelete: () => void;
  onTranslate: () => void;
};

/** One category of the sortable list: its name with edit and delete, or the rename form. */
export function CategoryRow({
  category,
  editing,
  taken,
  onStartEditing,
  onCancelEditing,
  onSave,
  onSaveFailed,
  onDelete,
  onTranslate,
}: Props) {
  if (editing)
    return (
      <RenameForm
        name={category.name}
        taken={taken}
        onSave={onSave}
        onSaveFailed={onSaveFailed}
        onCancel={onCancelEditing}
      />
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

/** The row's inline rename form; Enter saves, the name's problem shows under it. */
function RenameForm({
  name,
  taken,
  onSave,
  onSaveFailed,
  onCancel,
}: {
  name: string;
  taken: string[];
  onSave: (name: string) => Promise<unknown>;
  onSaveFailed: () => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(categoryNameFormSchema(taken), { defaultValues: { name } });
  const error = form.formState.errors.name?.message;
  const errorId = `${useId()}-error`;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await onSave(values.name);
        } catch (e) {
          if (!showServerErrors(e, form.setError)) onSaveFailed();
        }
      })}
    >
      <div className="flex items-center gap-2">
        <Input
          aria-label="Category name"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          autoFocus
          {...form.register("name")}
        />
        <RowAction type="submit" label="Save category" icon={Check} />
        <RowAction label="Cancel editing" icon={X} onClick={onCancel} />
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
