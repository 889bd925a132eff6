// Time and memory of a quote's PDF: a 10-line quote in each of the site's 7 languages, rendered
// in this process as the send endpoint renders it (pdf-lib, fontkit, subset fonts).
//   npx tsx --conditions=react-server scripts/bench/quote-pdf.ts [--runs N]
import { parseArgs } from "node:util";
import { quoteTexts } from "@/modules/quotes/server/i18n";
import { renderQuotePdf } from "@/modules/quotes/server/pdf/render";
import { LOCALE_CODES } from "@/platform/i18n/locales";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(values.runs);
const DESCRIPTIONS: Record<string, string> = {
  ar: "آلة سباق السيارات الفاخرة",
  "zh-CN": "豪华赛车模拟器",
};

const lines = (locale: string) =>
  Array.from({ length: 10 }, (_, i) => ({
    kind: i === 9 ? ("freight" as const) : ("game" as const),
    gameId: null,
    description: i === 9 ? "" : `${DESCRIPTIONS[locale] ?? "Galaxy Racer Deluxe"} ${i + 1}`,
    quantity: (i % 3) + 1,
    unitMinor: 1_250_000 + i * 10_000,
    discountBp: i % 2 ? 500 : 0,
  }));

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(`quote PDF, 10 lines, median of ${runs} runs after one warm-up`);
for (const locale of LOCALE_CODES) {
  const texts = await quoteTexts(locale);
  const input = {
    quote: {
      number: "Q-1A2B3C4D-1",
      currency: "EUR",
      lines: lines(locale),
      discountBp: 500,
      taxBp: 1900,
      taxLabel: "VAT",
      terms: "50% on order, 50% before shipping. ".repeat(6),
      buyerNote: "",
      sentAt: new Date(),
      validUntil: new Date(Date.now() + 30 * 86_400_000),
    },
    buyerName: "Ana Lima",
    url: "https://arcadia.example/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    texts,
  };
  let bytes = (await renderQuotePdf(input)).length;
  const times: number[] = [];
  let peak = process.memoryUsage().rss;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    bytes = (await renderQuotePdf(input)).length;
    times.push(performance.now() - t);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  console.log(
    `${locale.padEnd(6)} ${median.toFixed(0).padStart(5)} ms  ${(bytes / 1024).toFixed(0).padStart(4)} KiB  rss peak ${mb(peak)}`,
  );
}
