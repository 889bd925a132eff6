import "server-only";
import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { staffNames } from "@/modules/auth/server";
import { findLead, leadIdsNamed, leadNames } from "@/modules/leads/server";
import { machineSerials } from "@/modules/machines/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { containsPattern, PAGE_SIZE, type Page } from "@/platform/lists/params";
import { containsLower } from "@/platform/lists/search";
import { moneyState, utcDay, type MoneyState } from "../payments";
import { machineSlots } from "../machine-slots";
import {
  orderCount,
  orderMachines,
  orderPayments,
  orders,
  orderStageChanges,
  type Order,
} from "../schema";
import { CANCELLABLE, isLate, nextStage, type FlowStage, type OrderStage } from "../stages";
import type { OrderListParams } from "../validation";

export const orderNotFound = () =>
  new AppError("Order not found", { code: "NOT_FOUND", status: 404 });

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
 * Order and quote numbers, as orders_number_search_trgm_idx (migration 0028) indexes them: the
 * search must use this exact expression for the planner to match it.
 */
const numberSearchText = sql`lower(${orders.number} || chr(31) || ${orders.quoteNumber})`;

/** The columns a row of the list shows (the lines, the largest, stay out of it). */
const listColumns = {
  id: orders.id,
  number: orders.number,
  leadId: orders.leadId,
  stage: orders.stage,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  depositMinor: orders.depositMinor,
  depositDueOn: orders.depositDueOn,
  plannedShipDate: orders.plannedShipDate,
  createdAt: orders.createdAt,
};

/** What each of the given orders has been paid, by id (bigint sums: exact). */
async function paidByOrder(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: orderPayments.orderId,
      sum: sql<string>`sum(${orderPayments.amountMinor})`,
    })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, ids))
    .groupBy(orderPayments.orderId);
  return new Map(rows.map((r) => [r.id, Number(r.sum)]));
}

/** How many orders there are, as the database keeps it (order_count, migration 0028). */
async function allOrders(db: Db): Promise<number> {
  const [row] = await db.select({ n: orderCount.n }).from(orderCount).where(eq(orderCount.id, 1));
  return row?.n ?? 0;
}

/**
 * One page of orders, newest first: by stage, late only, or a search of number and buyer. At
 * 100,000 orders: the unfiltered total is the kept count, not a count of every row; a search is
 * a union of index scans (BitmapOr) over the numbers' trigram index and the buyers' lead ids
 * (the leads module's subquery, over its own trigram index, read once as an array); what each
 * order was paid and its buyer's name are read for the page's 50 rows only, after it.
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
    where.push(
      or(
        containsLower(numberSearchText, p.q),
        sql`${orders.leadId} = any(array(${leadIdsNamed(db, containsPattern(p.q))}))`,
      )!,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const rows = await db
    .select(listColumns)
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PAGE_SIZE)
    .offset((p.page - 1) * PAGE_SIZE);
  const [total, paid, buyers] = await Promise.all([
    // A first page that is not full is the whole list: nothing to count.
    p.page === 1 && rows.length < PAGE_SIZE
      ? rows.length
      : filter
        ? db
            .select({ n: count() })
            .from(orders)
            .where(filter)
            .then(([r]) => r?.n ?? 0)
        : allOrders(db),
    paidByOrder(
      db,
      rows.map((o) => o.id),
    ),
    leadNames(
      rows.map((o) => o.leadId),
      db,
    ),
  ]);
  return {
    rows: rows.map((o) => ({
      id: o.id,
      number: o.number,
      leadId: o.leadId,
      buyer: buyers.get(o.leadId) ?? "",
      stage: o.stage,
      currency: o.currency,
      plannedShipDate: o.plannedShipDate,
      late: isLate(o.stage, o.plannedShipDate, today),
      money: moneyOf(o, paid.get(o.id) ?? 0, today),
      createdAt: o.createdAt,
    })),
    total,
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
