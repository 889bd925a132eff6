import { describe, expect, it } from "vitest";
import { quoteTexts } from "@/modules/quotes/server/i18n";
import { renderQuotePdf, type QuotePdfInput } from "@/modules/quotes/server/pdf/render";
import { LOCALE_CODES } from "@/platform/i18n/locales";
import { pdfText } from "../support/pdf-text";

const quote = (
  lines: QuotePdfInput["quote"]["lines"],
  extra: Partial<QuotePdfInput["quote"]> = {},
) => ({
  number: "Q-1A2B3C4D-1",
  currency: "AED",
  lines,
  discountBp: 500,
  taxBp: 500,
  taxLabel: "VAT",
  terms: "",
  buyerNote: "",
  sentAt: new Date("2026-11-26T10:00:00Z"),
  validUntil: new Date("2026-12-26T10:00:00Z"),
  ...extra,
});
const URL_ = "https://arcadia.example/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

describe("quote PDF", () => {
  it("lays Arabic out right to left: extracted, each line reads in logical order", async () => {
    const texts = await quoteTexts("ar");
    const pdf = await renderQuotePdf({
      quote: quote(
        [
          {
            kind: "game",
            gameId: null,
            description: "آلة سباق السيارات",
            quantity: 2,
            unitMinor: 1_250_000,
            discountBp: 0,
          },
          {
            kind: "freight",
            gameId: null,
            description: "",
            quantity: 1,
            unitMinor: 80_000,
            discountBp: 0,
          },
        ],
        { taxLabel: "ضريبة القيمة المضافة" },
      ),
      buyerName: "محمد علي",
      url: URL_,
      texts,
    });
    const lines = (await pdfText(pdf)).lines.map(squash);
    // pdf.js returns right-to-left text in logical order: the order the words were typed.
    expect(lines).toContain("مُعد لـمحمد علي");
    expect(lines.some((l) => l.endsWith("عرض السعر"))).toBe(true);
    expect(lines.some((l) => l.includes("آلة سباق السيارات"))).toBe(true);
    expect(lines.some((l) => l.startsWith("المجموع الفرعي"))).toBe(true);
    // The line's amount is laid left of its label (right to left), Western digits kept in order.
    const game = lines.find((l) => l.includes("آلة سباق السيارات"))!;
    expect(game).toContain("25,000.00");
    expect(lines).toContain(URL_);
    // The same words, not their reversal, are what the PDF holds.
    expect(lines.join("\n")).not.toContain("يلع دمحم");
  });

  it("embeds the Chinese glyphs of a Chinese quote", async () => {
    const texts = await quoteTexts("zh-CN");
    const pdf = await renderQuotePdf({
      quote: quote(
        [
          {
            kind: "game",
            gameId: null,
            description: "赛车模拟器（豪华版）",
            quantity: 1,
            unitMinor: 1_250_000,
            discountBp: 0,
          },
          {
            kind: "installation",
            gameId: null,
            description: "",
            quantity: 1,
            unitMinor: 50_000,
            discountBp: 0,
          },
        ],
        { currency: "CNY", terms: "付款方式：下单时支付百分之五十，发货前付清余款。" },
      ),
      buyerName: "王伟",
      url: URL_,
      texts,
    });
    const text = (await pdfText(pdf)).lines.join("\n");
    for (const s of [
      "报价单 Q-1A2B3C4D-1",
      "王伟",
      "赛车模拟器（豪华版）",
      "安装",
      "总计",
      "付款方式",
    ])
      expect(text).toContain(s);
    // Subset: the whole font is 10 MB; the quote carries only the glyphs it uses.
    expect(pdf.length).toBeLessThan(400_000);
  });

  it("renders every site language with its own words and number format", async () => {
    const expected: Record<string, string> = {
      en: "Total",
      es: "Total",
      fr: "Total",
      de: "Gesamt",
      "pt-BR": "Total",
      ar: "الإجمالي",
      "zh-CN": "总计",
    };
    for (const locale of LOCALE_CODES) {
      const texts = await quoteTexts(locale);
      const pdf = await renderQuotePdf({
        quote: quote(
          [
            {
              kind: "game",
              gameId: null,
              description: "Galaxy Racer",
              quantity: 1,
              unitMinor: 100_000,
              discountBp: 0,
            },
          ],
          { currency: "EUR", taxBp: null, discountBp: 0 },
        ),
        buyerName: "Ana",
        url: URL_,
        texts,
      });
      const { lines } = await pdfText(pdf);
      expect(lines.length, locale).toBeGreaterThan(8);
      expect(lines.join("\n"), locale).toContain(
        texts.t("number", { number: "Q-1A2B3C4D-1" }).replace(/\s+/g, " ").split(" ")[0],
      );
      if (locale !== "ar") expect(lines.join("\n"), locale).toContain(expected[locale]);
    }
  });
});
