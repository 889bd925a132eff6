import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { config } from "@/platform/config";
import { localePath, isLocale } from "@/platform/i18n/locales";
import { SITE_NAME } from "@/platform/site";
import type { MachineRow } from "./machines";

const MM = 72 / 25.4;
/** A6 portrait, in PDF points. */
const A6 = { width: 105 * MM, height: 148 * MM };
const A4 = { width: 210 * MM, height: 297 * MM };

/** The machine's portal page, which the label's QR code opens. */
function machineUrl(serial: string, locale = "en"): string {
  const path = `/portal/machines/${encodeURIComponent(serial)}`;
  return config().siteUrl + (isLocale(locale) ? localePath(locale, path) : path);
}

/** The standard PDF fonts only know Latin-1 text: anything else prints as "?". */
const latin1 = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

type Fonts = { regular: PDFFont; bold: PDFFont };

async function drawLabel(
  doc: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  m: MachineRow & { locale?: string },
  at: { x: number; y: number },
) {
  const { width, height } = A6;
  const pad = 8 * MM;
  const ink = rgb(0.1, 0.1, 0.12);
  const line = (text: string, y: number, size: number, font = fonts.regular) =>
    page.drawText(latin1(text).slice(0, 60), {
      x: at.x + pad,
      y: at.y + y,
      size,
      font,
      color: ink,
    });
  page.drawRectangle({
    x: at.x + 2 * MM,
    y: at.y + 2 * MM,
    width: width - 4 * MM,
    height: height - 4 * MM,
    borderColor: rgb(0.6, 0.6, 0.65),
    borderWidth: 0.5,
  });
  line(SITE_NAME, height - pad - 10, 11, fonts.bold);
  line(m.gameTitle, height - pad - 28, 13, fonts.bold);
  line("Serial number", height - pad - 48, 8);
  line(m.serial, height - pad - 66, 18, fonts.bold);
  const png = await QRCode.toBuffer(machineUrl(m.serial, m.locale), {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 1,
    width: 300,
  });
  const image = await doc.embedPng(png);
  const size = width - 2 * pad - 20 * MM;
  page.drawImage(image, {
    x: at.x + (width - size) / 2,
    y: at.y + pad + 34,
    width: size,
    height: size,
  });
  line("Scan for manuals, warranty and support", pad + 20, 8);
  line(`Warranty until ${m.warrantyEnd}`, pad + 8, 8);
}

async function newDoc(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer(SITE_NAME);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts };
}

/** One A6 label: the serial and a QR code of the machine's page. */
export async function labelPdf(m: MachineRow & { locale?: string }): Promise<Uint8Array> {
  const { doc, fonts } = await newDoc(`Label ${m.serial}`);
  const page = doc.addPage([A6.width, A6.height]);
  await drawLabel(doc, page, fonts, m, { x: 0, y: 0 });
  return doc.save();
}

/** Labels four to an A4 sheet (A6 is a quarter of A4), for cutting. */
export async function labelSheetPdf(
  list: (MachineRow & { locale?: string })[],
): Promise<Uint8Array> {
  const { doc, fonts } = await newDoc("Machine labels");
  let page: PDFPage | undefined;
  for (const [i, m] of list.entries()) {
    const slot = i % 4;
    if (slot === 0) page = doc.addPage([A4.width, A4.height]);
    const x = (slot % 2) * A6.width;
    const y = A4.height - (Math.floor(slot / 2) + 1) * A6.height;
    await drawLabel(doc, page!, fonts, m, { x, y });
  }
  return doc.save();
}

export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
