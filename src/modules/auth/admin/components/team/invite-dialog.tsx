"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Select } from "@/ui/field";
import { FormFooter } from "@/ui/form/dialog-form";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { teamApi, teamQuery, type OneTimeLink as Link } from "../../admin-api";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "../../../permissions";
import { inviteSchema } from "../../../validation";
import { OneTimeLink } from "./one-time-link";

const EMPTY = { email: "", role: "editor" } as const;

/** Invite by email with a role; then the one-time link, shown once. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(inviteSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [link, setLink] = useState<{ link: Link; email: string } | null>(null);
  const send = useMutation({
    mutationFn: teamApi.invite,
    onSuccess: (created) => {
      setLink({ link: created, email: created.email });
      void queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
    },
    onError: (e) => console.error("Failed to invite", e),
  });
  const close = () => {
    form.reset(EMPTY);
    setLink(null);
    send.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, { onError: (e) => showServerErrors(e, form.setError) }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : close())}
      title={link ? "Invitation ready" : "Invite someone"}
      locked={send.isPending}
    >
      {link ? (
        <div className="space-y-4">
          <OneTimeLink link={link.link} email={link.email} />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-2">
          <Field label="Email" required error={errors.email?.message}>
            {(p) => <Input {...p} type="email" autoComplete="off" {...form.register("email")} />}
          </Field>
          <Field
            label="Role"
            required
            error={errors.role?.message}
            hint={ROLE_DESCRIPTIONS[form.watch("role") ?? "editor"]}
          >
            {(p) => (
              <Select {...p} {...form.register("role")}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FormFooter
            busy={send.isPending}
            error={
              send.isError && !errors.email
                ? send.error.message || "Failed to send the invitation"
                : null
            }
            submitLabel="Send invitation"
            pendingLabel="Inviting..."
            onCancel={close}
          />
        </form>
      )}
    </Dialog>
  );
}
