"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { api } from "@/platform/http/api-client";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { acceptInviteSchema, resetPasswordSchema } from "../../validation";

// The server's schema for the link, plus the repeated password that never leaves the browser.
const confirmed = { confirm: z.string() };
const samePassword: [
  (v: { password: string; confirm: string }) => boolean,
  { path: string[]; message: string },
] = [(v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match" }];
const inviteForm = acceptInviteSchema.extend(confirmed).refine(...samePassword);
// A reset has no name; the field is never shown and never sent.
const resetForm = resetPasswordSchema
  .extend({ ...confirmed, name: z.string().optional() })
  .refine(...samePassword);

/**
 * The form behind a one-time link: an invited person chooses a name and password, a person with
 * a reset link a new password. Then they sign in as usual (with the email filled in).
 */
export function LinkForm({
  token,
  kind,
  email,
}: {
  token: string;
  kind: "invite" | "reset";
  email: string;
}) {
  // Both kinds share one field set; the reset form's schema simply has no name.
  const form = useSchemaForm(kind === "invite" ? inviteForm : resetForm, {
    defaultValues: { name: "", password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = isSubmitting || done;
  const router = useRouter();

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    const input = kind === "invite" ? { name, password } : { password };
    setError(null);
    try {
      await api(`/api/staff/links/${token}`, { method: "POST", json: input });
      setDone(true);
      router.push(`/admin/login?ready=1&email=${encodeURIComponent(email)}`);
    } catch (e) {
      console.error("Failed to use the link", e);
      showServerErrors(e, form.setError);
      setError(e instanceof Error ? e.message : "Something went wrong");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-busy={busy}>
      <div aria-live="polite">
        <ErrorBox className="mb-2">{error}</ErrorBox>
      </div>
      <Field label="Email">
        {(p) => <Input {...p} type="email" value={email} readOnly autoComplete="username" />}
      </Field>
      {kind === "invite" ? (
        <Field label="Your name" required error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="name" autoFocus {...form.register("name")} />}
        </Field>
      ) : null}
      <Field
        label="New password"
        required
        error={errors.password?.message}
        hint="At least 12 characters."
      >
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            autoFocus={kind === "reset"}
            {...form.register("password")}
          />
        )}
      </Field>
      <Field label="Repeat the password" required error={errors.confirm?.message}>
        {(p) => (
          <Input {...p} type="password" autoComplete="new-password" {...form.register("confirm")} />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Saving..." : kind === "invite" ? "Join the team" : "Set the new password"}
      </Button>
    </form>
  );
}
