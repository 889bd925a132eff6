"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useCan } from "@/modules/auth/admin";
import { bpToPercent, formatMoney } from "@/modules/quotes";
import { LoadError } from "@/ui/alert";
import { ScreenHeader } from "@/ui/screen-header";
import { Skeleton } from "@/ui/skeleton";
import { PAYMENT_METHOD_LABELS, STAGE_LABELS } from "../index";
import { orderQueries, type AdminOrder } from "./orders-api";
import { OrderDocuments } from "./order-documents";
import { MachinesForm } from "./machines-form";
import { PaymentForm } from "./payment-form";
import { CancelForm, StageForm } from "./stage-form";
import { StagePill } from "./stage-pill";

const DETAIL_LABELS: Record<string, string> = {
  plannedShipDate: "Planned ship date",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  trackingUrl: "Tracking link",
  incoterm: "Incoterm",
  estimatedArrival: "Estimated arrival",
  overrideReason: "Shipped before payment, because",
  reason: "Reason",
  note: "Note",
  acceptedBy: "Accepted by",
  installDate: "Installation date",
  machines: "Machines registered",
};

/** One order: its lines and totals, money in and due, payments, and its stages with the next one. */
export function OrderScreen({ id }: { id: string }) {
  const query = useQuery(orderQueries.one(id));
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading the order" className="space-y-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <div className="space-y-4">
        <BackLink />
        <LoadError message="Failed to load the order" onRetry={() => void query.refetch()} />
      </div>
    );
  return <Order order={query.data} />;
}

const BackLink = () => (
  <Link href="/admin/orders" className="text-sm underline">
    ← All orders
  </Link>
);

function Order({ order: o }: { order: AdminOrder }) {
  const canPay = useCan({ order: ["pay"] });
  const canMove = useCan({ order: ["update"] });
  const canCancel = useCan({ order: ["cancel"] });
  const m = (minor: number) => formatMoney(minor, o.currency);
  return (
    <div className="space-y-6">
      <BackLink />
      <ScreenHeader title={`Order ${o.number}`}>
        <StagePill stage={o.stage} late={o.late} />
      </ScreenHeader>
      <p className="text-sm text-slate-600">
        {o.buyer} · quote {o.quoteNumber} ·{" "}
        {o.origin === "accepted" ? "accepted on the quote's page" : "accepted by other means"}
        {o.originNote ? `: ${o.originNote}` : ""}
        {o.cancelReason ? ` · cancelled: ${o.cancelReason}` : ""}
      </p>

      <section aria-labelledby="lines" className="rounded-lg border bg-white p-4">
        <h2 id="lines" className="mb-2 font-semibold">
          Lines
        </h2>
        <table className="w-full text-sm">
          <caption className="sr-only">Order lines</caption>
          <thead>
            <tr className="text-slate-500">
              <th className="text-start font-medium">Item</th>
              <th className="text-end font-medium">Quantity</th>
              <th className="text-end font-medium">Unit price</th>
              <th className="text-end font-medium">Discount</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l, i) => (
              <tr key={i} className="border-t">
                <td className="py-1">{l.description}</td>
                <td className="text-end">{l.quantity}</td>
                <td className="text-end">{m(l.unitMinor)}</td>
                <td className="text-end">{l.discountBp ? `${bpToPercent(l.discountBp)}%` : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ms-auto mt-3 grid max-w-xs grid-cols-2 gap-x-4 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-end">{m(o.subtotalMinor)}</dd>
          {o.discountMinor ? (
            <>
              <dt>Discount ({bpToPercent(o.discountBp)}%)</dt>
              <dd className="text-end">−{m(o.discountMinor)}</dd>
            </>
          ) : null}
          {o.taxBp !== null ? (
            <>
              <dt>
                {o.taxLabel || "Tax"} ({bpToPercent(o.taxBp)}%)
              </dt>
              <dd className="text-end">{m(o.taxMinor)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Total</dt>
          <dd className="text-end font-semibold">{m(o.totalMinor)}</dd>
        </dl>
      </section>

      <OrderDocuments orderId={o.id} number={o.number} />

      <section aria-labelledby="money" className="space-y-4 rounded-lg border bg-white p-4">
        <h2 id="money" className="font-semibold">
          Payments
        </h2>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">Paid</dt>
            <dd className="font-semibold">{m(o.money.paidMinor)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">
              Deposit ({bpToPercent(o.depositBp)}%) due
              {o.depositDueOn ? ` by ${o.depositDueOn}` : ""}
            </dt>
            <dd className="font-semibold">{m(o.money.depositDueMinor)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Balance due before shipping</dt>
            <dd className="font-semibold">{m(o.money.balanceDueMinor)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Overdue</dt>
            <dd className={o.money.overdueMinor ? "font-semibold text-red-700" : "font-semibold"}>
              {m(o.money.overdueMinor)}
            </dd>
          </div>
        </dl>
        {o.payments.length ? (
          <table className="w-full text-sm">
            <caption className="sr-only">Payments received</caption>
            <thead>
              <tr className="text-slate-500">
                <th className="text-start font-medium">Date</th>
                <th className="text-end font-medium">Amount</th>
                <th className="text-start font-medium">Method</th>
                <th className="text-start font-medium">Reference</th>
                <th className="text-start font-medium">Recorded by</th>
              </tr>
            </thead>
            <tbody>
              {o.payments.map((p) => (
                <tr key={p.id} className="border-t align-top">
                  <td className="py-1">{p.paidOn}</td>
                  <td className="text-end">
                    {m(p.amountMinor)}
                    {p.overpayment ? (
                      <span className="block text-xs text-amber-800">Overpayment</span>
                    ) : null}
                  </td>
                  <td>{PAYMENT_METHOD_LABELS[p.method]}</td>
                  <td>
                    {p.reference ?? "—"}
                    {p.note ? <span className="block text-xs text-slate-500">{p.note}</span> : null}
                  </td>
                  <td>{p.recordedByName ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-500">No payment recorded yet.</p>
        )}
        {canPay && o.stage !== "cancelled" ? (
          <PaymentForm orderId={o.id} currency={o.currency} />
        ) : null}
      </section>

      <section aria-labelledby="stages" className="space-y-4 rounded-lg border bg-white p-4">
        <h2 id="stages" className="font-semibold">
          Stages
        </h2>
        <ol className="space-y-2 border-s-2 border-slate-200 ps-4 text-sm">
          {o.stages.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{STAGE_LABELS[s.toStage]}</span>{" "}
              <span className="text-slate-500">
                {new Date(s.createdAt).toLocaleString()} · {s.actorName ?? "the buyer"}
              </span>
              {s.details
                ? Object.entries(s.details).map(([k, v]) => (
                    <span key={k} className="block text-slate-600">
                      {DETAIL_LABELS[k] ?? k}: {v}
                    </span>
                  ))
                : null}
            </li>
          ))}
        </ol>
        {o.trackingUrl ? (
          <p className="text-sm">
            <a className="underline" href={o.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track the shipment<span className="sr-only"> of order {o.number}</span>
            </a>
          </p>
        ) : null}
        {canMove && o.nextStage ? (
          <StageForm
            key={o.stage}
            orderId={o.id}
            next={o.nextStage}
            balanceDue={o.money.balanceDueMinor > 0}
          />
        ) : null}
      </section>
      {o.machineSlots.length ? (
        <section aria-labelledby="machines" className="space-y-4 rounded-lg border bg-white p-4">
          <h2 id="machines" className="font-semibold">
            Machines
          </h2>
          {o.machines.length ? (
            <table className="w-full text-sm">
              <caption className="sr-only">Machines registered for this order</caption>
              <thead>
                <tr className="text-slate-500">
                  <th className="text-start font-medium">Serial number</th>
                  <th className="text-start font-medium">Game</th>
                  <th className="text-start font-medium">Installed on</th>
                </tr>
              </thead>
              <tbody>
                {o.machines.map((mc) => (
                  <tr key={mc.id} className="border-t">
                    <td className="py-1">{mc.serial}</td>
                    <td>{o.lines[mc.line]?.description ?? "—"}</td>
                    <td>{mc.installDate}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-slate-500">
              {o.machineSlots.length} machines to register once the order is delivered.
            </p>
          )}
          {canMove && o.stage === "delivered" ? (
            <MachinesForm orderId={o.id} slots={o.machineSlots} />
          ) : null}
        </section>
      ) : null}
      {canCancel && o.cancellable ? <CancelForm orderId={o.id} /> : null}
    </div>
  );
}
