"use client";
import { useQuery } from "@tanstack/react-query";
import { replyClock, replyClockLabel } from "../../../reply-clock";
import type { LeadReplyClock } from "../../../server/reply-time/clocks";
import { replyTimeQueries } from "../../reply-time-api";

/** One row's reply target against the list's clock: time left, or how late (red). */
function DueBadge({ clock, now }: { clock: LeadReplyClock; now: number }) {
  if (clock.state === "answered" || !clock.waitingSince || !clock.dueAt) return null;
  const current = replyClock(
    { waitingSince: clock.waitingSince, replyDueAt: clock.dueAt },
    new Date(now),
  );
  const late = current.state === "late";
  return (
    <span
      className={late ? "rounded bg-red-100 px-1 font-medium text-red-800" : "text-amber-900"}
      title={`Reply due ${new Date(clock.dueAt).toLocaleString()}`}
    >
      {late && clock.markedLate ? "Late · " : ""}
      {replyClockLabel(current)}
    </span>
  );
}

/** Each row's reply target, from one request for the page's conversations. */
export function useInboxDue(leadIds: string[], now: number) {
  const clocks = useQuery(replyTimeQueries.clocks(leadIds));
  const byLead = new Map((clocks.data ?? []).map((c) => [c.leadId, c]));
  return function due(leadId: string) {
    const clock = byLead.get(leadId);
    return clock ? <DueBadge clock={clock} now={now} /> : null;
  };
}
