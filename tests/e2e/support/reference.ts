import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import { animationsDone } from "./browser";

/**
 * Pictures kept for the few tests whose behaviour is what the page looks like (a mirrored
 * right-to-left layout), compared pixel by pixel. `UPDATE_REFERENCES=1` writes them anew: look at
 * each changed file before committing it. They are the tests' Chromium's pictures (support/browser.ts:
 * the headless shell), whose glyph edges differ from the full browser's.
 */
const DIR = path.join(import.meta.dirname, "..", "references");

/**
 * Share of pixels that may differ: room for the anti-aliasing of glyph edges between runs on the
 * same Chromium (pixelmatch also skips pixels it recognises as anti-aliasing), far below what a
 * block moved to the other side changes.
 */
const MAX_DIFF_SHARE = 0.005;

/** Per-pixel colour distance (0 to 1) below which two pixels count as the same. */
const PIXEL_THRESHOLD = 0.1;

type Shot = NonNullable<Parameters<Page["screenshot"]>[0]>;

/** Screenshots the page (or `opts.clip`) at rest and fails when it differs from `<name>.png`. */
export async function expectToMatchReference(
  page: Page,
  name: string,
  opts: Pick<Shot, "clip" | "fullPage"> = {},
): Promise<void> {
  await animationsDone(page);
  const png = await page.screenshot({ ...opts, animations: "disabled", caret: "hide" });
  const file = path.join(DIR, `${name}.png`);
  if (process.env.UPDATE_REFERENCES === "1") {
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(file, png);
    return;
  }
  if (!fs.existsSync(file))
    throw new Error(
      `No reference ${path.relative(process.cwd(), file)}: run with UPDATE_REFERENCES=1`,
    );
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(fs.readFileSync(file));
  const out = (suffix: string) => path.join(os.tmpdir(), `${name}.${suffix}.png`);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    fs.writeFileSync(out("actual"), png);
    throw new Error(
      `${name}: ${actual.width}×${actual.height}, the reference is ` +
        `${expected.width}×${expected.height} (this run's picture: ${out("actual")})`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const share = differing / (actual.width * actual.height);
  if (share > MAX_DIFF_SHARE) {
    fs.writeFileSync(out("actual"), png);
    fs.writeFileSync(out("diff"), PNG.sync.write(diff));
    throw new Error(
      `${name}: ${(share * 100).toFixed(2)}% of the pixels differ from the reference ` +
        `(at most ${MAX_DIFF_SHARE * 100}%); this run: ${out("actual")}, differences: ${out("diff")}`,
    );
  }
}
