"use client";
import type { z } from "zod";
import { Field, Input, Select } from "@/ui/field";
import { FormFooter } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
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
  /** Saves the dimensions; a refusal with field messages shows them on the fields. */
  onSubmit: (values: z.output<typeof dimensionSchema>) => Promise<unknown>;
  onCancel: () => void;
};

/** Add or edit one set of dimensions: type, W x H x D with its unit, weight with its unit. */
export function DimensionsForm({ initial, missing, saving, onSubmit, onCancel }: Props) {
  // Blank measures are "required" (the schema reads "" as missing), never 0.
  const form = useSchemaForm(dimensionSchema, { defaultValues: initial });
  const { errors } = form.formState;
  const id = initial.id;

  const submit = form.handleSubmit((values) =>
    // A disabled select may drop out of the values; saved dimensions keep their type.
    onSubmit({ ...values, type: initial.id ? initial.type : values.type }).catch(
      (e: unknown) => void showServerErrors(e, form.setError),
    ),
  );

  const measure = (k: Measure, label: string) => (
    <Field label={label} required error={errors[k]?.message}>
      {(p) => <Input {...p} type="number" step="0.01" min="0.01" {...form.register(k)} />}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Type" hint={id ? "The type of saved dimensions cannot be changed." : undefined}>
        {(p) => (
          <Select {...p} {...form.register("type")} disabled={Boolean(id)}>
            {DIMENSION_TYPES.map((t) => (
              <option key={t} value={t} disabled={!id && !missing.includes(t)}>
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
            <Select {...p} {...form.register("dimensionUnit")}>
              <option value="cm">cm</option>
              <option value="in">in</option>
            </Select>
          )}
        </Field>
        {measure("weight", "Weight")}
        <Field label="Weight unit">
          {(p) => (
            <Select {...p} {...form.register("weightUnit")}>
              <option value="kg">kg</option>
              <option value="lbs">lbs</option>
            </Select>
          )}
        </Field>
      </div>
      <FormFooter busy={saving} submitLabel="Save Dimensions" onCancel={onCancel} />
    </form>
  );
}
