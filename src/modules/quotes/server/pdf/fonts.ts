import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { releaseUnderPressure } from "@/platform/memory-pressure";

/**
 * The PDF's fonts, Noto from npm packages (so a quote renders the same on every machine, with no
 * system fonts): Noto Sans for Latin (also Cyrillic, Greek), IBM Plex Sans Arabic (each Arabic
 * letter form is a glyph of its own, so text copied or extracted from the PDF keeps its letters;
 * Noto Sans Arabic shares glyphs between letters and their dots) and Noto Sans SC. Only the glyphs
 * a quote uses are embedded (subsetting), so a Chinese quote stays small.
 */
const FILES = {
  latin: ["@expo-google-fonts/noto-sans", "400Regular/NotoSans_400Regular.ttf"],
  latinBold: ["@expo-google-fonts/noto-sans", "700Bold/NotoSans_700Bold.ttf"],
  arabic: [
    "@expo-google-fonts/ibm-plex-sans-arabic",
    "400Regular/IBMPlexSansArabic_400Regular.ttf",
  ],
  cjk: ["@expo-google-fonts/noto-sans-sc", "400Regular/NotoSansSC_400Regular.ttf"],
} as const;

export type FontName = keyof typeof FILES;

type Parsed = { hasGlyphForCodePoint: (cp: number) => boolean };

/**
 * The fonts are 12 MB read (the Chinese one 10 MB) and more once parsed: held only
 * while PDFs are being drawn, and let go of a minute after the last one, or at once when the
 * process nears its memory budget. A server that never draws a quote never reads them.
 */
const IDLE_MS = 60_000;

let loaded: Promise<Record<FontName, Uint8Array>> | undefined;
const coverage = new Map<FontName, Parsed>();
let idle: ReturnType<typeof setTimeout> | undefined;

function release() {
  loaded = undefined;
  heldBytes = 0;
  coverage.clear();
  if (idle) clearTimeout(idle);
  idle = undefined;
}
let heldBytes = 0;
releaseUnderPressure("PDF fonts", release, () => heldBytes);

/** Another minute before the fonts are let go of. */
function touch() {
  if (idle) clearTimeout(idle);
  idle = setTimeout(release, IDLE_MS);
  idle.unref();
}

/** The font files, read on the first PDF drawn and kept while more follow. */
export function fontBytes(): Promise<Record<FontName, Uint8Array>> {
  touch();
  loaded ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FILES) as FontName[]).map(async (name) => {
        const [pkg, file] = FILES[name];
        const bytes = await readFile(path.join(process.cwd(), "node_modules", pkg, file));
        return [name, new Uint8Array(bytes)] as const;
      }),
    );
    heldBytes = entries.reduce((n, [, b]) => n + b.byteLength, 0);
    return Object.fromEntries(entries) as Record<FontName, Uint8Array>;
  })();
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** Whether a font has a glyph for a code point (parsed once, kept with the font files). */
export function fontCoverage(name: FontName, bytes: Uint8Array) {
  let font = coverage.get(name);
  if (!font) {
    font = fontkit.create(bytes as Buffer) as unknown as Parsed;
    coverage.set(name, font);
  }
  return font;
}

/** Whether the fonts are held now (for the tests). */
export const fontsHeld = () => loaded !== undefined || coverage.size > 0;

export { fontkit };
