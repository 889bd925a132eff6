// Lighthouse scores of the public pages: Lighthouse's default config (mobile, simulated throttling)
// in the system Chromium, which we start ourselves (no downloaded browser).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../../tests/e2e/support/browser";
import { freePort } from "../../tests/e2e/support/server";

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's own warnings or error for the run (e.g. a page that did not load). */
  problems: string[];
};

export type LighthousePage = {
  path: string;
  /** The run with the median performance score: every figure shown comes from that one run. */
  median: LighthouseRun;
  runs: LighthouseRun[];
};

/**
 * A new Chromium with an empty profile for every run: nothing cached or stored survives from one
 * run to the next (Lighthouse also clears the origin's storage itself).
 */
async function withChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-chromium-"));
  const chromium = spawn(
    process.env.CHROME_PATH || "/usr/bin/chromium",
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    // A process group of its own: its helper processes (zygote, renderers) go with it.
    { stdio: "ignore", detached: true },
  );
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (chromium.exitCode !== null) throw new Error(`Chromium exited (${chromium.exitCode})`);
      const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error("Chromium did not open its debugging port");
      await new Promise((r) => setTimeout(r, 100));
    }
    return await run(port);
  } finally {
    const running = chromium.exitCode === null && chromium.signalCode === null;
    const exited = new Promise((r) => chromium.once("exit", r));
    try {
      process.kill(-chromium.pid!, "SIGKILL");
    } catch {
      /* the group is already gone */
    }
    if (running) await exited;
    // Best effort: a helper still closing may write one more file; a leftover temp dir is harmless.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (e) {
      console.error(`  could not remove ${profile}: ${(e as Error).message}`);
    }
  }
}

async function runOnce(url: string): Promise<LighthouseRun> {
  return withChromium(async (port) => {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: value("largest-contentful-paint"),
      tbtMs: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      problems: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
    };
  });
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** `runs` Lighthouse runs of each page, one after the other (runs in parallel would disturb each other). */
export async function lighthousePages(
  baseUrl: string,
  paths: string[],
  runs: number,
  progress: (line: string) => void,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const p of paths) {
    const all: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      // One retry: a browser that fails to start or a lost connection is not the page's doing.
      const run = await runOnce(baseUrl + p).catch((e: Error) => {
        progress(`lighthouse ${p}: run failed (${e.message}), once more`);
        return runOnce(baseUrl + p);
      });
      all.push(run);
    }
    const median = medianRun(all);
    progress(`lighthouse ${p}: performance ${all.map((r) => r.performance).join(", ")}`);
    pages.push({ path: p, median, runs: all });
  }
  return pages;
}
