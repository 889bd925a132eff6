// One language's three order documents (pro-forma invoice, packing list, commercial invoice) for
// a 10-line order, in a process of its own (started by quotes.ts): each document's time, the first
// one including reading and parsing the fonts, as in the quote PDF's bench.
import type { QuoteLine } from "../../src/modules/quotes/schema";
import type { DocumentData } from "../../src/modules/orders/server/documents/data";
import { renderOrderDocument } from "../../src/modules/orders/server/documents/render";
import { documentTexts } from "../../src/modules/orders/server/documents/texts";
import { DOCUMENT_KINDS } from "../../src/modules/orders/documents";
import { WORDS } from "./quote-pdf-child";

async function main() {
  const locale = process.argv[2] ?? "en";
  const words = WORDS[locale] ?? WORDS.en!;
  const lines: QuoteLine[] = Array.from({ length: 10 }, (_, i) => ({
    kind: i === 9 ? "freight" : "game",
    gameId: i === 9 ? null : `game-${i}`,
    description: `${words[i % words.length]} ${i + 1}`,
    quantity: 1 + (i % 3),
    unitMinor: 899_900 + i * 12_345,
    discountBp: i % 4 === 0 ? 500 : 0,
  }));
  const measure = (w: number, d: number, h: number, kg: number) => ({
    width: w,
    depth: d,
    height: h,
    weight: kg,
    dimensionUnit: "cm" as const,
    weightUnit: "kg" as const,
  });
  const data = {
    order: {
      number: "ORD-2026-0042",
      quoteNumber: "Q-BENCH001-1",
      currency: "EUR",
      lines,
      discountBp: 300,
      taxBp: 1900,
      taxLabel: "VAT",
      subtotalMinor: 25_000_000,
      discountMinor: 750_000,
      taxMinor: 4_607_500,
      totalMinor: 28_857_500,
      depositBp: 3000,
      depositMinor: 8_657_250,
      depositDueOn: "2026-12-09",
      incoterm: "FOB",
      carrier: "Maersk",
      trackingNumber: "MAEU1234567",
      createdAt: new Date("2026-12-02T10:00:00Z"),
    },
    money: { paidMinor: 0, balanceDueMinor: 28_857_500 },
    settings: {
      businessName: "Arcadia Machines Ltd",
      businessAddress: "12 Harbour Road\nGuangzhou 510000, China",
      bankBeneficiary: "Arcadia Machines Ltd",
      bankName: "Harbour Commercial Bank",
      bankAccount: "DE89370400440532013000",
      bankSwift: "DEUTDEFF",
      bankAddress: "1 Bank Street, Frankfurt",
    },
    buyer: {
      name: "Bench Buyer",
      location: "Dubai Marina",
      phone: "+971500000000",
      email: "buyer@example.com",
      language: locale,
    },
    machines: lines.slice(0, 9).map((l, i) => ({
      description: l.description,
      quantity: l.quantity,
      hsCode: "9504.50",
      countryOfOrigin: "CN",
      packaged: measure(120 + i, 80, 200, 150 + i),
      assembled: measure(110 + i, 70, 190, 130 + i),
    })),
    customs: new Map(lines.map((_, i) => [i, { hsCode: "9504.50", countryOfOrigin: "CN" }])),
  } as unknown as DocumentData;
  const texts = await documentTexts(locale);
  const times: Record<string, number> = {};
  for (const kind of DOCUMENT_KINDS) {
    const t = performance.now();
    await renderOrderDocument(kind, data, texts);
    times[kind] = performance.now() - t;
  }
  console.log(JSON.stringify({ locale, times }));
}

void main();
