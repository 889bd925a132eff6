"use client";
import { Field, Input } from "@/ui/field";
import { ImageField } from "./image-field";

/**
 * An optional image that can be uploaded or typed as a link: the upload and
 * the link box edit the same value.
 */
export function ImageOrUrlField({
  label,
  value,
  onChange,
  error,
  onBusy,
  placeholder,
  className,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  onBusy: (busy: boolean) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <ImageField
        label={label}
        value={value}
        onChange={onChange}
        scope="editor"
        maxMb={5}
        onBusy={onBusy}
      />
      <Field label={`${label} URL`} error={error}>
        {(p) => (
          <Input
            {...p}
            type="url"
            value={value ?? ""}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value || null)}
          />
        )}
      </Field>
    </div>
  );
}
