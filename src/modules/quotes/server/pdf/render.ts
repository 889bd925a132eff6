import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { SITE_NAME } from "@/platform/site";
import { formatMoney } from "../../money";
import type { QuoteLine } from "../../schema";
import { bpToPercent, computeTotals } from "../../totals";
import type { QuoteTexts } from "../i18n";
import { fontBytes, fontCoverage, fontkit, type FontName } from "./fonts";
import { runsWidth, scriptOf, visualRuns, wrapText, type Fonts } from "./text";

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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const INK = rgb(0.1, 0.1, 0.14);
const MUTED = rgb(0.4, 0.42, 0.48);
const RULE = rgb(0.85, 0.86, 0.9);

let logo: Promise<Uint8Array> | undefined;
const logoBytes = () =>
  (logo ??= readFile(path.join(process.cwd(), "public", "icon.png")).then(
    (b) => new Uint8Array(b),
  ));

/**
 * The quote as a PDF, on the server without a browser (pdf-lib): the maker's name and logo, the
 * buyer, the lines, the totals, validity, terms and the link to the quote page, in the buyer's
 * language, right to left for Arabic.
 */
export async function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { quote, texts } = input;
  const { t, tag } = texts;
  const dir = texts.dir;
  const rtl = dir === "rtl";
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${SITE_NAME} ${t("number", { number: quote.number })}`);
  doc.setAuthor(SITE_NAME);
  doc.setLanguage(tag);
  doc.setCreationDate(quote.sentAt);
  doc.setModificationDate(quote.sentAt);
  const bytes = await fontBytes();
  // Parsing the Chinese font is most of a quote's rendering time: it is embedded only when the
  // quote's language or one of its texts needs it (the same for Arabic).
  const all = [
    texts.locale,
    input.buyerName,
    quote.terms,
    quote.buyerNote,
    quote.taxLabel ?? "",
    ...quote.lines.map((l) => l.description),
  ].join(" ");
  const needed: FontName[] = ["latin", "latinBold"];
  if (texts.locale === "ar" || scriptOf(all).arabic) needed.push("arabic");
  if (texts.locale === "zh-CN" || scriptOf(all).cjk) needed.push("cjk");
  const embedded = {} as Record<FontName, PDFFont>;
  const names = new Map<PDFFont, FontName>();
  for (const name of needed) {
    embedded[name] = await doc.embedFont(bytes[name], { subset: true });
    names.set(embedded[name], name);
  }
  embedded.arabic ??= embedded.latin;
  embedded.cjk ??= embedded.latin;
  const fonts: Fonts = {
    latin: embedded.latin,
    arabic: embedded.arabic,
    cjk: embedded.cjk,
    has: (font, cp) =>
      fontCoverage(names.get(font)!, bytes[names.get(font)!]).hasGlyphForCodePoint(cp),
  };
  const bold: Fonts = { ...fonts, latin: embedded.latinBold };

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const contentWidth = A4[0] - 2 * MARGIN;
  const newPageIfBelow = (needed: number) => {
    if (y - needed >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };

  /** Draws one line; `x` and `width` are in reading order (mirrored for right to left). */
  const draw = (
    text: string,
    opts: {
      x?: number;
      width?: number;
      size?: number;
      align?: "start" | "end";
      f?: Fonts;
      color?: ReturnType<typeof rgb>;
      at?: number;
    },
  ) => {
    const size = opts.size ?? 10;
    const runs = visualRuns(opts.f ?? fonts, text, dir);
    const w = runsWidth(runs, size);
    const boxX = opts.x ?? 0;
    const boxW = opts.width ?? contentWidth;
    // Left edge of the box on the page, mirrored in right-to-left layout.
    const left = rtl ? A4[0] - MARGIN - boxX - boxW : MARGIN + boxX;
    const atEnd = (opts.align ?? "start") === "end";
    let cx = atEnd !== rtl ? left + boxW - w : left;
    for (const r of runs) {
      page.drawText(r.text, {
        x: cx,
        y: opts.at ?? y,
        size,
        font: r.font,
        color: opts.color ?? INK,
      });
      cx += r.font.widthOfTextAtSize(r.text, size);
    }
  };
  const paragraph = (text: string, size = 9.5, color = INK) => {
    for (const line of wrapText(fonts, text, contentWidth, size, dir)) {
      newPageIfBelow(size + 4);
      draw(line, { size, color });
      y -= size + 4;
    }
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: A4[0] - MARGIN, y: y + 4 },
      thickness: 0.6,
      color: RULE,
    });
  };

  // Header: the logo and the maker's name, then the quote's number and dates.
  const png = await doc.embedPng(await logoBytes());
  const logoSize = 40;
  page.drawImage(png, {
    x: rtl ? A4[0] - MARGIN - logoSize : MARGIN,
    y: y - logoSize + 8,
    width: logoSize,
    height: logoSize,
  });
  draw(SITE_NAME, { x: logoSize + 10, width: contentWidth - logoSize - 10, size: 18, f: bold });
  draw(t("number", { number: quote.number }), { size: 12, align: "end", f: bold });
  y -= 44;
  const money = (minor: number) => formatMoney(minor, quote.currency, tag);
  const facts: Array<[string, string]> = [
    [t("preparedFor"), input.buyerName],
    [t("date"), texts.date(quote.sentAt)],
    [t("validUntil"), texts.date(quote.validUntil)],
  ];
  for (const [label, value] of facts) {
    draw(label, { width: 110, size: 9.5, color: MUTED });
    draw(value, { x: 115, width: contentWidth - 115, size: 10 });
    y -= 15;
  }
  y -= 10;

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
    y -= 6;
    rule();
    y -= 12;
  };
  header();
  quote.lines.forEach((line, i) => {
    const label =
      line.kind === "game" || line.kind === "custom"
        ? line.description
        : line.description
          ? `${t(line.kind)}: ${line.description}`
          : t(line.kind);
    const wrapped = wrapText(fonts, label, cols.item.width, 10, dir);
    newPageIfBelow(wrapped.length * 13 + 6);
    draw(String(line.quantity), { ...cols.qty, align: "end" });
    draw(money(line.unitMinor), { ...cols.unit, align: "end" });
    draw(line.discountBp ? `${bpToPercent(line.discountBp)}%` : "", { ...cols.disc, align: "end" });
    draw(money(totals.lines[i]!.netMinor), { ...cols.amount, align: "end" });
    for (const part of wrapped) {
      draw(part, cols.item);
      y -= 13;
    }
    y -= 4;
  });
  rule();
  y -= 14;

  // Totals, aligned with the amount column.
  const sumRow = (label: string, value: string, strong = false) => {
    newPageIfBelow(16);
    draw(label, {
      x: 0,
      width: contentWidth - 105,
      align: "end",
      size: strong ? 11 : 10,
      f: strong ? bold : fonts,
    });
    draw(value, { ...cols.amount, align: "end", size: strong ? 11 : 10, f: strong ? bold : fonts });
    y -= strong ? 18 : 15;
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
  y -= 10;

  if (quote.buyerNote.trim()) {
    newPageIfBelow(30);
    draw(t("note"), { size: 10, f: bold });
    y -= 14;
    paragraph(quote.buyerNote);
    y -= 8;
  }
  if (quote.terms.trim()) {
    newPageIfBelow(30);
    draw(t("terms"), { size: 10, f: bold });
    y -= 14;
    paragraph(quote.terms, 9, MUTED);
    y -= 8;
  }
  newPageIfBelow(36);
  draw(t("onlineLink"), { size: 9.5 });
  y -= 14;
  // The address is left to right in every language.
  const urlWidth = embedded.latin.widthOfTextAtSize(input.url, 9);
  const urlSize = urlWidth > contentWidth ? (9 * contentWidth) / urlWidth : 9;
  const urlX = rtl ? A4[0] - MARGIN - embedded.latin.widthOfTextAtSize(input.url, urlSize) : MARGIN;
  page.drawText(input.url, {
    x: urlX,
    y,
    size: urlSize,
    font: embedded.latin,
    color: rgb(0.1, 0.3, 0.8),
  });
  return doc.save({ useObjectStreams: true });
}
