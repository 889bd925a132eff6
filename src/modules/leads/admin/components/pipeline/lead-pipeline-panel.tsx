"use client";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/ui/alert";
import { Skeleton } from "@/ui/skeleton";
import { pipelineQueries } from "../../pipeline-api";
import { FollowUpField } from "./follow-up-field";
import { LeadSource } from "./lead-source";
import { LeadTimeline } from "./lead-timeline";
import { OtherRequests } from "./other-requests";
import { OwnerField } from "./owner-field";

/** The pipeline part of a lead's details: owner, follow-up, other requests, source, timeline. */
export function LeadPipelinePanel({ leadId }: { leadId: string }) {
  const lead = useQuery(pipelineQueries.lead(leadId));
  if (lead.isPending) return <Skeleton className="h-32 w-full" />;
  if (lead.isError)
    return <LoadError message="Failed to load the lead" onRetry={() => void lead.refetch()} />;
  const l = lead.data;
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <OwnerField leadId={l.id} ownerId={l.ownerId} />
        {/* Not keyed by the time: a save must not remount it and lose "Follow-up saved." */}
        <FollowUpField leadId={l.id} followUpAt={l.followUpAt} overdue={l.overdue} />
      </div>
      <OtherRequests leadId={l.id} requests={l.otherRequests} />
      <LeadSource source={l.source} />
      <LeadTimeline leadId={l.id} />
    </div>
  );
}
