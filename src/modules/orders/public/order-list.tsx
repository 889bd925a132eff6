import { useTranslations } from "next-intl";
import { Link } from "@/platform/i18n/link";
import { localeInfo, type Locale } from "@/platform/i18n/locales";
import { formatMoney } from "@/modules/quotes";
import type { OrderStage } from "../index";
import type { PortalOrderRow } from "../server";
import { formatDate } from "@/modules/machines/public/portal-ui";

const TONE: Partial<Record<OrderStage, string>> = {
  cancelled: "bg-slate-200 text-slate-700",
  installed: "bg-green-100 text-green-800",
  shipped: "bg-sky-100 text-sky-800",
  delivered: "bg-sky-100 text-sky-800",
};

/** An order's stage as the buyer's notices name it. */
export function OrderStagePill({ stage }: { stage: OrderStage }) {
  const t = useTranslations("OrderNotices.stages");
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[stage] ?? "bg-amber-100 text-amber-800"}`}
      data-stage={stage}
    >
      {t(stage)}
    </span>
  );
}

/** The operator's orders, newest first: each opens its page. */
export function OrderList({ locale, orders }: { locale: Locale; orders: PortalOrderRow[] }) {
  const t = useTranslations("Portal.orders");
  if (!orders.length) return <p className="text-slate-600">{t("none")}</p>;
  const { tag } = localeInfo(locale);
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {orders.map((o) => (
        <li key={o.number}>
          <Link
            href={`/portal/orders/${encodeURIComponent(o.number)}`}
            className="flex flex-wrap items-center justify-between gap-2 p-4 hover:bg-slate-50"
            aria-label={t("open", { number: o.number })}
          >
            <span>
              <span className="block font-mono font-medium" dir="ltr">
                {o.number}
              </span>
              <span className="block text-sm text-slate-600">
                {t("orderedOn", { date: formatDate(locale, o.createdAt) })}
              </span>
            </span>
            <span className="text-end text-sm">
              <OrderStagePill stage={o.stage} />
              <span className="block text-slate-600 tabular-nums">
                {formatMoney(o.totalMinor, o.currency, tag)}
                {o.dueMinor > 0
                  ? ` · ${t("stillDueAmount", { amount: formatMoney(o.dueMinor, o.currency, tag) })}`
                  : ""}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
