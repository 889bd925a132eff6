import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every line of text of a PDF, as pdf.js extracts it (its own bidi ordering included). */
export async function pdfText(bytes: Uint8Array): Promise<{ lines: string[]; pages: number }> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const doc = await loading.promise;
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    let current = "";
    let lastY: number | null = null;
    for (const item of content.items) {
      if (!("str" in item)) continue;
      const y = Math.round(item.transform[5]!);
      if (lastY !== null && y !== lastY) {
        lines.push(current);
        current = "";
      }
      current += item.str;
      lastY = y;
    }
    if (current) lines.push(current);
  }
  const pages = doc.numPages;
  await loading.destroy();
  return { lines, pages };
}
