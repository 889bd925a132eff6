"use client";
import QRCode from "qrcode";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { authClient } from "../../auth-client";
import { confirmPasswordSchema, totpCodeSchema } from "../../../validation";
import { CodeField } from "./code-field";
import { codeErrorMessage } from "./two-step-texts";

type Step =
  | { kind: "password" }
  | { kind: "scan"; secret: string; qr: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

/** The shared key of an otpauth:// URI, for typing into an app that cannot scan. */
function secretOf(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

/**
 * Turns on two-step sign-in with better-auth's twoFactor plugin: confirm the password, scan the
 * QR code (or type the key), prove it with a first code, then see the backup codes once.
 */
export function TwoStepSetup({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "password" });
  if (step.kind === "password")
    return (
      <PasswordStep
        onStarted={(secret, qr, backupCodes) => setStep({ kind: "scan", secret, qr, backupCodes })}
      />
    );
  if (step.kind === "scan")
    return (
      <ScanStep
        secret={step.secret}
        qr={step.qr}
        onVerified={() => setStep({ kind: "codes", backupCodes: step.backupCodes })}
      />
    );
  return <BackupCodes backupCodes={step.backupCodes} onDone={onDone} />;
}

/** First confirm it is you: better-auth answers with the key and the backup codes. */
function PasswordStep({
  onStarted,
}: {
  onStarted: (secret: string, qr: string, backupCodes: string[]) => void;
}) {
  const form = useSchemaForm(confirmPasswordSchema, { defaultValues: { password: "" } });
  const { errors, isSubmitting: busy } = form.formState;
  const [error, setError] = useState<string | null>(null);

  const start = form.handleSubmit(async ({ password }) => {
    setError(null);
    const { data, error: failure } = await authClient.twoFactor.enable({ password });
    if (failure || !data || !("totpURI" in data) || !data.totpURI) {
      console.error("Two-step set-up refused", failure);
      if (failure && showServerErrors(failure, form.setError)) return;
      setError(
        failure?.code === "INVALID_PASSWORD"
          ? "Wrong password"
          : failure?.message || "Failed to start",
      );
      return;
    }
    const qr = await QRCode.toDataURL(data.totpURI, { margin: 1, width: 200 });
    onStarted(secretOf(data.totpURI), qr, data.backupCodes ?? []);
  });

  return (
    <form onSubmit={start} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">
        You will need an authenticator app on your phone (Google Authenticator, Microsoft
        Authenticator, 1Password and the like). First confirm it is you.
      </p>
      <Field label="Your password" required error={errors.password?.message}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="current-password"
            disabled={busy}
            {...form.register("password")}
          />
        )}
      </Field>
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Starting..." : "Continue"}
      </Button>
    </form>
  );
}

/** Scan the QR code (or type the key), then prove it with a first code. */
function ScanStep({
  secret,
  qr,
  onVerified,
}: {
  secret: string;
  qr: string;
  onVerified: () => void;
}) {
  const form = useSchemaForm(totpCodeSchema, { defaultValues: { code: "" } });
  const busy = form.formState.isSubmitting;
  const [error, setError] = useState<string | null>(null);

  const verify = form.handleSubmit(async ({ code }) => {
    setError(null);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code });
    if (failure) {
      console.error("Two-step code refused", failure);
      if (!showServerErrors(failure, form.setError)) setError(codeErrorMessage(failure));
      return;
    }
    onVerified();
  });

  return (
    <form onSubmit={verify} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">Scan this QR code with your authenticator app.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made in the browser */}
      <img src={qr} alt="QR code for your authenticator app" width={200} height={200} />
      <p className="text-sm text-slate-700">
        Or type this key into the app:{" "}
        <code
          data-testid="totp-secret"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all"
        >
          {secret}
        </code>
      </p>
      <CodeField control={form.control} disabled={busy} />
      <div aria-live="polite">
        <ErrorBox>{error}</ErrorBox>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Checking..." : "Turn on two-step sign-in"}
      </Button>
    </form>
  );
}

function BackupCodes({ backupCodes, onDone }: { backupCodes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-green-800">
        Two-step sign-in is on.
      </p>
      <p className="text-sm text-slate-700">
        Keep these backup codes somewhere safe: each signs you in once if your phone is lost. They
        are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
      >
        {backupCodes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved my backup codes</Button>
    </div>
  );
}
