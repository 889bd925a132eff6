"use client";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { dimensionSchema } from "../../validation";
import type { Dimension } from "./types";

export type DimensionsFormValues = {
  id?: string;
  type: Dimension["type"];
  width: string;
  height: string;
  depth: string;
  dimensionUnit: Dimension["dimensionUnit"];
  weight: string;
  weightUnit: Dimension["weightUnit"];
};
export const DIMENSION_TYPES = ["assembled", "packaged"] as const;
export const emptyDimensions = (type: Dimension["type"]): DimensionsFormValues => ({
  type,
  width: "",
  height: "",
  depth: "",
  dimensionUnit: "cm",
  weight: "",
  weightUnit: "kg",
});
export const toDimensionsForm = (d: Dimension): DimensionsFormValues => ({
  id: d.id,
  type: d.type,
  width: String(d.width),
  height: String(d.height),
  depth: String(d.depth),
  dimensionUnit: d.dimensionUnit,
  weight: String(d.weight),
  weightUnit: d.weightUnit,
});

type Measure = "width" | "height" | "depth" | "weight";
type Props = {
  initial: DimensionsFormValues;
  /** Types without saved dimensions; only these can be added. */
  missing: readonly Dimension["type"][];
  saving: boolean;
  onSubmit: (values: z.output<typeof dimensionSchema>) => void;
  onCancel: () => void;
};

/** Add or edit one set of dimensions: type, W x H x D with its unit, weight with its unit. */
export function DimensionsForm({ initial, missing, saving, onSubmit, onCancel }: Props) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof DimensionsFormValues>(k: K, v: DimensionsFormValues[K]) =>
    setForm((f) => ({ ...f, [k]: v }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = dimensionSchema.safeParse({
      ...form,
      width: form.width || undefined,
      height: form.height || undefined,
      depth: form.depth || undefined,
      weight: form.weight || undefined,
    });
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    onSubmit(parsed.data);
  };

  const measure = (k: Measure, label: string) => (
    <Field label={label} required error={errors[k]}>
      {(p) => (
        <Input
          {...p}
          type="number"
          step="0.01"
          min="0.01"
          value={form[k]}
          onChange={(e) => set(k, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="Type"
        hint={form.id ? "The type of saved dimensions cannot be changed." : undefined}
      >
        {(p) => (
          <Select
            {...p}
            value={form.type}
            disabled={Boolean(form.id)}
            onChange={(e) => set("type", e.target.value as Dimension["type"])}
          >
            {DIMENSION_TYPES.map((t) => (
              <option key={t} value={t} disabled={!form.id && !missing.includes(t)}>
                {t === "assembled" ? "Assembled" : "Packaged"}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid grid-cols-3 gap-3">
        {measure("width", "Width")}
        {measure("height", "Height")}
        {measure("depth", "Depth")}
      </div>
      <div className="grid grid-cols-3 gap-3">
        <Field label="Dimension unit">
          {(p) => (
            <Select
              {...p}
              value={form.dimensionUnit}
              onChange={(e) => set("dimensionUnit", e.target.value as Dimension["dimensionUnit"])}
            >
              <option value="cm">cm</option>
              <option value="in">in</option>
            </Select>
          )}
        </Field>
        {measure("weight", "Weight")}
        <Field label="Weight unit">
          {(p) => (
            <Select
              {...p}
              value={form.weightUnit}
              onChange={(e) => set("weightUnit", e.target.value as Dimension["weightUnit"])}
            >
              <option value="kg">kg</option>
              <option value="lbs">lbs</option>
            </Select>
          )}
        </Field>
      </div>
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Dimensions"}
        </Button>
      </div>
    </form>
  );
}
