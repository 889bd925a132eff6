import { useTranslations } from "next-intl";
import { Download } from "lucide-react";
import { bpToPercent, computeTotals, formatMoney, type QuoteStatus } from "@/modules/quotes";
import type { QuoteLine } from "@/modules/quotes/schema";
import { localeInfo } from "@/platform/i18n/locales";
import { SITE_NAME } from "@/platform/site";
import { ATTR, attr } from "@/platform/site-attributes";
import { buttonClass } from "@/ui/button";
import { cn } from "@/ui/cn";
import { SectionError } from "../section-error";
import type { SiteFrame } from "../../page-props";

/** What the buyer is shown of one quote version: its number, their name and its content. */
export type QuoteView = {
  number: string;
  buyerName: string;
  currency: string;
  /** As read now: a sent quote past its validity is "expired". */
  status: QuoteStatus;
  validUntil: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  lines: QuoteLine[];
  discountBp: number;
  taxBp: number | null;
  taxLabel: string | null;
  buyerNote: string;
  terms: string;
};

/** Why the page was sent back to itself after a post: a refused answer, or a renewal asked. */
type QuoteNotice = "name" | "terms" | "asked" | null;

export type QuotePageData =
  /** `base` is the page's address; `query` what every link and form of it keeps (its language). */
  | { state: "quote"; quote: QuoteView; base: string; query: string; notice: QuoteNotice }
  /** One sentence instead of the quote: a link that is not valid, too many answers. */
  | { state: "message"; message: "notFound" | "tooMany" }
  /** The quote could not be read. */
  | { state: "error" };

const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const field =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700";
const notice = "rounded-lg border px-4 py-3";
const good = "border-green-200 bg-green-50 text-green-900";
const bad = "border-red-200 bg-red-50 text-red-900";
// Sent, waiting for the answer (src/site-client/quote-answer.ts).
const busy = "aria-disabled:cursor-progress aria-disabled:opacity-60";

/** Multi-line text typed by staff, its line breaks kept (React writes it escaped). */
const Lines = ({ text, className }: { text: string; className?: string }) => (
  <p className={cn("whitespace-pre-line", className)}>{text}</p>
);

/** The buyer's page of one quote: its answer (or its state), then the quote itself. */
export function QuotePage(props: QuotePageData & { site: SiteFrame }) {
  const t = useTranslations("Quote");
  const common = useTranslations("Common");
  return (
    <>
      <title>{`${props.state === "quote" ? t("number", { number: props.quote.number }) : t("pageTitle")} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <meta name="referrer" content="same-origin" />
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-8 sm:px-6">
        {props.state === "quote" ? (
          <Quote {...props} />
        ) : (
          <>
            <h1 className="text-2xl font-bold">{t("pageTitle")}</h1>
            {props.state === "message" ? (
              <p className={card} role="status">
                {t(props.message)}
              </p>
            ) : (
              <SectionError message={common("unexpectedError")} />
            )}
          </>
        )}
      </div>
    </>
  );
}

function Quote({
  quote: q,
  base,
  query,
  notice: asked,
  site,
}: Extract<QuotePageData, { state: "quote" }> & { site: SiteFrame }) {
  const t = useTranslations("Quote");
  const { tag } = localeInfo(site.locale);
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso))
      : "";
  const status = q.status;
  let answer: React.ReactNode;
  if (status === "accepted")
    answer = (
      <p className={cn(notice, good)} role="status" data-state="accepted">
        {t("accepted", { date: date(q.acceptedAt) })}
      </p>
    );
  else if (status === "declined")
    answer = (
      <p className={cn(notice, good)} role="status" data-state="declined">
        {t("declined", { date: date(q.declinedAt) })}
      </p>
    );
  else if (status === "replaced")
    answer = (
      <p className={cn(notice, bad)} role="status" data-state="replaced">
        {t("replaced")}
      </p>
    );
  else if (status === "expired")
    answer = (
      <div className={cn(card, "space-y-3")}>
        <p className={cn(notice, bad)} role="status" data-state="expired">
          {t("expired", { date: date(q.validUntil) })}
        </p>
        {asked === "asked" ? (
          <p className={cn(notice, good)} role="status">
            {t("asked")}
          </p>
        ) : (
          <form method="post" action={`${base}/renew${query}`} {...attr(ATTR.quoteAnswer, "")}>
            <button type="submit" className={buttonClass("primary", "lg", busy)}>
              {t("askNew")}
            </button>
          </form>
        )}
      </div>
    );
  else answer = <Answer base={base} query={query} notice={asked} />;
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold">{t("number", { number: q.number })}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {t("preparedFor")}: {q.buyerName}
          <br />
          {t("validUntil")}: {date(q.validUntil)}
        </p>
      </div>
      {answer}
      <QuoteContent quote={q} base={base} tag={tag} />
    </>
  );
}

/** Accept (the buyer's typed name and the ticked terms) or decline, each a plain form. */
function Answer({ base, query, notice: n }: { base: string; query: string; notice: QuoteNotice }) {
  const t = useTranslations("Quote");
  const error = n === "name" ? t("errorName") : n === "terms" ? t("errorTerms") : null;
  return (
    <>
      <section className={card} aria-labelledby="accept-title">
        <h2 id="accept-title" className="text-lg font-semibold">
          {t("acceptHeading")}
        </h2>
        {error ? (
          <p className={cn(notice, bad, "mt-3")} role="alert" id="accept-error">
            {error}
          </p>
        ) : null}
        <form
          method="post"
          action={`${base}/accept${query}`}
          className="mt-3 space-y-3"
          {...attr(ATTR.quoteAnswer, "")}
        >
          <label className="block font-medium">
            {t("nameLabel")}
            <input
              type="text"
              id="name"
              name="name"
              required
              maxLength={200}
              autoComplete="name"
              aria-describedby={error ? "accept-error" : undefined}
              className={field}
            />
          </label>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="terms" required className="mt-0.5 h-5 w-5 shrink-0" />
            <span>{t("termsLabel")}</span>
          </label>
          <button
            type="submit"
            className={buttonClass("primary", "lg", cn("w-full sm:w-auto", busy))}
          >
            {t("acceptButton")}
          </button>
        </form>
      </section>
      <section className={card} aria-labelledby="decline-title">
        <h2 id="decline-title" className="text-lg font-semibold">
          {t("declineHeading")}
        </h2>
        <form
          method="post"
          action={`${base}/decline${query}`}
          className="mt-3 space-y-3"
          {...attr(ATTR.quoteAnswer, "")}
        >
          <label className="block font-medium">
            {t("reasonLabel")}
            <textarea id="reason" name="reason" rows={3} maxLength={1000} className={field} />
          </label>
          <button
            type="submit"
            className={buttonClass("secondary", "lg", cn("w-full sm:w-auto", busy))}
          >
            {t("declineButton")}
          </button>
        </form>
      </section>
    </>
  );
}

/** The quote as sent: lines, totals, the buyer's note and terms, and its PDF (as it was sent). */
function QuoteContent({ quote: q, base, tag }: { quote: QuoteView; base: string; tag: string }) {
  const t = useTranslations("Quote");
  const money = (m: number) => formatMoney(m, q.currency, tag);
  const totals = computeTotals(q);
  const label = (l: QuoteLine) =>
    l.kind === "game" || l.kind === "custom"
      ? l.description
      : l.description
        ? `${t(l.kind)}: ${l.description}`
        : t(l.kind);
  const num = "py-2 ps-3 text-end whitespace-nowrap tabular-nums";
  return (
    <section className={card} aria-label={t("quote")}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 text-start font-semibold">
                {t("item")}
              </th>
              <th scope="col" className={cn(num, "font-semibold")}>
                {t("qty")}
              </th>
              <th scope="col" className={cn(num, "font-semibold")}>
                {t("amount")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {q.lines.map((l, i) => (
              <tr key={i}>
                <td className="py-2 align-top break-words">
                  {label(l)}
                  {l.discountBp ? (
                    <span className="text-slate-500"> (−{bpToPercent(l.discountBp)}%)</span>
                  ) : null}
                </td>
                <td className={cn(num, "align-top")}>
                  {l.quantity} × {money(l.unitMinor)}
                </td>
                <td className={cn(num, "align-top")}>{money(totals.lines[i]!.netMinor)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={2} className="py-2">
                {t("subtotal")}
              </td>
              <td className={num}>{money(totals.subtotalMinor)}</td>
            </tr>
            {q.discountBp ? (
              <tr>
                <td colSpan={2} className="py-2">
                  {t("quoteDiscount", { percent: bpToPercent(q.discountBp) })}
                </td>
                <td className={num}>−{money(totals.discountMinor)}</td>
              </tr>
            ) : null}
            {q.taxBp !== null ? (
              <tr>
                <td colSpan={2} className="py-2">
                  {t("tax", { label: q.taxLabel ?? "", percent: bpToPercent(q.taxBp) })}
                </td>
                <td className={num}>{money(totals.taxMinor)}</td>
              </tr>
            ) : null}
            <tr className="text-base font-bold">
              <td colSpan={2} className="py-2">
                {t("total")}
              </td>
              <td className={num}>{money(totals.totalMinor)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      {q.buyerNote.trim() ? (
        <>
          <h2 className="mt-4 font-semibold">{t("note")}</h2>
          <Lines text={q.buyerNote} />
        </>
      ) : null}
      {q.terms.trim() ? (
        <>
          <h2 className="mt-4 font-semibold">{t("terms")}</h2>
          <Lines text={q.terms} className="text-sm text-slate-600" />
        </>
      ) : null}
      <a
        className={buttonClass("secondary", "lg", "mt-4")}
        href={`${base}/pdf`}
        download={`${q.number}.pdf`}
      >
        <Download className="h-4 w-4" aria-hidden /> {t("download")}
      </a>
    </section>
  );
}
