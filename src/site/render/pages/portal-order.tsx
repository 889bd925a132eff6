import { useTranslations } from "next-intl";
import { Link } from "@/platform/i18n/link";
import type { PortalOrder } from "@/modules/orders/server";
import { formatDate } from "@/modules/machines/public/portal-ui";
import { OrderStagePill } from "@/modules/orders/public/order-list";
import {
  OrderDocuments,
  OrderLines,
  OrderPayments,
  OrderShipment,
  OrderTimeline,
} from "@/modules/orders/public/order-view";
import { PortalGate, PortalHead, type Gated } from "./portal";
import type { SiteFrame } from "../../page-props";

export type PortalOrderData = Gated<{ order: PortalOrder }>;

const sectionTitle = "text-xl font-semibold";

/** One of the buyer's orders, as their notices link to it: its stage, shipment, lines and money. */
export function PortalOrderPage({ site, ...data }: PortalOrderData & { site: SiteFrame }) {
  const t = useTranslations("Portal");
  const { locale } = site;
  return (
    <PortalGate site={site} data={data as PortalOrderData}>
      {({ order }) => (
        <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
          <PortalHead title={t("orders.number", { number: order.number })} />
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
            <h2 id="timeline-title" className={sectionTitle}>
              {t("orders.timelineTitle")}
            </h2>
            <OrderTimeline locale={locale} order={order} />
          </section>

          {order.shipment ? (
            <section aria-labelledby="shipment-title" className="space-y-3">
              <h2 id="shipment-title" className={sectionTitle}>
                {t("orders.shipmentTitle")}
              </h2>
              <OrderShipment locale={locale} shipment={order.shipment} />
            </section>
          ) : null}

          <section aria-labelledby="lines-title" className="space-y-3">
            <h2 id="lines-title" className={sectionTitle}>
              {t("orders.linesTitle")}
            </h2>
            <OrderLines locale={locale} order={order} />
          </section>

          <section aria-labelledby="payments-title" className="space-y-3">
            <h2 id="payments-title" className={sectionTitle}>
              {t("orders.paymentsTitle")}
            </h2>
            <OrderPayments locale={locale} order={order} />
          </section>

          <section aria-labelledby="order-documents-title" className="space-y-3">
            <h2 id="order-documents-title" className={sectionTitle}>
              {t("documentsTitle")}
            </h2>
            <OrderDocuments locale={locale} number={order.number} />
          </section>
        </div>
      )}
    </PortalGate>
  );
}
