"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ErrorBox } from "@/ui/alert";
import { teamApi, teamQuery } from "../../admin-api";

/** The owners' switch: everyone signs in with two steps (set up at their next sign-in). */
export function TwoStepSetting({ required }: { required: boolean }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: teamApi.requireTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
    onError: (e) => console.error("Failed to save the two-step setting", e),
  });
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 accent-brand-700"
          checked={save.isPending ? save.variables : required}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <span>
          <span className="block text-sm font-medium text-slate-900">
            Require two-step sign-in for everyone
          </span>
          <span className="block text-sm text-slate-600">
            Anyone without it is led through setting it up at their next sign-in.
          </span>
        </span>
      </label>
      <div aria-live="polite">
        {save.isError ? <ErrorBox className="mt-3">{save.error.message}</ErrorBox> : null}
      </div>
    </section>
  );
}
