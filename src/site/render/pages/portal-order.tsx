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
import { PortalGate, PortalHead, PortalSection, type Gated } from "./portal";
import type { SiteFrame } from "../../page-props";

export type PortalOrderData = Gated<{ order: PortalOrder }>;

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

          <PortalSection name="timeline" title={t("orders.timelineTitle")}>
            <OrderTimeline locale={locale} order={order} />
          </PortalSection>

          {order.shipment ? (
            <PortalSection name="shipment" title={t("orders.shipmentTitle")}>
              <OrderShipment locale={locale} shipment={order.shipment} />
            </PortalSection>
          ) : null}

          <PortalSection name="lines" title={t("orders.linesTitle")}>
            <OrderLines locale={locale} order={order} />
          </PortalSection>

          <PortalSection name="payments" title={t("orders.paymentsTitle")}>
            <OrderPayments locale={locale} order={order} />
          </PortalSection>

          <PortalSection name="order-documents" title={t("documentsTitle")}>
            <OrderDocuments locale={locale} number={order.number} />
          </PortalSection>
        </div>
      )}
    </PortalGate>
  );
}
