"use client";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/field";
import type { GameForm } from "./game-form";

import type { Locale } from "@/platform/i18n/locales";

export type Spec = {
  key: string;
  value: string;
  /** Moves with its row; edited in the language view (game-translation-fields.tsx). */
  translations?: Partial<Record<Locale, { value?: string }>>;
};

const iconButton = "rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30";

let lastRowId = 0;
const rowId = () => `spec-${++lastRowId}`;

/**
 * The Specifications tab: name/value rows that can be added, moved and removed. The rows are kept
 * with setValue rather than react-hook-form's useFieldArray: that export would ride along in the
 * library chunk every public form shares (the contact page's first-load JS budget).
 */
export function GameSpecsEditor({ form }: { form: GameForm }) {
  const specs = form.watch("specs");
  const [ids, setIds] = useState<string[]>(() => specs.map(rowId));
  // Rows the form was reset to (another game opened) get fresh keys.
  const keys = ids.length === specs.length ? ids : specs.map((_, i) => ids[i] ?? `reset-${i}`);
  const fields = specs.map((_, i) => ({ id: keys[i]! }));
  const update = (next: Spec[], nextIds: string[]) => {
    form.setValue("specs", next, { shouldDirty: true });
    setIds(nextIds);
  };
  const append = (spec: Spec) => update([...specs, spec], [...keys, rowId()]);
  const remove = (i: number) =>
    update(
      specs.filter((_, j) => j !== i),
      keys.filter((_, j) => j !== i),
    );
  const move = (from: number, to: number) => {
    const swap = <T,>(list: T[]) => {
      const copy = [...list];
      [copy[from], copy[to]] = [copy[to]!, copy[from]!];
      return copy;
    };
    update(swap(form.getValues("specs")), swap(keys));
  };
  const errors = form.formState.errors.specs;
  const messages = [
    errors?.message ?? errors?.root?.message,
    ...fields.flatMap((_, i) => [errors?.[i]?.key?.message, errors?.[i]?.value?.message]),
  ].filter(Boolean);

  return (
    <>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">No specifications yet.</p>
      ) : null}
      {fields.map((field, i) => (
        <div key={field.id} className="flex items-center gap-2">
          <Input
            aria-label={`Specification ${i + 1} name`}
            aria-invalid={Boolean(errors?.[i]?.key)}
            placeholder="Name (e.g. Display)"
            {...form.register(`specs.${i}.key`)}
          />
          <Input
            aria-label={`Specification ${i + 1} value`}
            aria-invalid={Boolean(errors?.[i]?.value)}
            placeholder="Value"
            {...form.register(`specs.${i}.value`)}
          />
          <button
            type="button"
            aria-label={`Move specification ${i + 1} up`}
            disabled={i === 0}
            onClick={() => move(i, i - 1)}
            className={iconButton}
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={`Move specification ${i + 1} down`}
            disabled={i === fields.length - 1}
            onClick={() => move(i, i + 1)}
            className={iconButton}
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={`Remove specification ${i + 1}`}
            onClick={() => remove(i)}
            className="rounded p-1 text-red-600 hover:bg-red-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </button>
        </div>
      ))}
      {messages.map((m, i) => (
        <p key={i} className="text-xs text-red-600">
          {m}
        </p>
      ))}
      <Button variant="secondary" size="sm" onClick={() => append({ key: "", value: "" })}>
        <Plus className="h-4 w-4" aria-hidden /> Add Specification
      </Button>
    </>
  );
}
