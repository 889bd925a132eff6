"use client";
import { Field, Input, Textarea } from "@/ui/field";
import type { AboutContent } from "../types";
import type { SetAboutField } from "./about-form";

const count = (n: number, min: number, max: number) =>
  `${n} characters (recommended ${min}-${max})`;

type Props = { form: AboutContent; errors: Record<string, string>; onChange: SetAboutField };

/** Meta title and description with their recommended lengths, and the site footer text. */
export function AboutSeoFields({ form, errors, onChange }: Props) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="mb-3 text-lg font-semibold">Search engines and footer</h2>
      <Field
        label="Meta title"
        error={errors.metaTitle}
        hint={count(form.metaTitle.length, 50, 60)}
      >
        {(p) => (
          <Input
            {...p}
            value={form.metaTitle}
            onChange={(e) => onChange("metaTitle", e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Meta description"
        error={errors.metaDescription}
        hint={count(form.metaDescription.length, 150, 160)}
      >
        {(p) => (
          <Textarea
            {...p}
            value={form.metaDescription}
            onChange={(e) => onChange("metaDescription", e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Footer text"
        error={errors.footerText}
        hint="Shown under the logo in the site footer"
      >
        {(p) => (
          <Textarea
            {...p}
            value={form.footerText}
            onChange={(e) => onChange("footerText", e.target.value)}
          />
        )}
      </Field>
    </section>
  );
}
