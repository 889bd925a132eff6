"use client";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { authClient } from "../../auth-client";
import { confirmPasswordSchema } from "../../../validation";
import { TwoStepSetup } from "../two-step/two-step-setup";

/** Two-step sign-in for oneself: set it up, or turn it off (with the password) when allowed. */
export function TwoStepSection({ enabled, required }: { enabled: boolean; required: boolean }) {
  const [mode, setMode] = useState<"idle" | "setup" | "off">("idle");
  if (mode === "setup") return <TwoStepSetup onDone={() => setMode("idle")} />;
  if (mode === "off") return <TurnOffForm onClose={() => setMode("idle")} />;
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

/** Turning two-step sign-in off asks for the password again. */
function TurnOffForm({ onClose }: { onClose: () => void }) {
  const form = useSchemaForm(confirmPasswordSchema, { defaultValues: { password: "" } });
  const { errors, isSubmitting: busy } = form.formState;
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    const { error: failure } = await authClient.twoFactor.disable({ password });
    if (failure) {
      console.error("Failed to turn off two-step sign-in", failure);
      if (showServerErrors(failure, form.setError)) return;
      setError(
        failure.code === "INVALID_PASSWORD" ? "Wrong password" : failure.message || "Failed",
      );
      return;
    }
    onClose();
  });

  return (
    <form className="space-y-3" onSubmit={onSubmit} noValidate>
      <Field label="Your password" required error={errors.password?.message}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="current-password"
            {...form.register("password")}
          />
        )}
      </Field>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          Turn off two-step sign-in
        </Button>
      </div>
    </form>
  );
}
