"use client";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/field";

export type Spec = { key: string; value: string };

const iconButton = "rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30";

/** The Specifications tab: name/value rows that can be added, moved and removed. */
export function GameSpecsEditor({
  specs,
  errors,
  onChange,
}: {
  specs: Spec[];
  errors: Record<string, string>;
  onChange: (specs: Spec[]) => void;
}) {
  const edit = (i: number, patch: Partial<Spec>) =>
    onChange(specs.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, d: number) => {
    const next = [...specs];
    const [s] = next.splice(i, 1);
    next.splice(i + d, 0, s!);
    onChange(next);
  };
  const remove = (i: number) => onChange(specs.filter((_, j) => j !== i));
  const add = () => onChange([...specs, { key: "", value: "" }]);

  return (
    <>
      {specs.length === 0 ? <p className="text-sm text-slate-500">No specifications yet.</p> : null}
      {specs.map((s, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input
            aria-label={`Specification ${i + 1} name`}
            aria-invalid={Boolean(errors[`specs.${i}.key`])}
            placeholder="Name (e.g. Display)"
            value={s.key}
            onChange={(e) => edit(i, { key: e.target.value })}
          />
          <Input
            aria-label={`Specification ${i + 1} value`}
            aria-invalid={Boolean(errors[`specs.${i}.value`])}
            placeholder="Value"
            value={s.value}
            onChange={(e) => edit(i, { value: e.target.value })}
          />
          <button
            type="button"
            aria-label={`Move specification ${i + 1} up`}
            disabled={i === 0}
            onClick={() => move(i, -1)}
            className={iconButton}
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={`Move specification ${i + 1} down`}
            disabled={i === specs.length - 1}
            onClick={() => move(i, 1)}
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
      {Object.entries(errors)
        .filter(([k]) => k.startsWith("specs"))
        .map(([k, v]) => (
          <p key={k} className="text-xs text-red-600">
            {v}
          </p>
        ))}
      <Button variant="secondary" size="sm" onClick={add}>
        <Plus className="h-4 w-4" aria-hidden /> Add Specification
      </Button>
    </>
  );
}
