"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, ApiError } from "@/platform/http/api-client";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { acceptInviteSchema, resetPasswordSchema } from "../../validation";

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
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const input = kind === "invite" ? { name, password } : { password };
    const parsed = (kind === "invite" ? acceptInviteSchema : resetPasswordSchema).safeParse(input);
    const found: Record<string, string> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    if (!found.password && password !== confirm) found.confirm = "The passwords do not match";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await api(`/api/staff/links/${token}`, { method: "POST", json: input });
      router.push(`/admin/login?ready=1&email=${encodeURIComponent(email)}`);
    } catch (e) {
      console.error("Failed to use the link", e);
      const fields =
        (e instanceof ApiError &&
          (e.details as { fields?: Record<string, string> } | undefined)?.fields) ||
        {};
      setErrors(fields);
      setError(e instanceof Error ? e.message : "Something went wrong");
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-busy={busy}>
      <div aria-live="polite">
        <ErrorBox className="mb-2">{error}</ErrorBox>
      </div>
      <Field label="Email">
        {(p) => <Input {...p} type="email" value={email} readOnly autoComplete="username" />}
      </Field>
      {kind === "invite" ? (
        <Field label="Your name" required error={errors.name}>
          {(p) => (
            <Input
              {...p}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              autoFocus
            />
          )}
        </Field>
      ) : null}
      <Field label="New password" required error={errors.password} hint="At least 12 characters.">
        {(p) => (
          <Input
            {...p}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            autoFocus={kind === "reset"}
          />
        )}
      </Field>
      <Field label="Repeat the password" required error={errors.confirm}>
        {(p) => (
          <Input
            {...p}
            type="password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Saving..." : kind === "invite" ? "Join the team" : "Set the new password"}
      </Button>
    </form>
  );
}
