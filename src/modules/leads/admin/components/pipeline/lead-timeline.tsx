"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useStaffId } from "@/modules/auth/admin";
import { LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Skeleton } from "@/ui/skeleton";
import { LEAD_STATUS_LABELS } from "../../../statuses";
import type { TimelineEntry } from "../../../server/timeline";
import { pipelineMutations, pipelineQueries } from "../../pipeline-api";
import { NoteForm } from "./note-form";

const statusLabel = (s: string | null) =>
  s && s in LEAD_STATUS_LABELS ? LEAD_STATUS_LABELS[s as keyof typeof LEAD_STATUS_LABELS] : s;
const when = (iso: string) => new Date(iso).toLocaleString();

const QUOTE_EVENTS: Record<string, string> = {
  create: "Quote created",
  update: "Quote edited",
  "new-version": "New quote version drafted",
  duplicate: "Quote duplicated",
  approve: "Quote discount approved",
  send: "Quote sent",
  view: "Quote opened by the buyer",
  accept: "Quote accepted by the buyer",
  decline: "Quote declined by the buyer",
  "renewal-request": "The buyer asked for a new quote (it expired)",
};

function quoteEvent(e: Extract<TimelineEntry, { kind: "quote" }>): string {
  const what = QUOTE_EVENTS[e.action] ?? `Quote: ${e.action}`;
  return `${what}${e.version ? ` (version ${e.version})` : ""}${e.by ? ` by ${e.by}` : ""}`;
}

/** One sentence per entry, for sight and for screen readers alike. */
function describe(e: TimelineEntry): string {
  switch (e.kind) {
    case "request":
      return `${e.merged ? "Merged price request" : "Price request"} for ${e.gameTitle ?? "a removed game"}`;
    case "status":
      return `Status changed to ${statusLabel(e.to) ?? "?"}${e.by ? ` by ${e.by}` : ""}`;
    case "owner":
      return `${e.to ? `Assigned to ${e.to}` : "Unassigned"}${e.by ? ` by ${e.by}` : " automatically"}`;
    case "follow-up":
      return e.to
        ? `Follow-up set for ${when(e.to)}${e.by ? ` by ${e.by}` : ""}`
        : `Follow-up cleared${e.by ? ` by ${e.by}` : ""}`;
    case "merge":
      return `Another request merged in${e.by ? ` by ${e.by}` : ""}`;
    case "note":
      return `Note by ${e.by ?? "a former colleague"}${e.edited ? " (edited)" : ""}`;
    case "message":
      return `WhatsApp template ${e.state}${e.error ? ` (${e.error})` : ""}`;
    case "delivery":
      return `WhatsApp message ${e.status}${e.error ? ` (${e.error})` : ""}`;
    case "quote":
      return quoteEvent(e);
  }
}

function NoteEntry({
  leadId,
  entry,
}: {
  leadId: string;
  entry: Extract<TimelineEntry, { kind: "note" }>;
}) {
  const me = useStaffId();
  const [editing, setEditing] = useState(false);
  const edit = useMutation(pipelineMutations.editNote(leadId));
  const remove = useMutation(pipelineMutations.deleteNote(leadId));
  const mine = me !== null && entry.authorId === me;
  if (editing)
    return (
      <NoteForm
        label="Edit note"
        initial={entry.body}
        submitLabel="Save note"
        busy={edit.isPending}
        error={edit.isError ? "Failed to save the note" : undefined}
        onSubmit={async (body) => {
          await edit.mutateAsync({ noteId: entry.id, body });
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <>
      <p className="break-words whitespace-pre-wrap text-slate-900">{entry.body}</p>
      {mine ? (
        <div className="mt-1 flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            Edit note
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(entry.id)}
          >
            {remove.isPending ? "Deleting..." : "Delete note"}
          </Button>
        </div>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="text-xs text-red-700">
          Failed to delete the note
        </p>
      ) : null}
    </>
  );
}

/** Everything that happened to the lead, newest first, with a box to add a note on top. */
export function LeadTimeline({ leadId }: { leadId: string }) {
  const timeline = useQuery(pipelineQueries.timeline(leadId));
  const add = useMutation(pipelineMutations.addNote(leadId));
  return (
    <section aria-labelledby="lead-timeline" className="space-y-3">
      <h3 id="lead-timeline" className="text-sm font-medium text-slate-700">
        Timeline
      </h3>
      <NoteForm
        label="Add a note"
        submitLabel="Add note"
        busy={add.isPending}
        error={add.isError ? "Failed to save the note" : undefined}
        onSubmit={(body) => add.mutateAsync(body)}
      />
      {timeline.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {timeline.isError ? (
        <LoadError message="Failed to load the timeline" onRetry={() => void timeline.refetch()} />
      ) : null}
      {timeline.data ? (
        <ol
          className="max-h-96 space-y-3 overflow-y-auto pr-1"
          aria-label="Lead timeline, newest first"
        >
          {timeline.data.map((e, i) => (
            <li key={`${e.kind}-${e.at}-${i}`} className="border-l-2 border-slate-200 pl-3 text-sm">
              <p className="text-slate-700">
                {describe(e)}{" "}
                <span className="text-slate-500">
                  · <time dateTime={e.at}>{when(e.at)}</time>
                </span>
              </p>
              {e.kind === "note" ? <NoteEntry leadId={leadId} entry={e} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
