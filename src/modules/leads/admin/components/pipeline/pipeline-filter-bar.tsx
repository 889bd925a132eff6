"use client";
import { useQuery } from "@tanstack/react-query";
import { inputClass } from "@/ui/field";
import { cn } from "@/ui/cn";
import {
  PIPELINE_VIEWS,
  PIPELINE_VIEW_LABELS,
  type PipelineView,
} from "../../../pipeline-validation";
import { pipelineQueries } from "../../pipeline-api";

export type PipelineFilterValue = { view: PipelineView; owner: string; source: string };

/**
 * The pipeline filters as URL parameters for the list endpoint, which hands them to
 * pipelineConditions (server/pipeline-filters.ts); tz makes "Due today" the person's own day.
 */
export function pipelineParams(v: PipelineFilterValue): Record<string, string> {
  const p: Record<string, string> = {};
  if (v.view) p.view = v.view;
  if (v.view === "due-today") p.tz = String(new Date().getTimezoneOffset());
  if (v.owner) p.owner = v.owner;
  if (v.source.trim()) p.source = v.source.trim().toLowerCase();
  return p;
}

/**
 * Mine, Unassigned, Due today, Overdue, Returning as toggle buttons, plus a person and a source.
 * Self-contained: the list screen owns the value (e.g. in the URL) and reads with pipelineParams.
 */
export function PipelineFilterBar({
  value,
  onChange,
}: {
  value: PipelineFilterValue;
  onChange: (v: PipelineFilterValue) => void;
}) {
  const people = useQuery(pipelineQueries.assignees());
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Pipeline view" className="flex flex-wrap gap-1">
        {PIPELINE_VIEWS.map((view) => (
          <button
            key={view || "all"}
            type="button"
            aria-pressed={value.view === view}
            onClick={() => onChange({ ...value, view })}
            className={cn(
              "rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500",
              value.view === view
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {PIPELINE_VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor="pipeline-owner" className="block text-xs font-medium text-slate-600">
          Owner
        </label>
        <select
          id="pipeline-owner"
          className={cn(inputClass, "py-1.5")}
          value={value.owner}
          onChange={(e) => onChange({ ...value, owner: e.target.value })}
        >
          <option value="">Anyone</option>
          {people.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pipeline-source" className="block text-xs font-medium text-slate-600">
          Source
        </label>
        <input
          id="pipeline-source"
          className={cn(inputClass, "py-1.5")}
          placeholder="e.g. newsletter"
          maxLength={100}
          value={value.source}
          onChange={(e) => onChange({ ...value, source: e.target.value })}
        />
      </div>
    </div>
  );
}
