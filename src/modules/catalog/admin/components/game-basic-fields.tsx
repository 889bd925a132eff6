"use client";
import { useQuery } from "@tanstack/react-query";
import { Field, Input, Select } from "@/ui/field";
import { RichTextEditor } from "@/modules/content/public/rich-text-editor";
import { catalogQueries } from "../admin-api";
import type { GameFormValues } from "./game-form";

type Props = {
  form: GameFormValues;
  errors: Record<string, string>;
  onChange: <K extends keyof GameFormValues>(k: K, v: GameFormValues[K]) => void;
};

/** The Basic Info tab: title, category, warranty, power, featured and the rich description. */
export function GameBasicFields({ form, errors, onChange }: Props) {
  // A failed category read is only logged (SPEC.md section 8); the select then offers none.
  const { data: categories = [] } = useQuery(catalogQueries.categories());
  return (
    <>
      <Field label="Title" required error={errors.title}>
        {(p) => (
          <Input {...p} value={form.title} onChange={(e) => onChange("title", e.target.value)} />
        )}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category}>
          {(p) => (
            <Select
              {...p}
              value={form.category}
              onChange={(e) => onChange("category", e.target.value)}
            >
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Warranty (years)" required error={errors.warrantyYears}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={1}
              step={1}
              value={form.warrantyYears}
              onChange={(e) => onChange("warrantyYears", e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Power requirements" error={errors.powerRequirements}>
        {(p) => (
          <Input
            {...p}
            value={form.powerRequirements}
            onChange={(e) => onChange("powerRequirements", e.target.value)}
            placeholder="e.g. 220-240V AC, 50/60Hz, 650W"
          />
        )}
      </Field>
      <label className="flex items-start gap-3 py-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          checked={form.featured}
          onChange={(e) => onChange("featured", e.target.checked)}
        />
        <span>
          <span className="font-medium text-slate-800">Featured</span>
          <span className="block text-slate-500">
            Featured games appear prominently on the home page and shop page
          </span>
        </span>
      </label>
      <RichTextEditor
        label="Description"
        value={form.richDescription}
        onChange={(doc) => onChange("richDescription", doc)}
      />
    </>
  );
}
