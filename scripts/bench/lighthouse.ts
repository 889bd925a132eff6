// Lighthouse scores of the public pages: Lighthouse's command line with its default config
// (mobile, simulated throttling) in the system Chromium (no downloaded browser).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveReferencePage } from "./tap-reference";

/** The parts of Lighthouse's JSON report read here. */
type Result = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
  runWarnings: string[];
};

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
 * One run of Lighthouse's own command line, as anyone would run it: it starts the system Chromium
 * itself (CHROME_PATH) with an empty profile, headless and without the sandbox (the bench runs as
 * root), mobile with simulated throttling by default, and writes its JSON report.
 */
async function runOnce(url: string): Promise<LighthouseRun> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-lh-"));
  const report = path.join(out, "report.json");
  try {
    await new Promise<void>((resolve, reject) => {
      const cli = spawn(
        process.execPath,
        [
          "node_modules/lighthouse/cli/index.js",
          url,
          "--quiet",
          "--output=json",
          `--output-path=${report}`,
          "--only-categories=performance,accessibility,best-practices,seo",
          "--chrome-flags=--headless=new --no-sandbox",
        ],
        {
          stdio: ["ignore", "ignore", "pipe"],
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" },
        },
      );
      let stderr = "";
      cli.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      cli.on("error", reject);
      cli.on("exit", (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`)),
      );
    });
    const lhr = JSON.parse(fs.readFileSync(report, "utf8")) as Result;
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
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
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

/**
 * The same runs of the smallest page (the taps' reference: a heading, text, a button and a popover;
 * no script, no stylesheet), in the same condition: what Lighthouse reads for a page that does
 * almost nothing on this machine, so the pages' figures can be read against the machine's floor.
 */
export async function lighthouseReference(
  runs: number,
  progress: (line: string) => void,
): Promise<LighthousePage> {
  const reference = await serveReferencePage();
  try {
    const [page] = await lighthousePages(new URL(reference.url).origin, ["/"], runs, (line) =>
      progress(`reference page: ${line}`),
    );
    return { ...page!, path: "reference page" };
  } finally {
    await reference.close();
  }
}
