"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Field, Input } from "@/ui/field";
import { Checkbox } from "@/ui/checkbox";
import { DialogForm } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { logoSchema } from "../../validation";
import { contentMutations } from "../mutations";
import type { Logo } from "../types";
import { ImageField } from "./image-field";

/** Add or edit a client logo; closes once the list shows the saved one. */
export function LogoDialog({ item, onClose }: { item: Logo | null; onClose: () => void }) {
  const save = useMutation(contentMutations.saveLogo(item?.id));
  const form = useSchemaForm(logoSchema, {
    defaultValues: {
      name: item?.name ?? "",
      url: item?.url ?? "",
      logoUrl: item?.logoUrl ?? "",
      active: item?.active ?? true,
    },
  });
  const { errors } = form.formState;
  const [imageUploading, setImageUploading] = useState(false);
  const busy = save.isPending || imageUploading;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (e) => showServerErrors(e, form.setError),
    }),
  );

  return (
    <DialogForm
      title={item ? "Edit Logo" : "Add Logo"}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      error={save.isError ? "Failed to save logo" : null}
    >
      <Field label="Company name" required error={errors.name?.message}>
        {(p) => <Input {...p} {...form.register("name")} />}
      </Field>
      <Field label="Website" error={errors.url?.message}>
        {(p) => <Input {...p} type="url" placeholder="https://" {...form.register("url")} />}
      </Field>
      <ImageField
        label="Logo image"
        required
        value={form.watch("logoUrl") || null}
        onChange={(url) =>
          form.setValue("logoUrl", url ?? "", { shouldValidate: form.formState.isSubmitted })
        }
        scope="logo"
        maxMb={2}
        error={errors.logoUrl?.message}
        onBusy={setImageUploading}
      />
      <Checkbox label="Show on the website" {...form.register("active")} />
    </DialogForm>
  );
}
