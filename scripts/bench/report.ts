// The terminal tables and bench/results.json. Everything measured goes to the file; the terminal
// shows the figures that matter and the targets as met / not met.
import fs from "node:fs";
import path from "node:path";
import type { Measured, TargetCheck } from "./targets";
import { TAP_TIMES, type TapRow } from "./taps";

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const id = (p: string) => p.replace(/[0-9a-f-]{36}/, "{id}");

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function render(
  m: Measured & { processes?: string; dashboardLine?: string },
  checks: TargetCheck[],
): string {
  const out: string[] = [];
  if (m.lighthouse) {
    out.push(
      `Lighthouse (mobile, simulated throttling): the run with the median performance score of ${m.lighthouse[0]?.runs.length ?? 0}`,
      table(
        ["page", "perf", "a11y", "best", "seo", "LCP s", "TBT ms", "CLS"],
        m.lighthouse.map(({ path: p, median: r }) => [
          id(p),
          `${r.performance}`,
          `${r.accessibility}`,
          `${r.bestPractices}`,
          `${r.seo}`,
          (r.lcpMs / 1000).toFixed(2),
          r.tbtMs.toFixed(0),
          r.cls.toFixed(3),
        ]),
      ),
      "",
    );
  }
  if (m.lighthouseReference) {
    const { median: r, runs } = m.lighthouseReference;
    const each = (f: (run: typeof r) => string) => `${f(r)} (${runs.map(f).join(", ")})`;
    out.push(
      "The same runs on the taps' reference page (a heading, text, a button and a popover; no script,",
      "no stylesheet): what Lighthouse reads for almost nothing on this machine in this condition",
      table(
        ["page", "perf", "LCP s", "TBT ms"],
        [
          [
            "reference page",
            each((x) => `${x.performance}`),
            each((x) => (x.lcpMs / 1000).toFixed(2)),
            each((x) => x.tbtMs.toFixed(0)),
          ],
        ],
      ),
      "",
    );
  }
  if (m.firstLoad) {
    out.push(
      `First-load JS (gzip), framework floor ${kib(m.firstLoad.floorBytes)} KiB`,
      table(
        ["page", "KiB", "above floor"],
        m.firstLoad.pages.map((p) => [id(p.path), kib(p.gzipBytes), kib(p.aboveFloorBytes)]),
      ),
      "",
    );
  }
  if (m.taps) {
    out.push(
      "Taps on an emulated phone (4x CPU, 150 ms RTT, 1.6 Mbps, cold cache): tap -> answer painted, median ms",
      tapTable(m.taps.taps, (r) => `${r.medianMs}`),
      "",
      "The same tap on a reference page (a button, a popover and its number field; no script, no",
      "stylesheet): this machine's and condition's share of every tap above, median ms",
      tapTable(m.taps.reference, (r) => `${r.medianMs} (${r.runsMs.join(", ")})`),
      "",
      "INP (Event Timing) over a scripted visit",
      table(
        ["page", "INP ms", "interactions"],
        m.taps.inp.map((v) => [id(v.page), v.inpMs.toFixed(0), `${v.interactions}`]),
      ),
      "",
    );
  }
  if (m.cpu) {
    const refused = (r: Record<string, number>) =>
      Object.entries(r)
        .map(([k, v]) => `${v}x${k}`)
        .join(" ") || "-";
    out.push(
      "Server CPU per request and requests per second (medians of the windows); static = the same HTML from sirv",
      table(
        [
          "request",
          "app rps",
          "app CPU ms",
          "static rps",
          "static CPU ms",
          "CPU app/static",
          "non-2xx",
        ],
        m.cpu.map((r) => [
          id(r.name),
          r.app.rps.toFixed(0),
          r.app.cpuMsPerRequest.toFixed(2),
          r.static ? r.static.rps.toFixed(0) : "",
          r.static ? r.static.cpuMsPerRequest.toFixed(3) : "",
          r.static ? `x${(r.app.cpuMsPerRequest / r.static.cpuMsPerRequest).toFixed(1)}` : "",
          refused(r.app.refused),
        ]),
      ),
      "",
    );
  }
  if (m.queries) {
    const { small, large, smallGames, largeGames } = m.queries;
    out.push(
      "Database queries per cold render (first request of a fresh process)",
      table(
        ["page", `${smallGames} games`, `${largeGames} games`, "warm", "constant"],
        small.map((s, i) => [
          id(s.path),
          `${s.cold}`,
          `${large[i]?.cold ?? "?"}`,
          `${large[i]?.warm ?? "?"}`,
          s.cold === large[i]?.cold ? "met" : "NOT MET",
        ]),
      ),
      "",
    );
  }
  if (m.processes) out.push(m.processes, "");
  if (m.memory) {
    const mb = (v: number) => v.toFixed(0);
    out.push(
      `Memory: resident MB of the server's process tree (anon = the main process's anonymous memory: JS heap + database), ${m.memory.minutes} min of mixed traffic sampled every 10 s`,
      table(
        ["database", "first start", "restart", "anon", "every page", "peak", "end", "trend MB/min"],
        m.memory.runs.map((r) => [
          r.database,
          mb(r.afterFreshStart.treeMb),
          mb(r.afterStart.treeMb),
          mb(r.afterStart.anonymousMb),
          mb(r.afterEveryPage.treeMb),
          mb(r.peakMb),
          mb(r.end.treeMb),
          r.trendMbPerMinute.toFixed(2),
        ]),
      ),
      "",
      "Where it goes, per stage: resident (the process tree, /proc), its anonymous and file-backed parts, and the server's own figures (process.memoryUsage(), the embedded database's WebAssembly memory, what each cache that lets go under pressure holds)",
      table(
        [
          "database",
          "stage",
          "resident",
          "anon",
          "file",
          "heap used",
          "heap total",
          "external",
          "array buffers",
          "db wasm",
          "kept (caches)",
        ],
        m.memory.runs.flatMap((r) =>
          (
            [
              ["restart", r.afterStart],
              ["every page", r.afterEveryPage],
              ["end of traffic", r.end],
            ] as const
          ).map(([stage, b]) => {
            const s = b.server;
            const n = (v: number | undefined) => (v === undefined ? "-" : mb(v));
            return [
              r.database,
              stage,
              mb(b.treeMb),
              mb(b.anonymousMb),
              mb(b.fileMb),
              n(s?.heapUsedMb),
              n(s?.heapTotalMb),
              n(s?.externalMb),
              n(s?.arrayBuffersMb),
              n(s?.embeddedMemoryMb),
              s
                ? Object.entries(s.caches)
                    .map(([k, v]) => `${k} ${v === null ? "?" : v.toFixed(1)}`)
                    .join(", ") + (s.pressureDrops ? `; dropped ${s.pressureDrops}x` : "")
                : "-",
            ];
          }),
        ),
      ),
      ...m.memory.runs.map(
        (r) =>
          `${r.database}: native modules loaded ${r.afterStart.nativeModules.join(", ") || "none"}; requests ${Object.entries(
            r.requests,
          )
            .map(([k, v]) => `${k} ${v}`)
            .join(", ")}`,
      ),
      ...(m.memory.skipped ? [m.memory.skipped] : []),
      "",
    );
  }
  if (m.dashboardLine) out.push(m.dashboardLine, "");
  const met = checks.filter((c) => c.met).length;
  if (checks.length === 0) out.push("Targets: none among the sections run");
  else
    out.push(
      `Targets: ${met} of ${checks.length} met`,
      table(
        ["target", "page", "value", "result"],
        checks.map((c) => [c.target, c.subject, c.value, c.met ? "met" : "NOT MET"]),
      ),
    );
  return out.join("\n");
}

export function writeResults(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** A row per tap, a column per moment after the load event. */
function tapTable(rows: TapRow[], cell: (row: TapRow) => string): string {
  return table(
    ["tap", ...TAP_TIMES.map((t) => `at ${t / 1000} s`)],
    [...new Set(rows.map((r) => r.name))].map((name) => [
      name,
      ...TAP_TIMES.map((t) => {
        const row = rows.find((r) => r.name === name && r.afterLoadMs === t);
        return row ? cell(row) : "";
      }),
    ]),
  );
}
