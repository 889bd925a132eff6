// docs/benchmarks.md: the latest figures of npm run bench for each kind of machine (lscpu's model
// name) and condition (quiet, or with a build running beside it), written by the bench itself at
// the end of every run, with the commit and the machine it ran on. A run replaces the earlier runs
// of its own kind and condition whose sections and pages it measured again, and nothing else: a
// fast laptop's figures must not hide what a slow server measured, nor a quiet run a busy one's.
// Older runs are in git history. A target counts as met only when every kind and condition that
// measured it met it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import prettier from "prettier";
import { MEMORY_TARGETS } from "./memory";
import { TARGETS, type TargetCheck } from "./targets";

export const BENCHMARKS_DOC = "docs/benchmarks.md";

function run(cmd: string, args: string[]): string | null {
  try {
    return execFileSync(cmd, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/** The commit measured, and whether the work tree differed from it. */
function commitLine(): string {
  const hash = run("git", ["rev-parse", "HEAD"]);
  if (!hash) return "unknown (not a git checkout)";
  const dirty = run("git", ["status", "--porcelain", "--untracked-files=no"]);
  return dirty ? `${hash} (with uncommitted changes)` : hash;
}

function osName(): string {
  const release = fs.existsSync("/etc/os-release")
    ? fs.readFileSync("/etc/os-release", "utf8")
    : "";
  const pretty = release.match(/^PRETTY_NAME="?([^"\n]*)"?/m)?.[1];
  return `${pretty ?? os.type()} (kernel ${os.release()}, ${os.arch()})`;
}

/**
 * The kind of machine a run belongs to: lscpu's model name (e.g. "AMD EPYC"), the same on every
 * machine of that kind, without core counts or clocks that a VM reports differently.
 */
export function machineKind(): string {
  const lscpu = run("lscpu", []);
  const model = lscpu?.match(/^Model name:\s*(.+)$/m)?.[1]?.trim();
  return model || os.cpus()[0]?.model.trim() || "unknown";
}

/** The machine the figures belong to. */
export function machine(chromePath = process.env.CHROME_PATH || "/usr/bin/chromium") {
  return {
    kind: machineKind(),
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
    os: osName(),
    node: process.version,
    chromium: run(chromePath, ["--version"]) ?? `not found at ${chromePath}`,
    load: os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / "),
  };
}

const cell = (s: string) => s.replace(/\|/g, "\\|");

/** What the bench measures and how to run it: the same text above every run's figures. */
const HOW = `## How to produce it

Run \`npm run bench\` on a quiet machine (a full run takes about 15 minutes on 2 cores; it builds
first when no build exists), then again with \`--beside-build\`: the bench clones the commit and
runs \`npm run build\` in the clone in a loop for as long as it measures. It writes this file at the
end: the run replaces the earlier runs of the same machine kind (lscpu's model name) and condition
whose sections and pages it measured again, and keeps every other. Everything measured (every
Lighthouse run included, and the machine) goes to \`bench/results.json\`. A target counts as met
only when the latest figure of every machine kind and condition met it: one met on a fast or quiet
machine only is listed as missed. Commit the file with the code it measured.

- Flags: \`--beside-build\` (see above), \`--pages a,b\` (only the pages whose path contains one),
  \`--size large\` (500 games, 3,000 media rows, 200 posts, 50 testimonials), \`--runs N\`
  (Lighthouse runs per page and runs per tap, default 5), \`--only a,b\` (sections below),
  \`--seconds N\` (CPU section), \`--minutes N\` and \`--database both|pglite|postgres\` (memory).
- With \`TEST_DATABASE_URL\` set, the sections that compare databases also run on PostgreSQL.
- Chromium is \`CHROME_PATH\` (default \`/usr/bin/chromium\`).

Sections (the default set is lighthouse, js, taps, cpu, queries, processes, dashboard, quotes):

- **lighthouse**: Lighthouse in Chromium, mobile preset with simulated throttling, a fresh
  browser per run; the run with the median performance score per page. Targets: performance
  ≥ ${TARGETS.performance}, the other scores ${TARGETS.otherScores}, CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpMs / 1000} s,
  TBT ≤ ${TARGETS.tbtMs} ms. The same runs on the taps' reference page (below) give the machine's
  and condition's floor, printed under the figures.
- **js**: the JavaScript each public page loads before any interaction, inline included,
  gzipped. Target: ≤ ${TARGETS.firstLoadKiB} KiB.
- **taps**: an emulated phone (4× CPU throttling through CDP as Lighthouse's mobile preset, 150
  ms RTT, 1.6 Mbps, cold cache) tapping the menu, carousel, every dialog ('Check Price', the
  gallery's lightbox, a game's video player), copy link, the contact form and the filters at
  0.5, 1 and 3 s after the load event, median of the runs: from the tap's input event to the
  next paint showing the answer; INP over a scripted visit. Target: ≤ ${TARGETS.tapMs} ms each, INP ≤ ${TARGETS.inpMs} ms.
  The same tap on a reference page (a button and a popover's number field, no script) at the
  same moments gives the machine's and condition's floor, printed under the figures; it is not
  subtracted from them.
- **cpu**: server CPU per request and requests per second under 12 keep-alive connections for
  /, /shop and a game page, against the same HTML served as files by sirv; also price requests
  and \`/api/health\`. Target: ≤ ${TARGETS.cpuMsPerRequest} ms per public page request.
- **queries**: database queries of a cold render of each page at 50 and 500 games. Target: the
  same count at both sizes.
- **processes**: with \`TEST_DATABASE_URL\`, requests per second for one process against two.
- **dashboard**: the sales dashboard's aggregates at 100,000 leads on PostgreSQL.
- **lists** (by name only): the back-office lists (the WhatsApp sales inbox among them), searches
  and CSV exports at 100,000 rows. Every inbox first page (each tab, a number and a name matching
  about 1,000 leads, a broad name) ≤ 100 ms of server time on both databases; a miss makes the
  bench exit non-zero.
- **inbox** (by name only): a new incoming WhatsApp message (a signed webhook) on the open inbox
  screen in Chromium within 1 s, and routing rules with business hours adding ≤ 5 ms to applying
  one incoming message (medians). A miss makes the bench exit non-zero.
- **memory** (by name only): resident memory of the server's process tree after the first start,
  a restart, every page (and admin screen) once, and over minutes of mixed traffic, with
  \`MEMORY_MB=1024\`. Goals (embedded database / PostgreSQL): ≤ ${MEMORY_TARGETS.pglite.afterStartMb} / ${MEMORY_TARGETS.postgres.afterStartMb} MB after start,
  ≤ ${MEMORY_TARGETS.pglite.afterEveryPageMb} / ${MEMORY_TARGETS.postgres.afterEveryPageMb} MB after every page, peak ≤ ${MEMORY_TARGETS.pglite.peakMb} / ${MEMORY_TARGETS.postgres.peakMb} MB; no upward trend in a run of
  ${MEMORY_TARGETS.trendMinRunMinutes} minutes or more. A missed memory goal makes the bench exit non-zero. Per stage it
  splits the memory as the server sees it (\`GET /api/admin/status\`): V8's heap, external and
  array-buffer memory, the embedded database's WebAssembly memory and what each cache holds.
  Where it went before the heap was sized from \`MEMORY_MB\` (heap snapshots): after every page
  the heap held about 110 MB of rendering garbage V8 had not collected (its limit and 32 MB
  nursery halves were sized for the machine's memory); at start a third of the heap is module
  source text (about 35 MB), the embedded database's WebAssembly memory is 128 MB reserved, and
  next-intl's build plugin had loaded \`@swc/core\` and \`@parcel/watcher\` (about 30 MB).
- **dev** (by name only): \`npm run dev\` in a fresh clone of the commit; five edits each of a
  message, a view, a style and a behaviour, each timed from the file's write to the first reload
  (asked every 50 ms) that shows it. Target: ≤ 2 s, the slowest of each kind.
- **whatsapp** (by name only): 1,000 signed incoming webhook posts in a minute.
- **quotes**: a 10-line quote's PDF in each language, each in a fresh process (target ≤ 1.5 s,
  ≤ 150 MB added); at 10,000 quotes the leads list by each quote state and the quotes dashboard
  (target ≤ 100 ms server time each).
- **portal** (by name only): the after-sale staff lists (machines, claims) at 20,000 machines and
  50,000 claims through their route handlers, first page ≤ 100 ms; a bulletin queued for 5,000
  operators ≤ 5 s.
- **orders** (by name only): the Orders list at 100,000 orders through its route handler: the
  first page ≤ 100 ms, each stage filter, "late only" and search (number, buyer, quote) ≤ 300 ms.
  The quotes section draws the three order documents (pro-forma, packing list, commercial
  invoice) of a 10-line order in each language, ≤ 1.5 s each. A miss of either fails the run.`;

/**
 * How loaded the machine was on purpose: alone, or with `npm run build` running beside the bench
 * the whole time (`--beside-build`). A target must hold in both.
 */
export type Condition = "quiet" | "beside a build";

/** One run as the document shows it, under its machine kind and condition. */
export type BenchRun = {
  startedAt: Date;
  size: string;
  sections: string[];
  /** The pages the page sections were limited to (\`--pages\`), or null for every page. */
  pages: string[] | null;
  condition: Condition;
  /** Beside a build: how many builds ended while the bench measured. */
  besideBuilds?: number;
  runs: number;
  /** The terminal report: every figure table of the sections run. */
  report: string;
  checks: TargetCheck[];
};

/** What a run recorded covers: its machine kind and condition, its sections and pages. */
export type RunKey = {
  kind: string;
  condition: Condition;
  sections: string[];
  pages: string[] | null;
  startedAt: string;
};

/** A run as it stands in the document: its key, text and the targets it checked. */
export type RecordedRun = { key: RunKey; text: string; checks: TargetCheck[] };

const BEGIN = (key: RunKey) => `<!-- bench-run ${JSON.stringify(key).replace(/>/g, "\\u003e")} -->`;
const END = "<!-- end bench-run -->";
// The checks ride along as JSON in a comment, so a later run can judge against them; ">" is
// escaped so no text can close the comment early.
const CHECKS = (checks: TargetCheck[]) =>
  `<!-- bench-checks ${JSON.stringify(checks).replace(/>/g, "\\u003e")} -->`;

/** The runs an existing document holds (none in an older format). */
export function readRuns(md: string): RecordedRun[] {
  const found: RecordedRun[] = [];
  for (const m of md.matchAll(/<!-- bench-run (.*) -->\n([\s\S]*?)<!-- end bench-run -->/g)) {
    const body = m[2]!;
    const json = body.match(/<!-- bench-checks (.*) -->/)?.[1];
    found.push({
      key: JSON.parse(m[1]!) as RunKey,
      text: body.trim(),
      checks: json ? (JSON.parse(json) as TargetCheck[]) : [],
    });
  }
  return found;
}

/** The column a run's figures stand in: its machine kind under its condition. */
export const settingOf = (key: Pick<RunKey, "kind" | "condition">) =>
  `${key.kind}, ${key.condition}`;

/**
 * Whether \`later\` measured everything \`earlier\` did, on the same kind of machine under the same
 * condition: then \`earlier\` is no longer the latest of anything and goes.
 */
function covers(later: RunKey, earlier: RunKey): boolean {
  if (settingOf(later) !== settingOf(earlier)) return false;
  if (!earlier.sections.every((s) => later.sections.includes(s))) return false;
  if (later.pages === null) return true;
  return earlier.pages !== null && earlier.pages.every((p) => later.pages!.includes(p));
}

/** A target as judged over every setting: met only where every setting that measured it met it. */
export type CombinedCheck = {
  target: string;
  subject: string;
  /** Per setting, the latest value and whether it was met (absent: not measured there). */
  bySetting: Record<string, { value: string; met: boolean }>;
  met: boolean;
};

export function combineChecks(runs: RecordedRun[]): CombinedCheck[] {
  const rows = new Map<string, CombinedCheck>();
  // Oldest first, so a setting's latest run that measured a target has the last word on it.
  const byDate = [...runs].sort((a, b) => a.key.startedAt.localeCompare(b.key.startedAt));
  for (const r of byDate)
    for (const c of r.checks) {
      const id = `${c.target}\u0000${c.subject}`;
      const row = rows.get(id) ?? {
        target: c.target,
        subject: c.subject,
        bySetting: {},
        met: true,
      };
      row.bySetting[settingOf(r.key)] = { value: c.value, met: c.met };
      rows.set(id, row);
    }
  for (const row of rows.values()) row.met = Object.values(row.bySetting).every((v) => v.met);
  return [...rows.values()];
}

export async function writeBenchmarksDoc(
  bench: BenchRun | null,
  file = BENCHMARKS_DOC,
  kind = machineKind(),
): Promise<CombinedCheck[]> {
  const intro = [
    "# Benchmarks",
    "",
    "<!-- Written by `npm run bench` (scripts/bench/benchmarks-doc.ts); do not edit by hand. -->",
    "",
  ];
  const earlier = fs.existsSync(file) ? readRuns(fs.readFileSync(file, "utf8")) : [];
  const key: RunKey | null = bench && {
    kind,
    condition: bench.condition,
    sections: bench.sections,
    pages: bench.pages,
    startedAt: bench.startedAt.toISOString(),
  };
  const runs = key
    ? [
        ...earlier.filter((r) => !covers(key, r.key)),
        { key, text: runLines(bench!, key).join("\n"), checks: bench!.checks },
      ].sort(
        (a, b) =>
          settingOf(a.key).localeCompare(settingOf(b.key)) ||
          b.key.startedAt.localeCompare(a.key.startedAt),
      )
    : [];
  const combined = combineChecks(runs);
  const md = key
    ? [
        ...intro,
        "The latest figures of `npm run bench` (`scripts/bench/`) for each kind of machine (lscpu's",
        "model name), quiet and with a build running beside the bench: a run replaces the earlier",
        "runs of its kind and condition whose sections and pages it measured again.",
        "",
        ...combinedLines(combined, runs),
        ...runs.flatMap((r) => [BEGIN(r.key), "", r.text, "", END, ""]),
        HOW,
        "",
      ]
    : [
        ...intro,
        "**No run recorded yet for this commit.** The figures of earlier runs are not repeated",
        "here: they were measured on other code and other machine loads. Run the bench as below",
        "to record this commit's figures.",
        "",
        HOW,
        "",
      ];
  // Formatted as the repository's markdown is, so \`npm run lint\` passes on the written file.
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(md.join("\n"), { ...options, filepath: file }));
  return combined;
}

/** Every target over every setting (machine kind and condition) in the document. */
function combinedLines(combined: CombinedCheck[], runs: RecordedRun[]): string[] {
  const settings = [...new Set(runs.map((r) => settingOf(r.key)))];
  const met = combined.filter((c) => c.met).length;
  return [
    "## Targets over every machine kind and condition",
    "",
    combined.length === 0
      ? "None among the sections run."
      : [
          `${met} of ${combined.length} met. A target counts as met only when the latest figure of every`,
          `machine kind and condition that measured it met it (${settings.join("; ")}).`,
          "",
          `| target | subject | ${settings.map(cell).join(" | ")} | result |`,
          `| ------ | ------- | ${settings.map(() => "---").join(" | ")} | ------ |`,
          ...combined.map((c) => {
            const values = settings.map((k) => {
              const v = c.bySetting[k];
              return v ? `${cell(v.value)}${v.met ? "" : " (missed)"}` : "-";
            });
            return `| ${cell(c.target)} | ${cell(c.subject)} | ${values.join(" | ")} | ${resultCell(c)} |`;
          }),
        ].join("\n"),
    "",
  ];
}

function resultCell(c: CombinedCheck): string {
  if (c.met) return "met";
  const metOn = Object.entries(c.bySetting)
    .filter(([, v]) => v.met)
    .map(([k]) => k);
  return metOn.length ? `**missed** (met on ${cell(metOn.join("; "))} only)` : "**missed**";
}

function runLines(bench: BenchRun, key: RunKey): string[] {
  const m = machine();
  const met = bench.checks.filter((c) => c.met).length;
  return [
    `## ${cell(settingOf(key))}: ${cell(bench.sections.join(", "))}${bench.pages ? ` (${cell(bench.pages.join(", "))})` : ""}`,
    "",
    CHECKS(bench.checks),
    "",
    "| run          | value |",
    "| ------------ | ----- |",
    `| machine kind | ${cell(key.kind)} (lscpu's model name) |`,
    `| condition    | ${key.condition === "quiet" ? "quiet (nothing else started)" : `beside a build (\`npm run build\` in a loop, in a clone: ${bench.besideBuilds ?? "?"} builds completed)`} |`,
    `| commit       | ${cell(commitLine())} |`,
    `| date         | ${key.startedAt} |`,
    `| sections     | ${bench.sections.join(", ")} (content: ${bench.size}; ${bench.runs} runs per Lighthouse page and tap) |`,
    `| pages        | ${bench.pages ? cell(bench.pages.join(", ")) : "every page"} |`,
    `| CPU          | ${cell(m.cpu)}, ${m.cores} cores |`,
    `| memory       | ${m.memoryGb} GB |`,
    `| OS           | ${cell(m.os)} |`,
    `| Node.js      | ${m.node} |`,
    `| Chromium     | ${cell(m.chromium)} |`,
    `| load at end  | ${m.load} (1 / 5 / 15 min) |`,
    "",
    "### Targets in this run",
    "",
    bench.checks.length === 0
      ? "None among the sections run."
      : [
          `${met} of ${bench.checks.length} met.`,
          "",
          "| target | subject | value | result |",
          "| ------ | ------- | ----- | ------ |",
          ...bench.checks.map(
            (c) =>
              `| ${cell(c.target)} | ${cell(c.subject)} | ${cell(c.value)} | ${c.met ? "met" : "**missed**"} |`,
          ),
        ].join("\n"),
    "",
    "### Figures",
    "",
    "As the bench printed them.",
    "",
    "```text",
    bench.report,
    "```",
  ];
}

// `tsx scripts/bench/benchmarks-doc.ts --none` writes the file that says no run is recorded yet.
if (process.argv[1]?.endsWith("benchmarks-doc.ts") && process.argv.includes("--none"))
  await writeBenchmarksDoc(null);
