import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Link } from "@/platform/i18n/link";
import { portalGate, type PortalSearchParams } from "@/modules/machines/public/portal-gate";
import { formatDate } from "@/modules/machines/public/portal-ui";
import { OrderStagePill } from "@/modules/orders/public/order-list";
import {
  OrderDocuments,
  OrderLines,
  OrderPayments,
  OrderShipment,
  OrderTimeline,
} from "@/modules/orders/public/order-view";
import { orderForOperator } from "@/modules/orders/server";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Portal");
  return { title: t("orders.title"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ number: string }>; searchParams: PortalSearchParams };

/**
 * One of the buyer's orders, as their notices link to it: signed out, the page asks for a code
 * first and comes back here; an operator sees only their own orders (any other is not found).
 */
export default async function OrderPage({ params, searchParams }: Props) {
  const { number: rawNumber } = await params;
  const number = decodeURIComponent(rawNumber).slice(0, 30);
  const { locale, operator, signIn } = await portalGate(searchParams, { order: number });
  if (!operator) return signIn;
  const order = await orderForOperator(operator.id, number);
  if (!order) notFound();
  const t = await getTranslations("Portal");
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <header className="space-y-2">
        <Link href="/portal" className="text-sm underline">
          {t("orders.back")}
        </Link>
        <h1 className="text-2xl font-bold">{t("orders.number", { number: order.number })}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">
            {t("orders.orderedOn", { date: formatDate(locale, order.createdAt) })}
          </span>
          <span>
            <span className="sr-only">{t("orders.currentStage")} </span>
            <OrderStagePill stage={order.stage} />
          </span>
        </p>
        {order.plannedShipDate && order.shipment === null && order.stage !== "cancelled" ? (
          <p className="text-sm">
            {t("orders.plannedShip", { date: formatDate(locale, order.plannedShipDate) })}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="timeline-title" className="space-y-3">
        <h2 id="timeline-title" className="text-xl font-semibold">
          {t("orders.timelineTitle")}
        </h2>
        <OrderTimeline locale={locale} order={order} />
      </section>

      {order.shipment ? (
        <section aria-labelledby="shipment-title" className="space-y-3">
          <h2 id="shipment-title" className="text-xl font-semibold">
            {t("orders.shipmentTitle")}
          </h2>
          <OrderShipment locale={locale} shipment={order.shipment} />
        </section>
      ) : null}

      <section aria-labelledby="lines-title" className="space-y-3">
        <h2 id="lines-title" className="text-xl font-semibold">
          {t("orders.linesTitle")}
        </h2>
        <OrderLines locale={locale} order={order} />
      </section>

      <section aria-labelledby="payments-title" className="space-y-3">
        <h2 id="payments-title" className="text-xl font-semibold">
          {t("orders.paymentsTitle")}
        </h2>
        <OrderPayments locale={locale} order={order} />
      </section>

      <section aria-labelledby="order-documents-title" className="space-y-3">
        <h2 id="order-documents-title" className="text-xl font-semibold">
          {t("documentsTitle")}
        </h2>
        <OrderDocuments locale={locale} number={order.number} />
      </section>
    </div>
  );
}
