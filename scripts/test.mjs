// `npm test`: every stage of the suite, stopping after the first group with a failure, then the
// time each stage took (the suite's budget is 15 minutes on the 2-core machine; see
// tests/README.md).
//
// Stages in a group run at the same time. Measured on the 2-core machine, most stages leave a
// core idle much of the time (a test waits on a database, a server, a browser's timers), so:
//   1. the static checks (each one thread) beside the production build the e2e tests use;
//   2. unit + integration beside the e2e files (each with two workers);
//   3. last and alone, the e2e files that hold a promise on the wall clock (vitest.config.ts).
// Each stage's output is held and printed whole when it ends, so it does not interleave.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Groups run in order; the stages of a group at the same time; a stage's scripts one by one. */
const GROUPS = [
  [
    ["lint", ["format:check", "lint:code"]],
    ["typecheck", ["typecheck"]],
    ["dead code", ["knip"]],
    ["build", ["build"]],
  ],
  [
    ["unit + integration", ["test:unit"]],
    ["e2e", ["test:e2e:main"]],
  ],
  [["e2e (timed)", ["test:e2e:timed"]]],
];

// The e2e stages use the build above, and share the template data directories the first makes.
const templates = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-e2e-tpl-"));
process.env.E2E_SKIP_BUILD = "1";
process.env.E2E_TEMPLATE_DIR = templates;
// The demo is seeded half a dozen times in a run (e2e templates, first starts, backups); its
// pictures are drawn once and kept for this run only (src/platform/seed/images.ts).
process.env.SEED_PICTURE_CACHE = path.join(templates, "seed-pictures");
// Every Node process of the run (Vitest's workers, ~35 servers, the CLIs) compiles the same
// modules: Node's on-disk compile cache keeps V8's code for the next one (~0.4 s of a server's 3 s
// start). It checks each file's contents, so an edited module is compiled anew.
process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), "arcade-node-compile-cache");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs one npm script; alone in its group it writes straight to the terminal, else held. */
function run(script, alone) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    child.on("close", (status, signal) => {
      if (out.length) process.stdout.write(`\n> ${script}\n${Buffer.concat(out)}`);
      resolve({ ok: status === 0, status, signal });
    });
  });
}

async function stage([name, scripts], alone) {
  const t0 = Date.now();
  let bad;
  for (const script of scripts) {
    const result = await run(script, alone && scripts.length === 1);
    if (!result.ok) {
      bad = result;
      break;
    }
  }
  const result = bad ? `FAILED (${bad.signal ?? `exit ${bad.status}`})` : "passed";
  return { name, ms: Date.now() - t0, result, status: bad ? (bad.status ?? 1) : 0 };
}

const rows = [];
let failed = 0;
const started = Date.now();
for (const group of GROUPS) {
  const done = await Promise.all(group.map((s) => stage(s, group.length === 1)));
  rows.push(...done);
  failed = done.find((r) => r.status !== 0)?.status ?? 0;
  if (failed) break;
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
};
const names = GROUPS.flat().map(([n]) => n);
const width = Math.max(...names.map((n) => n.length), "total".length);
console.log("\nStage".padEnd(width + 3) + "Time".padEnd(14) + "Result");
for (const { name, ms, result } of rows)
  console.log(`${name.padEnd(width + 2)}${clock(ms).padEnd(14)}${result}`);
console.log(`${"total".padEnd(width + 2)}${clock(Date.now() - started)}`);
if (rows.length < names.length) console.log("(the stages after a failed group did not run)");
fs.rmSync(templates, { recursive: true, force: true });
process.exitCode = failed;
