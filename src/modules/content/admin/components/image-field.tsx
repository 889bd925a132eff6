"use client";
/* eslint-disable @next/next/no-img-element -- admin preview of an uploaded file */
import { useState } from "react";
import { uploadFile, type UploadScope } from "@/platform/storage/upload-client";
import { IMAGE_MIME_TYPES, MB } from "@/platform/storage/upload-rules";
import { Field, Input } from "@/ui/field";

/** Picks an image, checks type and size in the browser, uploads it and reports the public URL. */
export function ImageField({
  label,
  value,
  onChange,
  scope,
  maxMb,
  required,
  error,
  onBusy,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  scope: UploadScope;
  maxMb: number;
  required?: boolean;
  error?: string;
  onBusy?: (busy: boolean) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!IMAGE_MIME_TYPES.includes(file.type))
      return setProblem("Please select a JPEG, PNG, GIF or WebP image");
    if (file.size > maxMb * MB) return setProblem(`File size should be less than ${maxMb}MB`);
    setBusy(true);
    onBusy?.(true);
    try {
      const res = await uploadFile(file, { scope });
      if (!res?.path) throw new Error("Upload failed - no path returned");
      onChange(res.url);
    } catch (e) {
      console.error("Upload failed", e);
      setProblem(e instanceof Error ? e.message : "Upload failed");
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };
  return (
    <Field
      label={label}
      required={required}
      error={problem ?? error}
      hint={busy ? "Uploading..." : undefined}
    >
      {(p) => (
        <div className="flex items-center gap-3">
          {value ? (
            <img
              src={value}
              alt=""
              className="h-14 w-14 rounded border border-slate-200 object-cover"
            />
          ) : null}
          <Input
            {...p}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={busy}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          {value ? (
            <button
              type="button"
              className="text-sm text-red-600 underline"
              onClick={() => onChange(null)}
            >
              Remove
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
