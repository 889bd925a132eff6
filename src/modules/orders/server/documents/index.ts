import "server-only";
import { isLocale } from "@/platform/i18n/locales";
import { documentData } from "./data";
import type { DocumentKind } from "../../documents";
import { renderOrderDocument } from "./render";
import { documentTexts } from "./texts";

/**
 * One of an order's documents as a PDF: the pro-forma invoice, the packing list or the commercial
 * invoice, in `locale` (a site language) or else the buyer's own. Unknown orders are a 404.
 */
export async function orderDocument(
  orderId: string,
  kind: DocumentKind,
  locale?: string | null,
  now = new Date(),
): Promise<{ pdf: Uint8Array; filename: string }> {
  const data = await documentData(orderId, now);
  const texts = await documentTexts(locale && isLocale(locale) ? locale : data.buyer.language);
  const pdf = await renderOrderDocument(kind, data, texts);
  return { pdf, filename: `${data.order.number}-${kind}.pdf` };
}
