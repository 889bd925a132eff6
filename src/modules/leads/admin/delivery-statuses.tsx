"use client";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { leadsQueries } from "./admin-api";

const colors: Record<string, string> = {
  sent: "text-blue-700",
  delivered: "text-green-700",
  read: "text-green-800",
  failed: "text-red-700",
};

/** The latest 10 message delivery statuses with a refresh button (SPEC.md section 8). */
export function DeliveryStatuses() {
  const {
    data: rows,
    isError: failed,
    isFetching: loading,
    refetch,
  } = useQuery(leadsQueries.deliveryStatuses());

  return (
    <section
      aria-labelledby="delivery-statuses"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="delivery-statuses" className="text-lg font-semibold text-slate-900">
          Recent Message Statuses
        </h2>
        <Button size="sm" variant="secondary" onClick={() => void refetch()} disabled={loading}>
          <RefreshCw className={loading ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden /> Refresh
        </Button>
      </div>
      {failed ? <ErrorBox>Failed to load message statuses</ErrorBox> : null}
      {rows && rows.length === 0 ? (
        <p className="text-sm text-slate-500">No messages sent yet.</p>
      ) : null}
      {rows && rows.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Recipient
                </th>
                <th scope="col" className="py-1 pr-3">
                  Status
                </th>
                <th scope="col" className="py-1 pr-3">
                  Error
                </th>
                <th scope="col" className="py-1">
                  Time
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="py-1 pr-3">{r.recipient}</td>
                  <td className={`py-1 pr-3 font-medium capitalize ${colors[r.status] ?? ""}`}>
                    {r.status}
                  </td>
                  <td className="max-w-xs py-1 pr-3 break-words text-red-700">{r.error}</td>
                  <td className="py-1 whitespace-nowrap">
                    {new Date(r.createdAt).toLocaleString()}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
