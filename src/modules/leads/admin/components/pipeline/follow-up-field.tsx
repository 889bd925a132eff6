"use client";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { inputClass } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { followUpFormSchema } from "../../../pipeline-validation";
import { pipelineMutations } from "../../pipeline-api";

/** An ISO time as the value of a datetime-local input, in the browser's own time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The next follow-up: set at any time (also right after a status change), or cleared. */
export function FollowUpField({
  leadId,
  followUpAt,
  overdue,
}: {
  leadId: string;
  followUpAt: string | null;
  overdue: boolean;
}) {
  const form = useSchemaForm(followUpFormSchema, {
    defaultValues: { followUpAt: toLocalInput(followUpAt) },
  });
  const save = useMutation(pipelineMutations.setFollowUp(leadId));
  const id = `follow-up-${leadId}`;
  const errorId = `${useId()}-error`;
  const fieldError = form.formState.errors.followUpAt?.message;
  const onError = (e: Error) => showServerErrors(e, form.setError);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Next follow-up{" "}
        {overdue ? (
          <span className="ml-1 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">
            Overdue
          </span>
        ) : null}
      </label>
      <form
        className="flex flex-wrap items-center gap-2"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values.followUpAt.toISOString(), { onError }),
        )}
      >
        <input
          id={id}
          type="datetime-local"
          className={`${inputClass} w-auto`}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? errorId : undefined}
          {...form.register("followUpAt")}
        />
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save follow-up"}
        </Button>
        {followUpAt ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => {
              form.reset({ followUpAt: "" });
              save.mutate(null, { onError });
            }}
          >
            Clear
          </Button>
        ) : null}
      </form>
      <p id={errorId} className="text-xs text-red-600" aria-live="polite">
        {fieldError ?? ""}
      </p>
      <div aria-live="polite">
        {save.isError && !fieldError ? <ErrorBox>Failed to save the follow-up</ErrorBox> : null}
        {save.isSuccess ? <p className="text-xs text-green-700">Follow-up saved.</p> : null}
      </div>
    </div>
  );
}
