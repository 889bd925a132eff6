"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import type { OtherRequest } from "../../../server/lead-pipeline";
import { pipelineMutations } from "../../pipeline-api";
import { StatusBadge } from "../status-badge";

/** A returning buyer's other price requests (same number), each mergeable into this lead. */
export function OtherRequests({
  leadId,
  requests,
  onMerged,
}: {
  leadId: string;
  requests: OtherRequest[];
  onMerged?: (mergedId: string) => void;
}) {
  const merge = useMutation(pipelineMutations.merge(leadId));
  const [confirm, setConfirm] = useState<OtherRequest | null>(null);
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="other-requests" className="space-y-2">
      <h3 id="other-requests" className="text-sm font-medium text-slate-700">
        Returning buyer:{" "}
        {requests.length === 1 ? "1 other request" : `${requests.length} other requests`}
      </h3>
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span>
              {r.gameTitle ?? "Game removed"} ·{" "}
              <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleDateString()}</time>{" "}
              <StatusBadge status={r.status} />
            </span>
            <Button size="sm" variant="secondary" onClick={() => setConfirm(r)}>
              Merge into this lead
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title="Merge requests"
        message={`Merge the ${confirm?.gameTitle ?? ""} request of ${confirm ? new Date(confirm.createdAt).toLocaleDateString() : ""} into this lead? Its notes, messages and history move here and it leaves the list.`}
        confirmLabel="Merge"
        onConfirm={async () => {
          if (!confirm) return;
          await merge.mutateAsync(confirm.id);
          onMerged?.(confirm.id);
        }}
        errorText="Failed to merge the requests"
      />
    </section>
  );
}
