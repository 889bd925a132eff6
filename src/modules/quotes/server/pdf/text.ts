import "server-only";
import bidiFactory from "bidi-js";
import type { PDFFont } from "pdf-lib";

/**
 * Lines of mixed-script text for the PDF: each character gets the font that has it (Arabic,
 * Chinese or Latin), the line is split into runs of one font and one bidi level, and the runs are
 * put in visual order by the Unicode bidi algorithm (bidi-js). Arabic letters are shaped by the
 * font engine (fontkit, through pdf-lib), which also lays an Arabic run out right to left; any
 * other right-to-left run (spaces, punctuation between Arabic words) is reversed and mirrored here.
 */

const bidi = bidiFactory();

export type Fonts = {
  latin: PDFFont;
  arabic: PDFFont;
  cjk: PDFFont;
  /** Which code points a font can draw (fontkit's cmap). */
  has: (font: PDFFont, cp: number) => boolean;
};

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const CJK = /[\u2E80-\u2FFF\u3000-\u30FF\u3100-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u;
const NEUTRAL = /[\s\p{P}\p{S}]/u;

/** Whether a text has Arabic or Chinese characters (which fonts a PDF needs). */
export const scriptOf = (text: string) => ({ arabic: ARABIC.test(text), cjk: CJK.test(text) });

export type Run = { text: string; font: PDFFont; rtl: boolean };

function fontFor(fonts: Fonts, ch: string, prev: PDFFont | null): PDFFont {
  if (ARABIC.test(ch)) return fonts.arabic;
  if (CJK.test(ch)) return fonts.cjk;
  const cp = ch.codePointAt(0)!;
  // Brackets stay out of Arabic runs: mirrored here, never left to the font's own rtlm feature.
  const mirrored = bidi.getMirroredCharacter(ch) !== null;
  if (prev && !mirrored && NEUTRAL.test(ch) && fonts.has(prev, cp)) return prev;
  if (fonts.has(fonts.latin, cp)) return fonts.latin;
  if (fonts.has(fonts.cjk, cp)) return fonts.cjk;
  return fonts.latin;
}

/** A line's runs in visual order, left to right. */
export function visualRuns(fonts: Fonts, text: string, dir: "ltr" | "rtl"): Run[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, dir);
  const logical: Array<{ text: string; font: PDFFont; level: number }> = [];
  let prev: PDFFont | null = null;
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    const level = levels[i]!;
    const font = fontFor(fonts, ch, prev);
    prev = font;
    const last = logical.at(-1);
    if (last && last.font === font && last.level === level) last.text += ch;
    else logical.push({ text: ch, font, level });
    i += ch.length;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse each sequence of runs at
  // that level or above.
  const max = Math.max(...logical.map((r) => r.level));
  const minOdd = Math.min(...logical.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  const order = logical.map((_, i) => i);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < order.length;) {
      if (logical[order[i]!]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && logical[order[j]!]!.level >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order.map((k) => {
    const r = logical[k]!;
    const rtl = r.level % 2 === 1;
    // The font engine lays an Arabic run out right to left itself; other right-to-left runs are
    // given to it already in visual order, their brackets mirrored.
    const text =
      rtl && !ARABIC.test(r.text)
        ? [...r.text]
            .reverse()
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join("")
        : r.text;
    return { text, font: r.font, rtl };
  });
}

export function runsWidth(runs: Run[], size: number): number {
  return runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
}

function textWidth(fonts: Fonts, text: string, size: number, dir: "ltr" | "rtl") {
  return runsWidth(visualRuns(fonts, text, dir), size);
}

/**
 * Breaks text into lines no wider than `width`: at spaces, and between any two Chinese
 * characters (which have no spaces between words).
 */
export function wrapText(
  fonts: Fonts,
  text: string,
  width: number,
  size: number,
  dir: "ltr" | "rtl",
): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const tokens = paragraph.match(
      /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/gu,
    ) ?? [""];
    let line = "";
    for (const token of tokens) {
      const next = line + token;
      if (line && textWidth(fonts, next.trimEnd(), size, dir) > width) {
        out.push(line.trimEnd());
        line = token.trimStart();
      } else line = next;
    }
    out.push(line.trimEnd());
  }
  return out;
}
