import "server-only";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { staffNames } from "@/modules/auth/server";
import { findLead, leadIdsNamed, leadNames } from "@/modules/leads/server";
import { machineSerials } from "@/modules/machines/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { containsPattern, PAGE_SIZE, type Page } from "@/platform/lists/params";
import { moneyState, utcDay, type MoneyState } from "../payments";
import { machineSlots } from "../machine-slots";
import { orderMachines, orderPayments, orders, orderStageChanges, type Order } from "../schema";
import { CANCELLABLE, isLate, nextStage, type FlowStage, type OrderStage } from "../stages";
import type { OrderListParams } from "../validation";

export const orderNotFound = () =>
  new AppError("Order not found", { code: "NOT_FOUND", status: 404 });

/** The sum of an order's payments, as SQL (bigint: exact). */
const paidSql = sql<string>`coalesce((select sum(${orderPayments.amountMinor}) from ${orderPayments} where ${orderPayments.orderId} = ${orders.id}), 0)`;

/** Late: the planned ship date passed (by the UTC calendar) and the order has not shipped. */
const lateCondition = (today: string): SQL =>
  and(sql`${orders.plannedShipDate} < ${today}::date`, inArray(orders.stage, [...CANCELLABLE]))!;

export type OrderListRow = {
  id: string;
  number: string;
  leadId: string;
  buyer: string;
  stage: OrderStage;
  currency: string;
  plannedShipDate: string | null;
  late: boolean;
  money: MoneyState;
  createdAt: Date;
};

const moneyOf = (
  o: Pick<Order, "totalMinor" | "depositMinor" | "depositDueOn" | "plannedShipDate" | "stage">,
  paid: number,
  today: string,
) =>
  moneyState({
    totalMinor: o.totalMinor,
    depositMinor: o.depositMinor,
    paidMinor: paid,
    depositDueOn: o.depositDueOn,
    plannedShipDate: o.plannedShipDate,
    cancelled: o.stage === "cancelled",
    today,
  });

/**
 * One page of orders, newest first: by stage, late only, or a search of number and buyer. The
 * buyer's search is a semi-join on the leads module's subquery (its trigram index), and the page's
 * 50 names come from leads after: the page and its count read no other table whole.
 */
export async function listOrdersPage(
  p: OrderListParams,
  now = new Date(),
): Promise<Page<OrderListRow>> {
  const db = await getDb();
  const today = utcDay(now);
  const where: SQL[] = [];
  if (p.stage) where.push(eq(orders.stage, p.stage));
  if (p.late) where.push(lateCondition(today));
  if (p.q) {
    const pattern = containsPattern(p.q);
    where.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.quoteNumber, pattern),
        inArray(orders.leadId, leadIdsNamed(db, pattern)),
      )!,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ o: orders, paid: paidSql })
      .from(orders)
      .where(filter)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE_SIZE)
      .offset((p.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(filter),
  ]);
  const buyers = await leadNames(
    rows.map(({ o }) => o.leadId),
    db,
  );
  return {
    rows: rows.map(({ o, paid }) => ({
      id: o.id,
      number: o.number,
      leadId: o.leadId,
      buyer: buyers.get(o.leadId) ?? "",
      stage: o.stage,
      currency: o.currency,
      plannedShipDate: o.plannedShipDate,
      late: isLate(o.stage, o.plannedShipDate, today),
      money: moneyOf(o, Number(paid), today),
      createdAt: o.createdAt,
    })),
    total: total?.n ?? 0,
    page: p.page,
    pageSize: PAGE_SIZE,
  };
}

/** An order with its money as of `now`, read inside a transaction (locked) or alone. */
export async function loadOrder(db: Db, id: string, now: Date, lock = false) {
  const q = db.select().from(orders).where(eq(orders.id, id));
  const [order] = lock ? await q.for("update") : await q;
  if (!order) throw orderNotFound();
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${orderPayments.amountMinor}), 0)` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, id));
  return { order, money: moneyOf(order, Number(paid?.sum ?? 0), utcDay(now)) };
}

/** Everything the order's screen shows: lines, totals, money, payments and the stage timeline. */
export async function getOrderDetail(id: string, now = new Date()) {
  const db = await getDb();
  const { order, money } = await loadOrder(db, id, now);
  const [lead, payments, stages, links] = await Promise.all([
    findLead(order.leadId, db),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id))
      .orderBy(orderPayments.paidOn, orderPayments.createdAt),
    db
      .select()
      .from(orderStageChanges)
      .where(eq(orderStageChanges.orderId, id))
      .orderBy(orderStageChanges.createdAt),
    db
      .select({ machineId: orderMachines.machineId, line: orderMachines.line })
      .from(orderMachines)
      .where(eq(orderMachines.orderId, id)),
  ]);
  const [names, serials] = await Promise.all([
    staffNames([...payments.map((p) => p.recordedBy), ...stages.map((s) => s.actorId)], db),
    machineSerials(
      links.map((l) => l.machineId),
      db,
    ),
  ]);
  const lineOf = new Map(links.map((l) => [l.machineId, l.line]));
  // By line, then by serial (machineSerials' order; the sort is stable).
  const registered = serials
    .map((m) => ({ ...m, line: lineOf.get(m.id)! }))
    .sort((a, b) => a.line - b.line);
  const today = utcDay(now);
  const next: FlowStage | null = order.stage === "cancelled" ? null : nextStage(order.stage);
  return {
    ...order,
    buyer: lead?.name ?? "",
    buyerWhatsapp: lead?.whatsapp ?? null,
    money,
    late: isLate(order.stage, order.plannedShipDate, today),
    nextStage: next,
    cancellable: CANCELLABLE.includes(order.stage),
    /** The machines the order sold (one per unit of a game line), and those registered. */
    machineSlots: machineSlots(order.lines),
    machines: registered,
    payments: payments.map((p) => ({
      ...p,
      recordedByName: p.recordedBy ? (names.get(p.recordedBy) ?? null) : null,
    })),
    stages: stages.map((s) => ({
      ...s,
      actorName: s.actorId ? (names.get(s.actorId) ?? null) : null,
    })),
  };
}
