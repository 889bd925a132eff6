"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input } from "@/ui/field";
import { logoSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { Logo } from "../types";
import { ImageField } from "./image-field";

/** Add or edit a client logo; closes once the list shows the saved one. */
export function LogoDialog({ item, onClose }: { item: Logo | null; onClose: () => void }) {
  const save = useMutation(contentMutations.saveLogo(item?.id));
  const [form, setForm] = useState({
    name: item?.name ?? "",
    url: item?.url ?? "",
    logoUrl: item?.logoUrl ?? (null as string | null),
    active: item?.active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imageUploading, setImageUploading] = useState(false);
  const busy = save.isPending || imageUploading;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = logoSchema.safeParse({ ...form, logoUrl: form.logoUrl ?? "" });
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={item ? "Edit Logo" : "Add Logo"}
      locked={busy}
    >
      <form onSubmit={submit} noValidate>
        <Field label="Company name" required error={errors.name}>
          {(p) => (
            <Input
              {...p}
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.target.value })}
            />
          )}
        </Field>
        <Field label="Website" error={errors.url}>
          {(p) => (
            <Input
              {...p}
              type="url"
              value={form.url}
              onChange={(e) => setForm({ ...form, url: e.target.value })}
              placeholder="https://"
            />
          )}
        </Field>
        <ImageField
          label="Logo image"
          required
          value={form.logoUrl}
          onChange={(url) => setForm((f) => ({ ...f, logoUrl: url }))}
          scope="logo"
          maxMb={2}
          error={errors.logoUrl}
          onBusy={setImageUploading}
        />
        <label className="mb-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={form.active}
            onChange={(e) => setForm({ ...form, active: e.target.checked })}
          />{" "}
          Show on the website
        </label>
        <ErrorBox className="mb-3">{save.isError ? "Failed to save logo" : null}</ErrorBox>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
