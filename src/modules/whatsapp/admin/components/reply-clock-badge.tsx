"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { replyClock, replyClockLabel } from "../../reply-clock";
import { replyTimeQueries } from "../reply-time-api";

/** How long the buyer has waited against the reply target: time left, or how late; ticks. */
export function ReplyClockBadge({ leadId }: { leadId: string }) {
  const clock = useQuery(replyTimeQueries.clock(leadId));
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(t);
  }, []);
  const data = clock.data;
  if (!data || data.state === "answered") return null;
  const current = replyClock({ waitingSince: data.waitingSince, replyDueAt: data.dueAt }, now);
  const late = current.state === "late";
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${
        late ? "bg-red-100 text-red-800" : "bg-amber-50 text-amber-900"
      }`}
      title={data.dueAt ? `Reply due ${new Date(data.dueAt).toLocaleString()}` : undefined}
    >
      {late ? "Late reply: " : "Reply target: "}
      {replyClockLabel(current)}
    </span>
  );
}
