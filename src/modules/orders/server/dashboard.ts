import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { orderPayments, orders, orderStageChanges } from "../schema";

export type OrderFigures = {
  inProduction: number;
  /** Per currency (sums of different currencies are never added together), in minor units. */
  outstanding: Array<{ currency: string; depositsMinor: number; balancesMinor: number }>;
  /** Per month shipped ("2026-11", UTC): shipped on or before the planned ship date, of all. */
  shippedOnTime: Array<{ month: string; shipped: number; onTime: number; rate: number }>;
};

type Rows<T> = { rows: T[] };

/**
 * The back office's order figures, each one aggregate query: orders in production; what is still
 * owed of deposits and of balances (the part after the deposit) on orders not cancelled; and per
 * month the share of orders shipped on or before their planned ship date (the day shipped by UTC).
 */
export async function orderFigures(months = 12, now = new Date()): Promise<OrderFigures> {
  const db = await getDb();
  const run = async <T>(q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as Rows<T>).rows;
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const [[production], owed, shipped] = await Promise.all([
    run<{ n: string }>(
      sql`select count(*) as n from ${orders} where ${orders.stage} = 'in_production'`,
    ),
    run<{ currency: string; deposits: string; balances: string }>(sql`
      select o.currency,
        sum(greatest(o.deposit_minor - o.paid, 0)) as deposits,
        sum(greatest(o.total_minor - greatest(o.paid, o.deposit_minor), 0)) as balances
      from (
        select ${orders.currency} as currency, ${orders.depositMinor} as deposit_minor,
          ${orders.totalMinor} as total_minor,
          coalesce((select sum(${orderPayments.amountMinor}) from ${orderPayments}
            where ${orderPayments.orderId} = ${orders.id}), 0) as paid
        from ${orders} where ${orders.stage} <> 'cancelled'
      ) o
      group by o.currency
      having sum(greatest(o.total_minor - o.paid, 0)) > 0
      order by o.currency`),
    run<{ month: string; shipped: string; on_time: string }>(sql`
      select to_char(c.created_at at time zone 'UTC', 'YYYY-MM') as month,
        count(*) as shipped,
        count(*) filter (
          where (c.created_at at time zone 'UTC')::date <= ${orders.plannedShipDate}
        ) as on_time
      from ${orderStageChanges} c
      join ${orders} on ${orders.id} = c.order_id
      where c.to_stage = 'shipped' and c.created_at >= ${since.toISOString()}::timestamptz
      group by 1 order by 1 desc`),
  ]);
  return {
    inProduction: Number(production?.n ?? 0),
    outstanding: owed.map((r) => ({
      currency: r.currency,
      depositsMinor: Number(r.deposits),
      balancesMinor: Number(r.balances),
    })),
    shippedOnTime: shipped.map((r) => ({
      month: r.month,
      shipped: Number(r.shipped),
      onTime: Number(r.on_time),
      rate: Number(r.on_time) / Number(r.shipped),
    })),
  };
}
