"use client";
import { useController, type Control } from "react-hook-form";
import { Field, Input } from "@/ui/field";
import { TWO_STEP_TEXTS } from "./two-step-texts";

/**
 * The one-time code input of a form checked by a `{ code }` schema: digits only for an app
 * code, free text for a backup code; the schema's message shows under it.
 */
export function CodeField({
  control,
  backup = false,
  disabled,
}: {
  control: Control<{ code: string }>;
  backup?: boolean;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ name: "code", control });
  return (
    <Field
      label={backup ? TWO_STEP_TEXTS.backupLabel : TWO_STEP_TEXTS.codeLabel}
      required
      error={fieldState.error?.message}
    >
      {(p) => (
        <Input
          {...p}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) =>
            field.onChange(backup ? e.target.value.trim() : e.target.value.replace(/\D/g, ""))
          }
          inputMode={backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={backup ? 32 : 6}
          autoFocus
          disabled={disabled}
          className="font-mono tracking-widest"
        />
      )}
    </Field>
  );
}
