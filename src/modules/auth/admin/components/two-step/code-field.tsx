"use client";
import { Field, Input } from "@/ui/field";
import { TWO_STEP_TEXTS } from "./two-step-texts";

/** The one-time code input: digits for an app code, free text for a backup code. */
export function CodeField({
  value,
  onChange,
  backup = false,
  disabled,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  backup?: boolean;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Field
      label={backup ? TWO_STEP_TEXTS.backupLabel : TWO_STEP_TEXTS.codeLabel}
      required
      error={error}
    >
      {(p) => (
        <Input
          {...p}
          name="code"
          value={value}
          onChange={(e) =>
            onChange(backup ? e.target.value.trim() : e.target.value.replace(/\D/g, ""))
          }
          inputMode={backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          pattern={backup ? undefined : "[0-9]{6}"}
          maxLength={backup ? 32 : 6}
          required
          autoFocus
          disabled={disabled}
          className="font-mono tracking-widest"
        />
      )}
    </Field>
  );
}
