"use client";
import QRCode from "qrcode";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { authClient } from "../../auth-client";
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
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const { data, error: failure } = await authClient.twoFactor.enable({ password });
    setBusy(false);
    if (failure || !data || !("totpURI" in data) || !data.totpURI) {
      console.error("Two-step set-up refused", failure);
      setError(
        failure?.code === "INVALID_PASSWORD"
          ? "Wrong password"
          : failure?.message || "Failed to start",
      );
      return;
    }
    const qr = await QRCode.toDataURL(data.totpURI, { margin: 1, width: 200 });
    setStep({
      kind: "scan",
      secret: secretOf(data.totpURI),
      qr,
      backupCodes: data.backupCodes ?? [],
    });
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (step.kind !== "scan") return;
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.twoFactor.verifyTotp({ code });
    setBusy(false);
    if (failure) {
      console.error("Two-step code refused", failure);
      setError(codeErrorMessage(failure));
      return;
    }
    setStep({ kind: "codes", backupCodes: step.backupCodes });
  }

  if (step.kind === "password")
    return (
      <form onSubmit={start} className="space-y-3">
        <p className="text-sm text-slate-700">
          You will need an authenticator app on your phone (Google Authenticator, Microsoft
          Authenticator, 1Password and the like). First confirm it is you.
        </p>
        <Field label="Your password" required>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              disabled={busy}
            />
          )}
        </Field>
        <div aria-live="polite">
          <ErrorBox>{error}</ErrorBox>
        </div>
        <Button type="submit" disabled={busy || !password}>
          {busy ? "Starting..." : "Continue"}
        </Button>
      </form>
    );

  if (step.kind === "scan")
    return (
      <form onSubmit={verify} className="space-y-3">
        <p className="text-sm text-slate-700">Scan this QR code with your authenticator app.</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made in the browser */}
        <img src={step.qr} alt="QR code for your authenticator app" width={200} height={200} />
        <p className="text-sm text-slate-700">
          Or type this key into the app:{" "}
          <code
            data-testid="totp-secret"
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all"
          >
            {step.secret}
          </code>
        </p>
        <CodeField value={code} onChange={setCode} disabled={busy} />
        <div aria-live="polite">
          <ErrorBox>{error}</ErrorBox>
        </div>
        <Button type="submit" disabled={busy || code.length !== 6}>
          {busy ? "Checking..." : "Turn on two-step sign-in"}
        </Button>
      </form>
    );

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
        {step.backupCodes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved my backup codes</Button>
    </div>
  );
}
