"use client";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/ui/button";
import { Input } from "@/ui/field";
import type { GameForm } from "./game-form";

export type Spec = { key: string; value: string };

const iconButton = "rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30";

/** The Specifications tab: name/value rows that can be added, moved and removed. */
export function GameSpecsEditor({ form }: { form: GameForm }) {
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name: "specs" });
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
