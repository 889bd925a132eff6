import "server-only";
import { bpToPercent, computeTotals, formatMoney } from "@/modules/quotes";
import { loadPdfCanvas, type PdfCanvas } from "@/modules/quotes/server";
import { SITE_NAME } from "@/platform/site";
import { formatCbm, formatKg, packOrder } from "../../packing";
import type { DocumentData } from "./data";
import type { DocumentTexts } from "./texts";

import type { DocumentKind } from "../../documents";

const TITLE_KEY = {
  proforma: "proforma",
  "packing-list": "packingList",
  "commercial-invoice": "commercialInvoice",
} as const;

type Ctx = { c: PdfCanvas; d: DocumentData; x: DocumentTexts; money: (minor: number) => string };

/** Label and value rows under the header: the date, the quote, the shipping terms. */
function facts(ctx: Ctx, rows: Array<[string, string]>) {
  const { c } = ctx;
  for (const [label, value] of rows) {
    c.draw(label, { width: 110, size: 9.5, color: c.muted });
    c.draw(value, { x: 115, width: c.contentWidth - 115, size: 10, dir: "auto" });
    c.y -= 15;
  }
  c.y -= 8;
}

/** The seller and the buyer side by side, each with its address and contacts. */
function parties(ctx: Ctx) {
  const { c, d, x } = ctx;
  const half = (c.contentWidth - 20) / 2;
  const s = d.settings;
  const seller = [s.businessName || SITE_NAME, ...s.businessAddress.split(/\r?\n/)];
  const buyer = [d.buyer.name, d.buyer.location];
  const contacts: Array<[string, string]> = [
    [x.t("phone"), d.buyer.phone],
    [x.t("email"), d.buyer.email ?? ""],
  ];
  const block = (title: string, lines: string[], at: number, pairs: Array<[string, string]>) => {
    let y = c.y;
    c.draw(title, { x: at, width: half, size: 9, color: c.muted, at: y });
    y -= 14;
    lines
      .filter((l) => l.trim())
      .forEach((line, i) => {
        const f = i === 0 ? c.bold : c.fonts;
        for (const part of c.wrap(line, half, 10, f, true)) {
          c.draw(part, { x: at, width: half, size: 10, at: y, f, dir: "auto" });
          y -= 13;
        }
      });
    for (const [label, value] of pairs.filter(([, v]) => v)) {
      c.labelled(label, value, { x: at, width: half, size: 9.5, at: y });
      y -= 13;
    }
    return y;
  };
  c.newPageIfBelow(90);
  const end = Math.min(
    block(x.t("seller"), seller, 0, []),
    block(x.t("buyer"), buyer, half + 20, contacts),
  );
  c.y = end - 10;
}

/** The order's lines and totals, as frozen on the order; with customs details when asked. */
function linesAndTotals(ctx: Ctx, withCustoms: boolean) {
  const { c, d, x, money } = ctx;
  const { order } = d;
  const w = c.contentWidth;
  const cols = {
    item: { x: 0, width: w - 290 },
    qty: { x: w - 285, width: 40 },
    unit: { x: w - 240, width: 90 },
    disc: { x: w - 145, width: 45 },
    amount: { x: w - 95, width: 95 },
  };
  const muted = c.muted;
  c.draw(x.q("item"), { ...cols.item, size: 9, color: muted });
  c.draw(x.q("qty"), { ...cols.qty, size: 9, color: muted, align: "end" });
  c.draw(x.q("unitPrice"), { ...cols.unit, size: 9, color: muted, align: "end" });
  c.draw(x.q("lineDiscount"), { ...cols.disc, size: 9, color: muted, align: "end" });
  c.draw(x.q("amount"), { ...cols.amount, size: 9, color: muted, align: "end" });
  c.y -= 6;
  c.rule();
  c.y -= 12;
  const totals = computeTotals(order);
  order.lines.forEach((line, i) => {
    const label =
      line.kind === "game" || line.kind === "custom"
        ? line.description
        : line.description
          ? `${x.q(line.kind)}: ${line.description}`
          : x.q(line.kind);
    const wrapped = c.wrap(label, cols.item.width, 10);
    const customs = d.customs.get(i);
    const customsLine =
      withCustoms && line.kind === "game"
        ? `${x.t("hsCode")}: ${customs?.hsCode ?? "—"} · ${x.t("origin")}: ${customs?.countryOfOrigin ?? "—"}`
        : null;
    c.newPageIfBelow(wrapped.length * 13 + (customsLine ? 12 : 0) + 6);
    c.draw(String(line.quantity), { ...cols.qty, align: "end" });
    c.draw(money(line.unitMinor), { ...cols.unit, align: "end" });
    c.draw(line.discountBp ? `${bpToPercent(line.discountBp)}%` : "", {
      ...cols.disc,
      align: "end",
    });
    c.draw(money(totals.lines[i]!.netMinor), { ...cols.amount, align: "end" });
    for (const part of wrapped) {
      c.draw(part, cols.item);
      c.y -= 13;
    }
    if (customsLine) {
      c.draw(customsLine, { ...cols.item, size: 8.5, color: muted });
      c.y -= 12;
    }
    c.y -= 4;
  });
  c.rule();
  c.y -= 14;
  sumRow(ctx, x.q("subtotal"), money(order.subtotalMinor));
  if (order.discountBp)
    sumRow(
      ctx,
      x.q("quoteDiscount", { percent: bpToPercent(order.discountBp) }),
      `-${money(order.discountMinor)}`,
    );
  if (order.taxBp !== null)
    sumRow(
      ctx,
      x.q("tax", { label: order.taxLabel ?? "", percent: bpToPercent(order.taxBp) }),
      money(order.taxMinor),
    );
  sumRow(ctx, x.q("total"), money(order.totalMinor), true);
  c.y -= 10;
}

/** A label and its amount, aligned with the amount column. */
function sumRow(ctx: Ctx, label: string, value: string, strong = false) {
  const { c } = ctx;
  const size = strong ? 11 : 10;
  const f = strong ? c.bold : c.fonts;
  c.newPageIfBelow(16);
  c.draw(label, { x: 0, width: c.contentWidth - 105, align: "end", size, f });
  c.draw(value, { x: c.contentWidth - 95, width: 95, align: "end", size, f });
  c.y -= strong ? 18 : 15;
}

function heading(ctx: Ctx, text: string) {
  ctx.c.newPageIfBelow(40);
  ctx.c.draw(text, { size: 10.5, f: ctx.c.bold });
  ctx.c.y -= 15;
}

/** The deposit and the balance (integer minor units, as stored), what is paid and still due. */
function paymentTerms(ctx: Ctx) {
  const { d, x, money } = ctx;
  const { order, money: state } = d;
  heading(ctx, x.t("paymentTerms"));
  const percent = bpToPercent(order.depositBp);
  sumRow(
    ctx,
    order.depositDueOn
      ? x.t("deposit", { percent, date: x.date(order.depositDueOn) })
      : x.t("depositNoDate", { percent }),
    money(order.depositMinor),
  );
  sumRow(ctx, x.t("balance"), money(order.totalMinor - order.depositMinor));
  if (state.paidMinor > 0) sumRow(ctx, x.t("paid"), money(state.paidMinor));
  sumRow(ctx, x.t("stillDue"), money(state.balanceDueMinor), true);
  ctx.c.y -= 8;
}

/** Where to pay: the owner's bank details from the settings, or a line saying they will follow. */
function bankDetails(ctx: Ctx) {
  const { c, d, x } = ctx;
  const s = d.settings;
  heading(ctx, x.t("bankDetails"));
  const rows: Array<[string, string]> = [
    [x.t("beneficiary"), s.bankBeneficiary],
    [x.t("bankName"), s.bankName],
    [
      x.t("account"),
      s.bankAccount.replace(/^([A-Z]{2}\d{2}[A-Z0-9]+)$/, (iban) =>
        iban.replace(/(.{4})(?!$)/g, "$1 "),
      ),
    ],
    [x.t("swift"), s.bankSwift],
    [x.t("bankAddress"), s.bankAddress.replace(/\r?\n/g, ", ")],
  ].filter(([, v]) => v) as Array<[string, string]>;
  if (!rows.length) {
    c.paragraph(x.t("bankLater"));
    return;
  }
  for (const [label, value] of rows) {
    c.newPageIfBelow(15);
    c.draw(label, { width: 140, size: 9.5, color: c.muted });
    for (const part of c.wrap(value, c.contentWidth - 145, 10, c.fonts, true)) {
      c.draw(part, { x: 145, width: c.contentWidth - 145, size: 10, dir: "auto" });
      c.y -= 14;
    }
  }
  c.y -= 4;
  c.paragraph(x.t("reference", { number: d.order.number }), 9.5);
}

/** The machines' packages: per line and in total, net and gross kg, size and m³. */
function packingTable(ctx: Ctx) {
  const { c, d, x } = ctx;
  const packing = packOrder(d.machines);
  const w = c.contentWidth;
  const cols = {
    item: { x: 0, width: w - 330 },
    pkgs: { x: w - 325, width: 45 },
    size: { x: w - 275, width: 90 },
    net: { x: w - 180, width: 60 },
    gross: { x: w - 115, width: 60 },
    cbm: { x: w - 50, width: 50 },
  };
  const muted = c.muted;
  const head = (key: keyof typeof cols, text: string) =>
    c.draw(text, {
      ...cols[key],
      size: 8.5,
      color: muted,
      align: key === "item" ? "start" : "end",
    });
  head("item", x.q("item"));
  head("pkgs", x.t("packages"));
  head("size", x.t("sizeCm"));
  head("net", x.t("netKg"));
  head("gross", x.t("grossKg"));
  head("cbm", x.t("volume"));
  c.y -= 6;
  c.rule();
  c.y -= 12;
  const kg = (g: number | null) => (g === null ? "—" : formatKg(g, x.tag));
  for (const line of packing.lines) {
    const wrapped = c.wrap(line.description, cols.item.width, 10);
    c.newPageIfBelow(wrapped.length * 13 + 18);
    c.draw(String(line.packages), { ...cols.pkgs, align: "end" });
    c.draw(line.sizeCm ? line.sizeCm.join(" × ") : "—", { ...cols.size, align: "end", size: 9 });
    c.draw(kg(line.netGrams), { ...cols.net, align: "end" });
    c.draw(kg(line.grossGrams), { ...cols.gross, align: "end" });
    c.draw(line.volumeCm3 === null ? "—" : formatCbm(line.volumeCm3, x.tag), {
      ...cols.cbm,
      align: "end",
    });
    for (const part of wrapped) {
      c.draw(part, cols.item);
      c.y -= 13;
    }
    c.draw(
      `${x.t("hsCode")}: ${line.hsCode ?? "—"} · ${x.t("origin")}: ${line.countryOfOrigin ?? "—"}`,
      { ...cols.item, size: 8.5, color: muted },
    );
    c.y -= 16;
  }
  c.rule();
  c.y -= 14;
  return packing;
}

/** The shipment's totals: packages, net and gross weight, volume. */
function packingTotals(ctx: Ctx, packing: ReturnType<typeof packOrder>) {
  const { c, x } = ctx;
  const rows: Array<[string, string]> = [
    [x.t("totalPackages"), String(packing.packages)],
    [x.t("netWeight"), `${formatKg(packing.netGrams, x.tag)} kg`],
    [x.t("grossWeight"), `${formatKg(packing.grossGrams, x.tag)} kg`],
    [x.t("totalVolume"), `${formatCbm(packing.volumeCm3, x.tag)} m³`],
  ];
  for (const [label, value] of rows) sumRow(ctx, label, value, false);
  c.y -= 6;
  c.paragraph(x.t("onePerMachine"), 9, c.muted);
  if (packing.incomplete.length)
    c.paragraph(x.t("notRecorded", { items: packing.incomplete.join(", ") }), 9, c.muted);
}

/** Renders one of the order's documents in the buyer's language (Arabic right to left). */
export async function renderOrderDocument(
  kind: DocumentKind,
  d: DocumentData,
  x: DocumentTexts,
): Promise<Uint8Array> {
  const { PdfCanvas } = await loadPdfCanvas();
  const title = x.t(TITLE_KEY[kind], { number: d.order.number });
  const c = await PdfCanvas.open({
    title: `${SITE_NAME} ${title}`,
    locale: x.locale,
    tag: x.tag,
    dir: x.dir,
    date: d.order.createdAt,
    sample: [
      d.buyer.name,
      d.buyer.location,
      d.settings.businessName,
      d.settings.businessAddress,
      d.settings.bankBeneficiary,
      d.settings.bankName,
      d.settings.bankAddress,
      d.order.taxLabel ?? "",
      ...d.order.lines.map((l) => l.description),
    ].join(" "),
  });
  const ctx: Ctx = {
    c,
    d,
    x,
    money: (minor) => formatMoney(minor, d.order.currency, x.tag),
  };
  await c.header(title);
  const shipping = kind !== "proforma";
  facts(ctx, [
    [x.t("date"), x.date(d.order.createdAt)],
    [x.t("quoteRef"), d.order.quoteNumber],
    ...(shipping
      ? ([
          [x.t("incoterm"), d.order.incoterm ?? x.t("toBeAgreed")],
          ...(d.order.carrier ? [[x.t("carrier"), d.order.carrier]] : []),
          ...(d.order.trackingNumber ? [[x.t("tracking"), d.order.trackingNumber]] : []),
        ] as Array<[string, string]>)
      : []),
  ]);
  parties(ctx);
  if (kind === "proforma") {
    linesAndTotals(ctx, false);
    paymentTerms(ctx);
    bankDetails(ctx);
  } else if (kind === "packing-list") {
    packingTotals(ctx, packingTable(ctx));
  } else {
    linesAndTotals(ctx, true);
    heading(ctx, x.t("packages"));
    packingTotals(ctx, packOrder(d.machines));
    c.y -= 6;
    c.paragraph(x.t("declaration"), 9.5);
  }
  return c.save();
}
