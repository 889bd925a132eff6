import "server-only";
import { count, eq } from "drizzle-orm";
import { can } from "@/modules/auth";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { machineSlots } from "../machine-slots";
import { utcDay } from "../payments";
import { orderMachines, orders, orderStageChanges, type Order } from "../schema";
import { checkStageChange } from "../stages";
import type { StageInput } from "../validation";
import { queueStageNotice } from "./notify";
import { loadOrder } from "./queries";

type Actor = { id: string; role: string | null };

const conflict = (message: string) => new AppError(message, { code: "CONFLICT", status: 409 });

/** The columns a stage sets, from what was given with it. */
function columnsFor(
  input: StageInput,
  overrideBy: string | null,
): Partial<typeof orders.$inferInsert> {
  switch (input.to) {
    case "in_production":
      return { plannedShipDate: input.plannedShipDate };
    case "shipped":
      return {
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl: input.trackingUrl ?? null,
        incoterm: input.incoterm,
        estimatedArrival: input.estimatedArrival ?? null,
        ...(overrideBy
          ? { shipOverrideBy: overrideBy, shipOverrideReason: input.overrideReason }
          : {}),
      };
    default:
      return {};
  }
}

/** What the timeline keeps of a change: the given fields, without the stage itself. */
function detailsOf(input: StageInput, overridden: boolean): Record<string, string | null> {
  const details: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(input))
    if (k !== "to" && v !== undefined && v !== null) details[k] = String(v);
  if (!overridden) delete details.overrideReason;
  return details;
}

/** Installed means every machine the order sold has its serial: refused (409) until then. */
async function assertMachinesRegistered(tx: Db, order: Order) {
  const wanted = machineSlots(order.lines).length;
  if (!wanted) return;
  const [row] = await tx
    .select({ n: count() })
    .from(orderMachines)
    .where(eq(orderMachines.orderId, order.id));
  const have = row?.n ?? 0;
  if (have < wanted)
    throw conflict(
      `Register the machines first: ${wanted - have} of ${wanted} machines have no serial number yet.`,
    );
}

/**
 * Moves an order to its next stage, within the rules (stages.ts). The order's row is locked, so
 * two people pressing the same button make one change and the second is told why not.
 */
export async function changeStage(
  orderId: string,
  input: StageInput,
  actor: Actor,
  now = new Date(),
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { order, money } = await loadOrder(tx, orderId, now, true);
    const wantsOverride = input.to === "shipped" && !!input.overrideReason;
    let check = checkStageChange(order.stage, input.to, money, false);
    if (!check.ok && check.needsOverride) {
      if (!wantsOverride) throw conflict(check.message);
      if (!can(actor.role, { order: ["override"] }))
        throw new AppError("Only an owner can ship before the balance is paid.", {
          code: "FORBIDDEN",
          status: 403,
        });
      check = checkStageChange(order.stage, input.to, money, true);
    }
    if (!check.ok) throw conflict(check.message);
    if (input.to === "installed") await assertMachinesRegistered(tx, order);
    const overridden = wantsOverride && money.balanceDueMinor > 0;
    const [updated] = await tx
      .update(orders)
      .set({ stage: input.to, ...columnsFor(input, overridden ? actor.id : null), updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStageChanges).values({
      orderId,
      fromStage: order.stage,
      toStage: input.to,
      actorId: actor.id,
      details: detailsOf(input, overridden),
      createdAt: now,
    });
    await queueStageNotice(tx, updated!, input.to, now, { installDate: utcDay(now) });
    return { before: order, after: updated! };
  });
}

/** An owner cancels an order before it ships, with the reason; nothing is deleted. */
export async function cancelOrder(
  orderId: string,
  reason: string,
  actorId: string,
  now = new Date(),
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { order, money } = await loadOrder(tx, orderId, now, true);
    const check = checkStageChange(order.stage, "cancelled", money);
    if (!check.ok) throw conflict(check.message);
    const [updated] = await tx
      .update(orders)
      .set({ stage: "cancelled", cancelReason: reason, cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStageChanges).values({
      orderId,
      fromStage: order.stage,
      toStage: "cancelled",
      actorId,
      details: { reason },
      createdAt: now,
    });
    await queueStageNotice(tx, updated!, "cancelled", now);
    return { before: order, after: updated! };
  });
}
