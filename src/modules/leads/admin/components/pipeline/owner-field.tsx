"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { inputClass } from "@/ui/field";
import { pipelineMutations, pipelineQueries } from "../../pipeline-api";

/** Who works the lead; changing it tells the new owner (email) and is recorded. */
export function OwnerField({ leadId, ownerId }: { leadId: string; ownerId: string | null }) {
  const people = useQuery(pipelineQueries.assignees());
  const save = useMutation(pipelineMutations.setOwner(leadId));
  // Set in the change itself: the mutation's state arrives a tick later (no flicker back).
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <div className="space-y-1">
      <label htmlFor={`owner-${leadId}`} className="block text-sm font-medium text-slate-700">
        Owner
      </label>
      <select
        id={`owner-${leadId}`}
        className={inputClass}
        value={asked ?? ownerId ?? ""}
        disabled={asked !== null || people.isPending}
        onChange={(e) => {
          setAsked(e.target.value);
          save.mutate(e.target.value || null, { onSettled: () => setAsked(null) });
        }}
      >
        <option value="">Unassigned</option>
        {people.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
        {ownerId && people.data && !people.data.some((p) => p.id === ownerId) ? (
          <option value={ownerId}>A former colleague</option>
        ) : null}
      </select>
      <div aria-live="polite">
        {save.isError ? (
          <ErrorBox>{save.error.message || "Failed to change the owner"}</ErrorBox>
        ) : null}
        {people.isError ? <ErrorBox>Failed to load the team</ErrorBox> : null}
      </div>
    </div>
  );
}
