"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { Spinner } from "@/ui/spinner";
import { authClient } from "../auth-client";
import { signInErrorMessage } from "../../sign-in-error";
import { SignInCodeForm } from "./two-step/sign-in-code-form";

/**
 * Email + password sign-in, then the code from the authenticator app for those with two-step
 * sign-in; on success goes to `next` (already checked to be an /admin path).
 */
export function LoginForm({ next, email }: { next: string; email?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const done = () => {
    router.replace(next);
    router.refresh();
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { data, error: failure } = await authClient.signIn.email({
        email: String(form.get("email") ?? "").trim(),
        password: String(form.get("password") ?? ""),
      });
      if (failure) {
        console.error("Sign-in failed", failure);
        setError(signInErrorMessage(failure));
        setBusy(false);
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
      setBusy(false);
    }
  }

  if (needsCode) return <SignInCodeForm onSignedIn={done} />;
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      <Field label="Email" required>
        {(p) => (
          <Input
            {...p}
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={email}
            required
            autoFocus
            disabled={busy}
          />
        )}
      </Field>
      <Field label="Password" required>
        {(p) => (
          <Input
            {...p}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            disabled={busy}
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
