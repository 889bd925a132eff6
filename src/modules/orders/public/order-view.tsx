import { useTranslations } from "next-intl";
import { localeInfo, type Locale } from "@/platform/i18n/locales";
import { bpToPercent, computeTotals, formatMoney } from "@/modules/quotes";
import { DOCUMENT_KINDS, type DocumentKind } from "../index";
import type { PortalOrder } from "../server";
import type { QuoteLine } from "@/modules/quotes/schema";
import { formatDate } from "@/modules/machines/public/portal-ui";

// The sections of a buyer's order page. Amounts are integer minor units, written exactly in the
// page's language as on the quote page; dates are UTC calendar days like everywhere in the portal.

const card = "rounded-lg border border-slate-200 bg-white";
const num = "py-2 ps-3 text-end whitespace-nowrap tabular-nums";

/** Each stage reached with its day, then the stages still to come. */
export function OrderTimeline({ locale, order }: { locale: Locale; order: PortalOrder }) {
  const t = useTranslations("Portal.orders");
  const stages = useTranslations("OrderNotices.stages");
  return (
    <ol className={`${card} space-y-2 p-4`}>
      {order.timeline.map((s, i) => (
        <li
          key={`${s.stage}-${i}`}
          className="flex flex-wrap items-baseline justify-between gap-2 border-s-4 ps-3 data-[done=false]:border-slate-200 data-[done=false]:text-slate-500 data-[done=true]:border-green-600"
          data-done={s.at ? "true" : "false"}
          data-stage={s.stage}
          aria-current={s.at && s.stage === order.stage ? "step" : undefined}
        >
          <span className={s.stage === order.stage ? "font-semibold" : undefined}>
            {stages(s.stage)}
          </span>
          <span className="text-sm">
            {s.at ? (
              <time dateTime={s.at.toISOString()}>{formatDate(locale, s.at)}</time>
            ) : (
              t("toCome")
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The order's lines and totals, as the accepted quote froze them. */
export function OrderLines({ locale, order: o }: { locale: Locale; order: PortalOrder }) {
  const t = useTranslations("Quote");
  const { tag } = localeInfo(locale);
  const money = (m: number) => formatMoney(m, o.currency, tag);
  const nets = computeTotals(o).lines;
  const label = (l: QuoteLine) =>
    l.kind === "game" || l.kind === "custom"
      ? l.description
      : l.description
        ? `${t(l.kind)}: ${l.description}`
        : t(l.kind);
  return (
    <div className={`${card} overflow-x-auto p-4`}>
      <table className="w-full text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 text-start font-semibold">
              {t("item")}
            </th>
            <th scope="col" className={`${num} font-semibold`}>
              {t("qty")}
            </th>
            <th scope="col" className={`${num} font-semibold`}>
              {t("amount")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {o.lines.map((l, i) => (
            <tr key={i}>
              <td className="py-2 align-top break-words">
                {label(l)}
                {l.discountBp ? (
                  <span className="text-slate-500"> (−{bpToPercent(l.discountBp)}%)</span>
                ) : null}
              </td>
              <td className={`${num} align-top`}>
                {l.quantity} × {money(l.unitMinor)}
              </td>
              <td className={`${num} align-top`}>{money(nets[i]?.netMinor ?? 0)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={2} className="py-2">
              {t("subtotal")}
            </td>
            <td className={num}>{money(o.subtotalMinor)}</td>
          </tr>
          {o.discountBp ? (
            <tr>
              <td colSpan={2} className="py-2">
                {t("quoteDiscount", { percent: bpToPercent(o.discountBp) })}
              </td>
              <td className={num}>−{money(o.discountMinor)}</td>
            </tr>
          ) : null}
          {o.taxBp !== null ? (
            <tr>
              <td colSpan={2} className="py-2">
                {t("tax", { label: o.taxLabel ?? "", percent: bpToPercent(o.taxBp) })}
              </td>
              <td className={num}>{money(o.taxMinor)}</td>
            </tr>
          ) : null}
          <tr className="text-base font-bold">
            <td colSpan={2} className="py-2">
              {t("total")}
            </td>
            <td className={num} data-total>
              {money(o.totalMinor)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The payments received, what is paid and what is still due (and the deposit while unpaid). */
export function OrderPayments({ locale, order: o }: { locale: Locale; order: PortalOrder }) {
  const t = useTranslations("Portal.orders");
  const { tag } = localeInfo(locale);
  const money = (m: number) => formatMoney(m, o.currency, tag);
  const depositLeft = o.depositMinor - o.paidMinor;
  return (
    <div className="space-y-3">
      {o.payments.length === 0 ? (
        <p className="text-slate-600">{t("noPayments")}</p>
      ) : (
        <div className={`${card} overflow-x-auto p-4`}>
          <table className="w-full text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 text-start font-semibold">
                  {t("paidOn")}
                </th>
                <th scope="col" className="py-2 ps-3 text-start font-semibold">
                  {t("method")}
                </th>
                <th scope="col" className={`${num} font-semibold`}>
                  {t("amount")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {o.payments.map((p, i) => (
                <tr key={i} data-payment>
                  <td className="py-2">{formatDate(locale, p.paidOn)}</td>
                  <td className="py-2 ps-3">{t(`methods.${p.method}`)}</td>
                  <td className={num}>{money(p.amountMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{t("paid")}</dt>
        <dd className="text-end tabular-nums" data-paid>
          {money(o.paidMinor)}
        </dd>
        <dt className="font-semibold">{t("stillDue")}</dt>
        <dd className="text-end font-semibold tabular-nums" data-due>
          {money(o.dueMinor)}
        </dd>
      </dl>
      {o.stage !== "cancelled" && depositLeft > 0 && o.depositDueOn ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("depositDue", {
            amount: money(depositLeft),
            date: formatDate(locale, o.depositDueOn),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** Carrier, tracking and estimated arrival, once the order has shipped. */
export function OrderShipment({
  locale,
  shipment: s,
}: {
  locale: Locale;
  shipment: NonNullable<PortalOrder["shipment"]>;
}) {
  const t = useTranslations("Portal.orders");
  return (
    <div className={`${card} space-y-3 p-4`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {s.carrier ? (
          <>
            <dt className="text-slate-600">{t("carrier")}</dt>
            <dd>{s.carrier}</dd>
          </>
        ) : null}
        {s.trackingNumber ? (
          <>
            <dt className="text-slate-600">{t("trackingNumber")}</dt>
            <dd className="font-mono" dir="ltr">
              {s.trackingNumber}
            </dd>
          </>
        ) : null}
        {s.estimatedArrival ? (
          <>
            <dt className="text-slate-600">{t("estimatedArrival")}</dt>
            <dd>{formatDate(locale, s.estimatedArrival)}</dd>
          </>
        ) : null}
        {s.incoterm ? (
          <>
            <dt className="text-slate-600">{t("incoterm")}</dt>
            <dd>{s.incoterm}</dd>
          </>
        ) : null}
      </dl>
      {/* Stored only as an https address (checked when staff enter it and by the table). */}
      {s.trackingUrl?.startsWith("https://") ? (
        <a
          href={s.trackingUrl}
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="inline-block text-sm font-medium underline"
        >
          {t("track")}
        </a>
      ) : null}
    </div>
  );
}

const DOC_KEY: Record<DocumentKind, "proforma" | "packingList" | "commercialInvoice"> = {
  proforma: "proforma",
  "packing-list": "packingList",
  "commercial-invoice": "commercialInvoice",
};

/** The order's documents, drawn in the page's language when downloaded. */
export function OrderDocuments({ locale, number }: { locale: Locale; number: string }) {
  const t = useTranslations("Portal");
  const docs = useTranslations("OrderDocs");
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {DOCUMENT_KINDS.map((kind) => {
        const title = docs(DOC_KEY[kind], { number });
        return (
          <li key={kind} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <span className="font-medium">{title}</span>
            <a
              href={`/api/portal/orders/${encodeURIComponent(number)}/documents/${kind}?locale=${locale}`}
              className="text-sm font-medium underline"
              aria-label={t("download", { title })}
              download
            >
              {t("download", { title: "" }).trim()}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
