"use client";
import { useQuery } from "@tanstack/react-query";
import { formatMoney } from "@/modules/quotes";
import { api } from "@/platform/http/api-client";
import { LoadError } from "@/ui/alert";
import { Skeleton } from "@/ui/skeleton";
import type { OrderFigures } from "../server/dashboard";

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The sales dashboard's orders: in production, money still owed, and shipping on time. */
export function OrdersDashboard() {
  const q = useQuery({
    queryKey: ["orders", "dashboard"],
    queryFn: ({ signal }) => api<OrderFigures>("/api/admin/orders/dashboard", { signal }),
  });
  return (
    <section
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="order-figures"
    >
      <h2 id="order-figures" className="text-base font-semibold text-slate-900">
        Orders
      </h2>
      {q.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : q.isError ? (
        <LoadError message="Failed to load the order figures" onRetry={() => void q.refetch()} />
      ) : (
        <>
          <p className="text-sm">
            In production: <strong data-testid="orders-in-production">{q.data.inProduction}</strong>
          </p>
          <table className="w-full text-sm">
            <caption className="text-start text-sm font-medium text-slate-700">
              Outstanding, per currency
            </caption>
            <thead>
              <tr className="text-left text-slate-500">
                <th scope="col" className="py-1 pr-3">
                  Currency
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Deposits
                </th>
                <th scope="col" className="py-1 text-right">
                  Balances
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.outstanding.length ? (
                q.data.outstanding.map((r) => (
                  <tr key={r.currency} className="border-t">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {r.currency}
                    </th>
                    <td className="pr-3 text-right">{formatMoney(r.depositsMinor, r.currency)}</td>
                    <td className="text-right">{formatMoney(r.balancesMinor, r.currency)}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={3} className="py-1 text-slate-500">
                    Nothing is owed.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          <table className="w-full text-sm">
            <caption className="text-start text-sm font-medium text-slate-700">
              Shipped on time (on or before the planned ship date), per month
            </caption>
            <thead>
              <tr className="text-left text-slate-500">
                <th scope="col" className="py-1 pr-3">
                  Month
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Shipped
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  On time
                </th>
                <th scope="col" className="py-1 text-right">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.shippedOnTime.length ? (
                q.data.shippedOnTime.map((r) => (
                  <tr key={r.month} className="border-t">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {r.month}
                    </th>
                    <td className="pr-3 text-right">{r.shipped}</td>
                    <td className="pr-3 text-right">{r.onTime}</td>
                    <td className="text-right">{percent(r.rate)}</td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={4} className="py-1 text-slate-500">
                    No order shipped in the last 12 months.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
