/** An order's stages, in the one order they follow; `cancelled` leaves the flow from before shipping. */
export const ORDER_FLOW = [
  "confirmed",
  "deposit_received",
  "in_production",
  "ready_to_ship",
  "shipped",
  "delivered",
  "installed",
] as const;
export const ORDER_STAGES = [...ORDER_FLOW, "cancelled"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export type FlowStage = (typeof ORDER_FLOW)[number];

export const STAGE_LABELS: Record<OrderStage, string> = {
  confirmed: "Confirmed",
  deposit_received: "Deposit received",
  in_production: "In production",
  ready_to_ship: "Ready to ship",
  shipped: "Shipped",
  delivered: "Delivered",
  installed: "Installed",
  cancelled: "Cancelled",
};

/** The stages an order can still be cancelled in: once the goods have left, it cannot. */
export const CANCELLABLE: readonly OrderStage[] = [
  "confirmed",
  "deposit_received",
  "in_production",
  "ready_to_ship",
];

/** The planned ship date counts only while the order has not left yet. */
const BEFORE_SHIPPING: readonly OrderStage[] = CANCELLABLE;

/** The 11 rules of Incoterms 2020. */
export const INCOTERMS = [
  "EXW",
  "FCA",
  "CPT",
  "CIP",
  "DAP",
  "DPU",
  "DDP",
  "FAS",
  "FOB",
  "CFR",
  "CIF",
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export function nextStage(stage: OrderStage): FlowStage | null {
  const i = (ORDER_FLOW as readonly string[]).indexOf(stage);
  return i >= 0 && i < ORDER_FLOW.length - 1 ? ORDER_FLOW[i + 1]! : null;
}

type StageRefusal = { ok: false; message: string; needsOverride?: boolean };
export type StageCheck = { ok: true } | StageRefusal;

/**
 * May an order move from `from` to `to`? Only to the next stage of the flow: no skipping, no
 * going back, nothing after a cancellation or after installation. Moving to "deposit received"
 * needs the deposit paid; shipping needs the whole amount paid unless an owner overrides it.
 */
export function checkStageChange(
  from: OrderStage,
  to: OrderStage,
  money: { depositDueMinor: number; balanceDueMinor: number },
  override = false,
): StageCheck {
  if (from === "cancelled") return { ok: false, message: "This order is cancelled." };
  if (to === "cancelled")
    return CANCELLABLE.includes(from)
      ? { ok: true }
      : {
          ok: false,
          message: `An order that is ${STAGE_LABELS[from].toLowerCase()} cannot be cancelled.`,
        };
  const next = nextStage(from);
  if (!next) return { ok: false, message: "This order is installed: it has no further stage." };
  if (to !== next)
    return {
      ok: false,
      message: `This order is ${STAGE_LABELS[from].toLowerCase()}: its next stage is "${STAGE_LABELS[next]}", not "${STAGE_LABELS[to]}".`,
    };
  if (to === "deposit_received" && money.depositDueMinor > 0)
    return { ok: false, message: "The deposit is not fully paid yet: record the payment first." };
  if (to === "shipped" && money.balanceDueMinor > 0 && !override)
    return {
      ok: false,
      needsOverride: true,
      message: "The balance is not paid: shipping now needs an owner's override with a reason.",
    };
  return { ok: true };
}

/** A planned ship date that passed while the order had not shipped. Dates are "YYYY-MM-DD". */
export function isLate(stage: OrderStage, plannedShipDate: string | null, today: string): boolean {
  return !!plannedShipDate && BEFORE_SHIPPING.includes(stage) && plannedShipDate < today;
}
