// `npm test`: every stage of the suite, each started once the stages it needs have passed, then
// when each started and how long it took (the suite's budget is 15 minutes on the 2-core machine;
// see tests/README.md). After a failure no further stage starts; those running finish.
//
// The machine is busy throughout (the suite is CPU-bound on two cores). What decides the total is
// the chain build → e2e → e2e (timed), so nothing competes with the build: measured, starting
// unit + integration beside it delayed the e2e files by more than it gained (17:40 against 16:45).
//   1. the static checks (each one thread) beside the production build the e2e tests use;
//   2. unit + integration beside the e2e files (each with two workers);
//   3. last and alone, the e2e files that hold a promise on the wall clock (vitest.config.ts).
// Each stage's output is held and printed whole when it ends, so it does not interleave.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** name, npm scripts run one by one, and the stages that must have passed first. */
const STATIC = ["lint", "typecheck", "dead code", "build"];
const STAGES = [
  ["lint", ["format:check", "lint:code"], []],
  ["typecheck", ["typecheck"], []],
  ["dead code", ["knip"], []],
  ["build", ["build"], []],
  ["unit + integration", ["test:unit"], STATIC],
  ["e2e", ["test:e2e:main"], STATIC],
];
STAGES.push(["e2e (timed)", ["test:e2e:timed"], STAGES.map(([name]) => name)]);

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
// The suite's build goes without server source maps (next.config.mjs): no test reads a stack.
process.env.BUILD_SOURCE_MAPS = "false";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = Date.now();

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
  const at = t0 - started;
  let bad;
  for (const script of scripts) {
    const result = await run(script, alone && scripts.length === 1);
    if (!result.ok) {
      bad = result;
      break;
    }
  }
  const result = bad ? `FAILED (${bad.signal ?? `exit ${bad.status}`})` : "passed";
  return { name, at, ms: Date.now() - t0, result, status: bad ? (bad.status ?? 1) : 0 };
}

const rows = [];
const passed = new Set();
const running = new Map();
let failed = 0;
for (;;) {
  if (!failed)
    for (const spec of STAGES) {
      const [name, , needs] = spec;
      if (running.has(name) || rows.some((r) => r.name === name)) continue;
      if (!needs.every((n) => passed.has(n))) continue;
      // The last stage runs alone (nothing else is left), so its output streams as it comes.
      const alone = running.size === 0 && STAGES.every(([n]) => n === name || passed.has(n));
      running.set(name, stage(spec, alone));
    }
  if (running.size === 0) break;
  const done = await Promise.race(running.values());
  running.delete(done.name);
  rows.push(done);
  if (done.status === 0) passed.add(done.name);
  else failed ||= done.status;
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
};
const names = STAGES.map(([n]) => n);
const width = Math.max(...names.map((n) => n.length), "total".length);
console.log("\nStage".padEnd(width + 3) + "Started".padEnd(14) + "Time".padEnd(14) + "Result");
rows.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
for (const { name, at, ms, result } of rows)
  console.log(`${name.padEnd(width + 2)}${clock(at).padEnd(14)}${clock(ms).padEnd(14)}${result}`);
console.log(`${"total".padEnd(width + 2)}${clock(Date.now() - started)}`);
if (rows.length < names.length) console.log("(the stages that needed a failed one did not run)");
fs.rmSync(templates, { recursive: true, force: true });
process.exitCode = failed;
