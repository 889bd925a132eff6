// `npm test`: every stage of the suite in order, stopping at the first that fails, then the time
// each took (the suite's budget is 15 minutes on the 2-core machine; see tests/README.md).
import { spawnSync } from "node:child_process";

const STAGES = [
  ["lint", "lint"],
  ["typecheck", "typecheck"],
  ["dead code", "knip"],
  ["unit + integration", "test:unit"],
  ["e2e", "test:e2e"],
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const rows = [];
let failed = null;
const started = Date.now();
for (const [name, script] of STAGES) {
  const t0 = Date.now();
  const { status, signal } = spawnSync(npm, ["run", "--silent", script], { stdio: "inherit" });
  const ok = status === 0;
  rows.push([name, Date.now() - t0, ok ? "passed" : `FAILED (${signal ?? `exit ${status}`})`]);
  if (!ok) {
    failed = status ?? 1;
    break;
  }
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
};
const width = Math.max(...STAGES.map(([n]) => n.length), "total".length);
console.log("\nStage".padEnd(width + 3) + "Time".padEnd(14) + "Result");
for (const [name, ms, result] of rows)
  console.log(`${name.padEnd(width + 2)}${clock(ms).padEnd(14)}${result}`);
console.log(`${"total".padEnd(width + 2)}${clock(Date.now() - started)}`);
process.exitCode = failed ?? 0;
