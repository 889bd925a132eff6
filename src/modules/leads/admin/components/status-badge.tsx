import { cn } from "@/ui/cn";
import { LEAD_STATUS_LABELS, type LeadStatusValue } from "../../statuses";

const colors: Record<LeadStatusValue, string> = {
  new: "bg-blue-100 text-blue-800",
  contacted: "bg-amber-100 text-amber-900",
  converted: "bg-green-100 text-green-800",
  lost: "bg-slate-200 text-slate-700",
};

export function StatusBadge({ status }: { status: LeadStatusValue }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium", colors[status])}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
