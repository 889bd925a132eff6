import "server-only";
import { SITE_NAME } from "@/platform/site";
import { formatMoney } from "../../money";
import type { QuoteLine } from "../../schema";
import { bpToPercent, computeTotals } from "../../totals";
import type { QuoteTexts } from "../i18n";
import { LINK, MUTED, PdfCanvas } from "./canvas";

export type QuotePdfInput = {
  quote: {
    number: string;
    currency: string;
    lines: QuoteLine[];
    discountBp: number;
    taxBp: number | null;
    taxLabel: string | null;
    terms: string;
    buyerNote: string;
    sentAt: Date;
    validUntil: Date;
  };
  buyerName: string;
  url: string;
  texts: QuoteTexts;
};

/**
 * The quote as a PDF, on the server without a browser (pdf-lib): the maker's name and logo, the
 * buyer, the lines, the totals, validity, terms and the link to the quote page, in the buyer's
 * language, right to left for Arabic.
 */
export async function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { quote, texts } = input;
  const { t, tag } = texts;
  const c = await PdfCanvas.open({
    title: `${SITE_NAME} ${t("number", { number: quote.number })}`,
    locale: texts.locale,
    tag,
    dir: texts.dir,
    date: quote.sentAt,
    sample: [
      input.buyerName,
      quote.terms,
      quote.buyerNote,
      quote.taxLabel ?? "",
      ...quote.lines.map((l) => l.description),
    ].join(" "),
  });
  const { contentWidth, fonts, bold } = c;
  const draw = c.draw.bind(c);

  // Header: the logo and the maker's name, then the quote's number and dates.
  await c.header(t("number", { number: quote.number }));
  const money = (minor: number) => formatMoney(minor, quote.currency, tag);
  const facts: Array<[string, string]> = [
    [t("preparedFor"), input.buyerName],
    [t("date"), texts.date(quote.sentAt)],
    [t("validUntil"), texts.date(quote.validUntil)],
  ];
  for (const [label, value] of facts) {
    draw(label, { width: 110, size: 9.5, color: MUTED });
    draw(value, { x: 115, width: contentWidth - 115, size: 10 });
    c.y -= 15;
  }
  c.y -= 10;

  // The lines: item, quantity, unit price, discount, amount.
  const totals = computeTotals(quote);
  const cols = {
    item: { x: 0, width: contentWidth - 290 },
    qty: { x: contentWidth - 285, width: 40 },
    unit: { x: contentWidth - 240, width: 90 },
    disc: { x: contentWidth - 145, width: 45 },
    amount: { x: contentWidth - 95, width: 95 },
  };
  const header = () => {
    draw(t("item"), { ...cols.item, size: 9, color: MUTED });
    draw(t("qty"), { ...cols.qty, size: 9, color: MUTED, align: "end" });
    draw(t("unitPrice"), { ...cols.unit, size: 9, color: MUTED, align: "end" });
    draw(t("lineDiscount"), { ...cols.disc, size: 9, color: MUTED, align: "end" });
    draw(t("amount"), { ...cols.amount, size: 9, color: MUTED, align: "end" });
    c.y -= 6;
    c.rule();
    c.y -= 12;
  };
  header();
  quote.lines.forEach((line, i) => {
    const label =
      line.kind === "game" || line.kind === "custom"
        ? line.description
        : line.description
          ? `${t(line.kind)}: ${line.description}`
          : t(line.kind);
    const wrapped = c.wrap(label, cols.item.width, 10);
    c.newPageIfBelow(wrapped.length * 13 + 6);
    draw(String(line.quantity), { ...cols.qty, align: "end" });
    draw(money(line.unitMinor), { ...cols.unit, align: "end" });
    draw(line.discountBp ? `${bpToPercent(line.discountBp)}%` : "", { ...cols.disc, align: "end" });
    draw(money(totals.lines[i]!.netMinor), { ...cols.amount, align: "end" });
    for (const part of wrapped) {
      draw(part, cols.item);
      c.y -= 13;
    }
    c.y -= 4;
  });
  c.rule();
  c.y -= 14;

  // Totals, aligned with the amount column.
  const sumRow = (label: string, value: string, strong = false) => {
    c.newPageIfBelow(16);
    draw(label, {
      x: 0,
      width: contentWidth - 105,
      align: "end",
      size: strong ? 11 : 10,
      f: strong ? bold : fonts,
    });
    draw(value, { ...cols.amount, align: "end", size: strong ? 11 : 10, f: strong ? bold : fonts });
    c.y -= strong ? 18 : 15;
  };
  sumRow(t("subtotal"), money(totals.subtotalMinor));
  if (quote.discountBp)
    sumRow(
      t("quoteDiscount", { percent: bpToPercent(quote.discountBp) }),
      `-${money(totals.discountMinor)}`,
    );
  if (quote.taxBp !== null)
    sumRow(
      t("tax", { label: quote.taxLabel ?? "", percent: bpToPercent(quote.taxBp) }),
      money(totals.taxMinor),
    );
  sumRow(t("total"), money(totals.totalMinor), true);
  c.y -= 10;

  if (quote.buyerNote.trim()) {
    c.newPageIfBelow(30);
    draw(t("note"), { size: 10, f: bold });
    c.y -= 14;
    c.paragraph(quote.buyerNote);
    c.y -= 8;
  }
  if (quote.terms.trim()) {
    c.newPageIfBelow(30);
    draw(t("terms"), { size: 10, f: bold });
    c.y -= 14;
    c.paragraph(quote.terms, 9, MUTED);
    c.y -= 8;
  }
  c.newPageIfBelow(36);
  draw(t("onlineLink"), { size: 9.5 });
  c.y -= 14;
  // The address is left to right in every language.
  c.drawLtr(input.url, 9, LINK);
  return c.save();
}
