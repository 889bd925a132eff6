// `npm run dev`: the public site's own build (scripts/build/site.mjs), again after every edit of
// a source file, a message catalogue or the styles, beside Next.js's dev server. The public pages
// are the site renderer's (dist/site-render.js), which the framework's dev server does not build;
// the route handlers load the newest one on the next request (src/site/renderer.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const WATCHED = ["src", "messages"];
// Edits come in bursts (a save writes several files, an editor its backup): one build for a burst.
const QUIET_MS = 100;

// The build runs in this process, so a rebuild pays for no Node.js start and no loading of
// esbuild, PostCSS and Tailwind: an edit shows on the next reload within about a second.
const { buildSite: build } = await import("./build/site.mjs");
async function buildSite(changed) {
  const started = Date.now();
  let ok = true;
  try {
    await build({ dev: true, changed });
  } catch (e) {
    ok = false;
    console.error(e instanceof Error ? e.message : e);
  }
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(ok ? `site rebuilt in ${took}` : `site build failed (${took})`);
  return ok;
}

let running = null;
let timer;
// The files edited since the last build began: only the builds whose inputs they are run again.
// After a failed build everything is built again (a failure may have left any part stale).
let changed = new Set();
let lastFailed = false;

async function rebuild() {
  if (running || changed.size === 0) return;
  const files = lastFailed ? undefined : [...changed];
  changed = new Set();
  running = buildSite(files);
  lastFailed = !(await running);
  running = null;
  void rebuild();
}

if (!(await buildSite())) process.exit(1);

for (const dir of WATCHED)
  fs.watch(dir, { recursive: true }, (_event, file) => {
    if (!file || /(^|\/)\.|~$|\.test\.tsx?$/.test(file)) return;
    changed.add(`${dir}/${file.split(path.sep).join("/")}`);
    clearTimeout(timer);
    timer = setTimeout(rebuild, QUIET_MS);
  });

const next = spawn(
  process.execPath,
  ["node_modules/next/dist/bin/next", "dev", ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
next.on("close", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => next.kill(signal));
