import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";

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

let loaded: Promise<Record<FontName, Uint8Array>> | undefined;

/** The font files, read once per process. */
export function fontBytes(): Promise<Record<FontName, Uint8Array>> {
  loaded ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FILES) as FontName[]).map(async (name) => {
        const [pkg, file] = FILES[name];
        const bytes = await readFile(path.join(process.cwd(), "node_modules", pkg, file));
        return [name, new Uint8Array(bytes)] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<FontName, Uint8Array>;
  })();
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

const coverage = new Map<FontName, { hasGlyphForCodePoint: (cp: number) => boolean }>();

/** Whether a font has a glyph for a code point (parsed once, kept for the process). */
export function fontCoverage(name: FontName, bytes: Uint8Array) {
  let font = coverage.get(name);
  if (!font) {
    font = fontkit.create(bytes as Buffer) as unknown as {
      hasGlyphForCodePoint: (cp: number) => boolean;
    };
    coverage.set(name, font);
  }
  return font;
}

export { fontkit };
