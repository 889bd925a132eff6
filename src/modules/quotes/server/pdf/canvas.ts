import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { SITE_NAME } from "@/platform/site";
import { fontBytes, fontCoverage, fontkit, type FontName } from "./fonts";
import { runsWidth, scriptOf, visualRuns, wrapText, type Fonts } from "./text";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 42;
export const INK = rgb(0.1, 0.1, 0.14);
export const MUTED = rgb(0.4, 0.42, 0.48);
export const RULE = rgb(0.85, 0.86, 0.9);
export const LINK = rgb(0.1, 0.3, 0.8);

let logo: Promise<Uint8Array> | undefined;
const logoBytes = () =>
  (logo ??= readFile(path.join(process.cwd(), "public", "icon.png")).then(
    (b) => new Uint8Array(b),
  ));

export type DrawOpts = {
  /** From the start of the line in reading order (mirrored for right to left). */
  x?: number;
  width?: number;
  size?: number;
  align?: "start" | "end";
  f?: Fonts;
  color?: RGB;
  at?: number;
  /**
   * "auto": the text's own direction, by its first letter (as HTML's dir="auto"), for data such as
   * a name, an address or a phone number that is Latin inside an Arabic document; it is still
   * placed by the document's direction.
   */
  dir?: "auto";
};

const FIRST_STRONG =
  /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]|[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/** The direction of a text by its first strong letter; digits and signs alone follow `fallback`. */
export function textDir(text: string, fallback: "ltr" | "rtl"): "ltr" | "rtl" {
  const first = FIRST_STRONG.exec(text)?.[0];
  if (!first) return /\d/.test(text) ? "ltr" : fallback;
  return RTL_LETTER.test(first) ? "rtl" : "ltr";
}

/**
 * An A4 document being drawn top to bottom in one language: the fonts it needs embedded (subset),
 * the cursor `y`, and lines of mixed-script text laid out in the language's direction. Shared by
 * the quote and the order documents, so they draw Arabic and Chinese the same way.
 */
export class PdfCanvas {
  page: PDFPage;
  y = A4[1] - MARGIN;
  readonly contentWidth = A4[0] - 2 * MARGIN;
  readonly rtl: boolean;
  /** The colour of labels and notes. */
  readonly muted = MUTED;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly bold: Fonts,
    readonly dir: "ltr" | "rtl",
  ) {
    this.rtl = dir === "rtl";
    this.page = doc.addPage(A4);
  }

  /**
   * A new document. `sample` is every text it will hold besides the language's own words: the
   * Chinese font's parsing is most of a document's time, so it (and the Arabic one) is embedded
   * only when the language or one of those texts needs it.
   */
  static async open(opts: {
    title: string;
    locale: string;
    tag: string;
    dir: "ltr" | "rtl";
    date: Date;
    sample: string;
  }): Promise<PdfCanvas> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(opts.title);
    doc.setAuthor(SITE_NAME);
    doc.setLanguage(opts.tag);
    doc.setCreationDate(opts.date);
    doc.setModificationDate(opts.date);
    const bytes = await fontBytes();
    const scripts = scriptOf(opts.sample);
    const needed: FontName[] = ["latin", "latinBold"];
    if (opts.locale === "ar" || scripts.arabic) needed.push("arabic");
    if (opts.locale === "zh-CN" || scripts.cjk) needed.push("cjk");
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
    return new PdfCanvas(doc, fonts, { ...fonts, latin: embedded.latinBold }, opts.dir);
  }

  newPageIfBelow(needed: number) {
    if (this.y - needed >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Draws one line; `x` and `width` are in reading order (mirrored for right to left). */
  draw(text: string, opts: DrawOpts = {}) {
    const size = opts.size ?? 10;
    const dir = opts.dir === "auto" ? textDir(text, this.dir) : this.dir;
    const runs = visualRuns(opts.f ?? this.fonts, text, dir);
    const w = runsWidth(runs, size);
    const boxX = opts.x ?? 0;
    const boxW = opts.width ?? this.contentWidth;
    // Left edge of the box on the page, mirrored in right-to-left layout.
    const left = this.rtl ? A4[0] - MARGIN - boxX - boxW : MARGIN + boxX;
    const atEnd = (opts.align ?? "start") === "end";
    let cx = atEnd !== this.rtl ? left + boxW - w : left;
    for (const r of runs) {
      this.page.drawText(r.text, {
        x: cx,
        y: opts.at ?? this.y,
        size,
        font: r.font,
        color: opts.color ?? INK,
      });
      cx += r.font.widthOfTextAtSize(r.text, size);
    }
  }

  /** Text broken into lines no wider than `width`. */
  wrap(text: string, width: number, size: number, f: Fonts = this.fonts, auto = false) {
    return wrapText(f, text, width, size, auto ? textDir(text, this.dir) : this.dir);
  }

  /** How wide a line is drawn. */
  width(text: string, size: number, f: Fonts = this.fonts) {
    return runsWidth(visualRuns(f, text, this.dir), size);
  }

  /** "Label: value" on one line, the value in its own direction (a phone number stays "+1…"). */
  labelled(label: string, value: string, opts: Omit<DrawOpts, "align" | "dir"> = {}) {
    const size = opts.size ?? 10;
    const head = `${label}: `;
    const w = this.width(head, size);
    this.draw(head, { ...opts, size });
    this.draw(value, {
      ...opts,
      size,
      x: (opts.x ?? 0) + w,
      width: (opts.width ?? this.contentWidth) - w,
      dir: "auto",
    });
  }

  /** Wrapped text across the page, moving the cursor down (and onto a new page when full). */
  paragraph(text: string, size = 9.5, color = INK, box: { x?: number; width?: number } = {}) {
    for (const line of this.wrap(text, box.width ?? this.contentWidth, size)) {
      this.newPageIfBelow(size + 4);
      this.draw(line, { ...box, size, color });
      this.y -= size + 4;
    }
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 4 },
      end: { x: A4[0] - MARGIN, y: this.y + 4 },
      thickness: 0.6,
      color: RULE,
    });
  }

  /** The logo at the start of the first line, the maker's name beside it, `title` at the end. */
  async header(title: string, size = 40) {
    const png = await this.doc.embedPng(await logoBytes());
    this.page.drawImage(png, {
      x: this.rtl ? A4[0] - MARGIN - size : MARGIN,
      y: this.y - size + 8,
      width: size,
      height: size,
    });
    const nameWidth = this.contentWidth - size - 10;
    this.draw(SITE_NAME, { x: size + 10, width: nameWidth, size: 18, f: this.bold });
    this.draw(title, { size: 12, align: "end", f: this.bold });
    this.y -= size + 4;
  }

  /** Left-to-right text (an address, a code) at the start of the line, shrunk to fit. */
  drawLtr(text: string, size: number, color = INK) {
    const latin = this.fonts.latin;
    const width = latin.widthOfTextAtSize(text, size);
    const fit = width > this.contentWidth ? (size * this.contentWidth) / width : size;
    const x = this.rtl ? A4[0] - MARGIN - latin.widthOfTextAtSize(text, fit) : MARGIN;
    this.page.drawText(text, { x, y: this.y, size: fit, font: latin, color });
  }

  save() {
    return this.doc.save({ useObjectStreams: true });
  }
}
