"use client";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { Spinner } from "@/ui/spinner";
import { authClient } from "../../auth-client";
import { backupCodeSchema, totpCodeSchema } from "../../../validation";
import { CodeField } from "./code-field";
import { codeErrorMessage } from "./two-step-texts";

/** The second step of signing in: a code from the authenticator app, or a backup code. */
export function SignInCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [backup, setBackup] = useState(false);
  const form = useSchemaForm(backup ? backupCodeSchema : totpCodeSchema, {
    defaultValues: { code: "" },
  });
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const busy = form.formState.isSubmitting || signedIn;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const { error: failure } = backup
        ? await authClient.twoFactor.verifyBackupCode({ code })
        : await authClient.twoFactor.verifyTotp({ code });
      if (failure) {
        console.error("Two-step code refused", failure);
        if (!showServerErrors(failure, form.setError)) setError(codeErrorMessage(failure));
        return;
      }
      setSignedIn(true);
      onSignedIn();
    } catch (e) {
      console.error("Two-step code failed", e);
      setError("Network error. Please check your internet connection.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={busy}>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      <CodeField key={String(backup)} control={form.control} backup={backup} disabled={busy} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner className="h-4 w-4" label="Checking the code" /> : null}
        Verify
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
        onClick={() => {
          setBackup((b) => !b);
          form.reset({ code: "" });
          setError(null);
        }}
      >
        {backup ? "Use the authenticator app instead" : "Use a backup code instead"}
      </button>
    </form>
  );
}
