"use client";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { authClient } from "../../auth-client";
import { TwoStepSetup } from "../two-step/two-step-setup";

/** Two-step sign-in for oneself: set it up, or turn it off (with the password) when allowed. */
export function TwoStepSection({ enabled, required }: { enabled: boolean; required: boolean }) {
  const [mode, setMode] = useState<"idle" | "setup" | "off">("idle");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (mode === "setup") return <TwoStepSetup onDone={() => setMode("idle")} />;

  if (mode === "off")
    return (
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          const { error: failure } = await authClient.twoFactor.disable({ password });
          setBusy(false);
          if (failure) {
            console.error("Failed to turn off two-step sign-in", failure);
            setError(
              failure.code === "INVALID_PASSWORD" ? "Wrong password" : failure.message || "Failed",
            );
            return;
          }
          setPassword("");
          setMode("idle");
        }}
      >
        <Field label="Your password" required>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
        </Field>
        <div aria-live="polite">
          <ErrorBox>{error}</ErrorBox>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setMode("idle")} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy || !password}>
            Turn off two-step sign-in
          </Button>
        </div>
      </form>
    );

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {enabled
          ? "Two-step sign-in is on: signing in asks for a code from your authenticator app."
          : "Two-step sign-in is off: your password alone opens your account."}
      </p>
      {enabled ? (
        required ? (
          <p className="text-sm text-slate-500">Required by the owners for everyone.</p>
        ) : (
          <Button variant="secondary" onClick={() => setMode("off")}>
            Turn off
          </Button>
        )
      ) : (
        <Button onClick={() => setMode("setup")}>Set up two-step sign-in</Button>
      )}
    </div>
  );
}
