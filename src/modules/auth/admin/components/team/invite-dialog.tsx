"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/platform/http/api-client";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Select } from "@/ui/field";
import { teamApi, teamQuery, type OneTimeLink as Link } from "../../admin-api";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "../../../permissions";
import { inviteSchema } from "../../../validation";
import { OneTimeLink } from "./one-time-link";

/** Invite by email with a role; then the one-time link, shown once. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [link, setLink] = useState<Link | null>(null);
  const send = useMutation({
    mutationFn: teamApi.invite,
    onSuccess: (created) => {
      setLink(created);
      void queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
    },
    onError: (e) => {
      console.error("Failed to invite", e);
      const fields =
        (e instanceof ApiError &&
          (e.details as { fields?: Record<string, string> } | undefined)?.fields) ||
        {};
      setErrors(fields);
    },
  });
  const close = () => {
    setEmail("");
    setRole("editor");
    setErrors({});
    setLink(null);
    send.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : close())}
      title={link ? "Invitation ready" : "Invite someone"}
      locked={send.isPending}
    >
      {link ? (
        <div className="space-y-4">
          <OneTimeLink link={link} email={email.trim().toLowerCase()} />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-2">
          <Field label="Email" required error={errors.email}>
            {(p) => (
              <Input
                {...p}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Field label="Role" required error={errors.role} hint={ROLE_DESCRIPTIONS[role]}>
            {(p) => (
              <Select {...p} value={role} onChange={(e) => setRole(e.target.value as Role)}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div aria-live="polite">
            {send.isError && !errors.email ? (
              <ErrorBox>{send.error.message || "Failed to send the invitation"}</ErrorBox>
            ) : null}
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Inviting..." : "Send invitation"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
