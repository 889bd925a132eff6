// One language's 10-line quote PDF in a process of its own (started by quotes.ts), so its time
// and the memory it adds are its own: the first render (fonts read and parsed) and a second one,
// and the peak resident memory above what the process held before rendering.
import { quoteTexts } from "../../src/modules/quotes/server/i18n";
import { renderQuotePdf } from "../../src/modules/quotes/server/pdf/render";
import type { QuoteLine } from "../../src/modules/quotes/schema";

export const WORDS: Record<string, string[]> = {
  en: ["Racing cabinet", "Basketball arcade", "Air hockey table"],
  es: ["Máquina de carreras", "Canasta arcade", "Mesa de hockey de aire"],
  fr: ["Borne de course", "Panier de basket arcade", "Table de hockey sur air"],
  de: ["Rennspielautomat", "Basketball-Automat", "Airhockey-Tisch"],
  "pt-BR": ["Máquina de corrida", "Basquete arcade", "Mesa de aero hockey"],
  ar: ["آلة سباق السيارات", "آلة كرة السلة", "طاولة هوكي الهواء"],
  "zh-CN": ["赛车街机", "篮球机", "桌上冰球"],
};

async function main() {
  const locale = process.argv[2] ?? "en";
  const words = WORDS[locale] ?? WORDS.en!;
  const lines: QuoteLine[] = Array.from({ length: 10 }, (_, i) => ({
    kind: i === 9 ? "freight" : "game",
    gameId: null,
    description: `${words[i % words.length]} ${i + 1}`,
    quantity: 1 + (i % 3),
    unitMinor: 899_900 + i * 12_345,
    discountBp: i % 4 === 0 ? 500 : 0,
  }));
  const texts = await quoteTexts(locale);
  const input = {
    quote: {
      number: "Q-BENCH001-1",
      currency: "EUR",
      lines,
      discountBp: 300,
      taxBp: 1900,
      taxLabel: "VAT",
      terms: "50% on order, 50% before shipping. Ex works.",
      buyerNote: "Thank you for your interest.",
      sentAt: new Date("2026-11-26T10:00:00Z"),
      validUntil: new Date("2026-12-26T10:00:00Z"),
    },
    buyerName: "Bench Buyer",
    url: "https://arcadia.example/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    texts,
  };
  const baseRss = process.memoryUsage().rss;
  let t = performance.now();
  const pdf = await renderQuotePdf(input);
  const firstMs = performance.now() - t;
  t = performance.now();
  await renderQuotePdf(input);
  const secondMs = performance.now() - t;
  // maxRSS is the process's peak so far: above the resident memory before rendering is what the
  // renders added (an overstatement when the peak was reached while importing).
  const peak = process.resourceUsage().maxRSS * 1024;
  const extraMb = (peak - baseRss) / 1024 / 1024;
  console.log(JSON.stringify({ locale, firstMs, secondMs, bytes: pdf.length, extraMb }));
}

// Run only when started as the child itself, not when another bench imports its words.
if (process.argv[1]?.endsWith("quote-pdf-child.ts")) void main();
