import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { DocumentKind } from "../documents";
import { orderPayments, orders, orderStageChanges } from "../schema";
import { ORDER_FLOW, type OrderStage } from "../stages";
import { loadOrder } from "./queries";

// What the buyer's portal reads of their orders: always by the signed-in operator's id, so an
// order of anyone else reads exactly as one that does not exist. Staff's notes, who recorded what
// and internal reasons stay out of it.

/** "ORD-2026-0042" as typed in a link (any letter case); anything else finds nothing. */
const ORDER_NUMBER = /^ORD-\d{4}-\d{4,9}$/;
const numberOf = (raw: string): string | null => {
  const n = raw.trim().toUpperCase();
  return ORDER_NUMBER.test(n) ? n : null;
};

export type PortalOrderRow = {
  number: string;
  createdAt: Date;
  stage: OrderStage;
  currency: string;
  totalMinor: number;
  /** What is left to pay (never below zero). */
  dueMinor: number;
};

/** An operator's orders, newest first, for the portal's home page. */
export async function operatorOrders(operatorId: string): Promise<PortalOrderRow[]> {
  const rows = await (
    await getDb()
  )
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      stage: orders.stage,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      paid: sql<string>`coalesce(sum(${orderPayments.amountMinor}), 0)`,
    })
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.operatorId, operatorId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(({ paid, ...o }) => ({
    ...o,
    dueMinor: o.stage === "cancelled" ? 0 : Math.max(0, o.totalMinor - Number(paid)),
  }));
}

async function ownOrderId(operatorId: string, rawNumber: string): Promise<string | null> {
  const number = numberOf(rawNumber);
  if (!number) return null;
  const [row] = await (
    await getDb()
  )
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.operatorId, operatorId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * One of the operator's orders as its buyer sees it: lines and totals as frozen, the payments
 * received, what is paid and still due, each stage reached with its date and the shipment once it
 * left. Null when the number is not one of this operator's orders.
 */
export async function orderForOperator(operatorId: string, rawNumber: string, now = new Date()) {
  const id = await ownOrderId(operatorId, rawNumber);
  if (!id) return null;
  const db = await getDb();
  const [{ order, money }, payments, changes] = await Promise.all([
    loadOrder(db, id, now),
    db
      .select({
        paidOn: orderPayments.paidOn,
        amountMinor: orderPayments.amountMinor,
        method: orderPayments.method,
      })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id))
      .orderBy(orderPayments.paidOn, orderPayments.createdAt),
    db
      .select({ stage: orderStageChanges.toStage, at: orderStageChanges.createdAt })
      .from(orderStageChanges)
      .where(eq(orderStageChanges.orderId, id))
      .orderBy(orderStageChanges.createdAt),
  ]);
  const shipped = (["shipped", "delivered", "installed"] as OrderStage[]).includes(order.stage);
  const reached = new Set(changes.map((c) => c.stage));
  return {
    number: order.number,
    createdAt: order.createdAt,
    stage: order.stage,
    currency: order.currency,
    lines: order.lines,
    discountBp: order.discountBp,
    taxBp: order.taxBp,
    taxLabel: order.taxLabel,
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    taxMinor: order.taxMinor,
    totalMinor: order.totalMinor,
    depositMinor: order.depositMinor,
    depositDueOn: order.depositDueOn,
    plannedShipDate: order.plannedShipDate,
    paidMinor: money.paidMinor,
    dueMinor: order.stage === "cancelled" ? 0 : money.balanceDueMinor,
    payments,
    /** Each stage reached, oldest first, then (unless cancelled) the stages still to come. */
    timeline: [
      ...changes.map((c) => ({ stage: c.stage, at: c.at as Date | null })),
      ...(order.stage === "cancelled"
        ? []
        : ORDER_FLOW.filter((s) => !reached.has(s)).map((s) => ({
            stage: s as OrderStage,
            at: null,
          }))),
    ],
    shipment: shipped
      ? {
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl,
          incoterm: order.incoterm,
          estimatedArrival: order.estimatedArrival,
        }
      : null,
  };
}

export type PortalOrder = NonNullable<Awaited<ReturnType<typeof orderForOperator>>>;

/** One of the operator's order documents as a PDF in `locale`, or null when not theirs. */
export async function operatorOrderDocument(
  operatorId: string,
  rawNumber: string,
  kind: DocumentKind,
  locale: string,
) {
  const id = await ownOrderId(operatorId, rawNumber);
  // The drawing code and its fonts load on the first document drawn, as for the back office.
  return id ? (await import("./documents")).orderDocument(id, kind, locale) : null;
}
