"use client";
import { useQuery } from "@tanstack/react-query";
import { pipelineQueries } from "../../pipeline-api";

/** The side menu's "due today" and "overdue" counts beside Leads, for the signed-in person. */
export function DueCountBadges() {
  const due = useQuery(pipelineQueries.due());
  if (!due.data || (due.data.dueToday === 0 && due.data.overdue === 0)) return null;
  const { dueToday, overdue } = due.data;
  return (
    <span className="ml-2 inline-flex gap-1 align-middle">
      {dueToday > 0 ? (
        <span
          className="rounded-full bg-amber-400 px-1.5 text-xs font-semibold text-slate-900"
          title={`${dueToday} due today`}
        >
          {dueToday}
          <span className="sr-only"> due today</span>
        </span>
      ) : null}
      {overdue > 0 ? (
        <span
          className="rounded-full bg-red-500 px-1.5 text-xs font-semibold text-white"
          title={`${overdue} overdue`}
        >
          {overdue}
          <span className="sr-only"> overdue</span>
        </span>
      ) : null}
    </span>
  );
}
