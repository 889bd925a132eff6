"use client";
import { useQuery } from "@tanstack/react-query";
import { Field, Input, Select } from "@/ui/field";
import { RichTextEditor } from "@/modules/content/admin";
import { catalogQueries } from "../admin-api";
import type { GameForm } from "./game-form";

/** The Basic Info tab: title, category, warranty, power, customs details, featured and the rich description. */
export function GameBasicFields({ form }: { form: GameForm }) {
  const { errors } = form.formState;
  // A failed category read is only logged; the select then offers none.
  const { data: categories = [] } = useQuery(catalogQueries.categories());
  return (
    <>
      <Field label="Title" required error={errors.title?.message}>
        {(p) => <Input {...p} {...form.register("title")} />}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Category" required error={errors.category?.message}>
          {(p) => (
            <Select {...p} {...form.register("category")}>
              <option value="">Select a category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Warranty (years)" required error={errors.warrantyYears?.message}>
          {(p) => (
            <Input {...p} type="number" min={1} step={1} {...form.register("warrantyYears")} />
          )}
        </Field>
      </div>
      <Field label="Power requirements" error={errors.powerRequirements?.message}>
        {(p) => (
          <Input
            {...p}
            placeholder="e.g. 220-240V AC, 50/60Hz, 650W"
            {...form.register("powerRequirements")}
          />
        )}
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label="HS code"
          hint="For customs, on the commercial invoice: 6 to 10 digits, like 9504.50"
          error={errors.hsCode?.message}
        >
          {(p) => <Input {...p} inputMode="decimal" {...form.register("hsCode")} />}
        </Field>
        <Field
          label="Country of origin"
          hint="Where the machine is made: a two-letter code, like CN"
          error={errors.countryOfOrigin?.message}
        >
          {(p) => (
            <Input
              {...p}
              maxLength={2}
              autoCapitalize="characters"
              {...form.register("countryOfOrigin")}
            />
          )}
        </Field>
      </div>
      <label className="flex items-start gap-3 py-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-700"
          {...form.register("featured")}
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
        error={errors.richDescription?.message}
        value={form.watch("richDescription")}
        onChange={(doc) => form.setValue("richDescription", doc)}
      />
    </>
  );
}
