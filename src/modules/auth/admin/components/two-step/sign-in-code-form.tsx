"use client";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Spinner } from "@/ui/spinner";
import { authClient } from "../../auth-client";
import { CodeField } from "./code-field";
import { codeErrorMessage } from "./two-step-texts";

/** The second step of signing in: a code from the authenticator app, or a backup code. */
export function SignInCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [code, setCode] = useState("");
  const [backup, setBackup] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = backup
        ? await authClient.twoFactor.verifyBackupCode({ code })
        : await authClient.twoFactor.verifyTotp({ code });
      if (failure) {
        console.error("Two-step code refused", failure);
        setError(codeErrorMessage(failure));
        setBusy(false);
        return;
      }
      onSignedIn();
    } catch (e) {
      console.error("Two-step code failed", e);
      setError("Network error. Please check your internet connection.");
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      <CodeField value={code} onChange={setCode} backup={backup} disabled={busy} />
      <Button type="submit" className="w-full" disabled={busy || code.length === 0}>
        {busy ? <Spinner className="h-4 w-4" label="Checking the code" /> : null}
        Verify
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
        onClick={() => {
          setBackup((b) => !b);
          setCode("");
          setError(null);
        }}
      >
        {backup ? "Use the authenticator app instead" : "Use a backup code instead"}
      </button>
    </form>
  );
}
