"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { salesTeamSchema } from "../../../inbox-validation";
import type { SalesTeamView } from "../../../server/sales-inbox/setup";
import { inboxMutations, inboxQueries } from "../../inbox-api";

/**
 * A new team, or an existing one renamed and its members changed (those who stay keep their turn
 * in the rotation).
 */
export function TeamForm({ team, onDone }: { team?: SalesTeamView; onDone?: () => void }) {
  const people = useQuery(inboxQueries.assignees());
  const save = useMutation(inboxMutations.saveTeam(team?.id));
  const empty = { name: "", memberIds: [] as string[] };
  const form = useSchemaForm(salesTeamSchema, {
    defaultValues: team ? { name: team.name, memberIds: team.memberIds } : empty,
  });
  const { errors, isSubmitting } = form.formState;
  const [failed, setFailed] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      await save.mutateAsync(values);
      if (!team) form.reset(empty);
      onDone?.();
    } catch (e) {
      if (!showServerErrors(e, form.setError))
        setFailed(e instanceof Error ? e.message : "Failed to save the team");
    }
  });
  const memberError =
    errors.memberIds?.message ??
    (Array.isArray(errors.memberIds)
      ? errors.memberIds.find((e) => e?.message)?.message
      : undefined);
  const label = team ? `Edit team ${team.name}` : "New team";
  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <Field label={team ? "Team name" : "New team name"} required error={errors.name?.message}>
        {(props) => <Input {...props} maxLength={80} {...form.register("name")} />}
      </Field>
      <Field label="Members" error={memberError}>
        {(props) => (
          <Select {...props} multiple className="h-24" {...form.register("memberIds")}>
            {people.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name || p.email}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {team ? "Save team" : "Add team"}
      </Button>
      {team ? (
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      ) : null}
      {failed ? <ErrorBox>{failed}</ErrorBox> : null}
    </form>
  );
}
