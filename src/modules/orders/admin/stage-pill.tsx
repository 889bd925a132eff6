import { STAGE_LABELS, type OrderStage } from "../index";

const TONE: Partial<Record<OrderStage, string>> = {
  cancelled: "bg-slate-200 text-slate-700",
  installed: "bg-green-100 text-green-800",
  shipped: "bg-blue-100 text-blue-800",
  delivered: "bg-blue-100 text-blue-800",
};

/** An order's stage, and "Late" beside it when its planned ship date passed before shipping. */
export function StagePill({ stage, late }: { stage: OrderStage; late: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[stage] ?? "bg-slate-100"}`}
      >
        {STAGE_LABELS[stage]}
      </span>
      {late ? (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          Late
        </span>
      ) : null}
    </span>
  );
}
