"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { Spinner } from "@/ui/spinner";
import { authClient } from "../auth-client";
import { signInErrorMessage } from "../../sign-in-error";
import { signInSchema } from "../../validation";
import { SignInCodeForm } from "./two-step/sign-in-code-form";

/**
 * Email + password sign-in, then the code from the authenticator app for those with two-step
 * sign-in; on success goes to `next` (already checked to be an /admin path).
 */
export function LoginForm({ next, email }: { next: string; email?: string }) {
  const router = useRouter();
  const form = useSchemaForm(signInSchema, {
    defaultValues: { email: email ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const busy = isSubmitting || leaving;
  const done = () => {
    setLeaving(true);
    router.replace(next);
    router.refresh();
  };

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      const { data, error: failure } = await authClient.signIn.email(input);
      if (failure) {
        console.error("Sign-in failed", failure);
        if (!showServerErrors(failure, form.setError)) setError(signInErrorMessage(failure));
        return;
      }
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      done();
    } catch (e) {
      console.error("Sign-in failed", e);
      setError(signInErrorMessage(e));
    }
  });

  if (needsCode) return <SignInCodeForm onSignedIn={done} />;
  // Fields are read-only, not disabled, while signing in: a refused value is then focused at once.
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      <Field label="Email" required error={errors.email?.message}>
        {(p) => (
          <Input
            {...p}
            type="email"
            required
            autoComplete="username"
            autoFocus
            readOnly={busy}
            {...form.register("email")}
          />
        )}
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        {(p) => (
          <Input
            {...p}
            type="password"
            required
            autoComplete="current-password"
            readOnly={busy}
            {...form.register("password")}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" label="Signing in" /> : null}
        Sign in
      </Button>
    </form>
  );
}
