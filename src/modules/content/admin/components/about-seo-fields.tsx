"use client";
import { Field, Input, Textarea } from "@/ui/field";
import type { AboutForm } from "./about-form";

const count = (n: number, min: number, max: number) =>
  `${n} characters (recommended ${min}-${max})`;

/** Meta title and description with their recommended lengths, and the site footer text. */
export function AboutSeoFields({ form }: { form: AboutForm }) {
  const { errors } = form.formState;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="mb-3 text-lg font-semibold">Search engines and footer</h2>
      <Field
        label="Meta title"
        error={errors.metaTitle?.message}
        hint={count((form.watch("metaTitle") ?? "").length, 50, 60)}
      >
        {(p) => <Input {...p} {...form.register("metaTitle")} />}
      </Field>
      <Field
        label="Meta description"
        error={errors.metaDescription?.message}
        hint={count((form.watch("metaDescription") ?? "").length, 150, 160)}
      >
        {(p) => <Textarea {...p} {...form.register("metaDescription")} />}
      </Field>
      <Field
        label="Footer text"
        error={errors.footerText?.message}
        hint="Shown under the logo in the site footer"
      >
        {(p) => <Textarea {...p} {...form.register("footerText")} />}
      </Field>
    </section>
  );
}
