import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const RENDERER = "dist/site-render.js";
const SOURCES = ["src", "messages", "scripts/build/site.mjs"];

/** The newest modification time under a path (a file or a folder). */
function newest(p: string): number {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/**
 * The public site's renderer (dist/site-render.js), which the buyer's quote page is rendered by:
 * built as `npm run build` builds it (scripts/build/site.mjs) when it is missing or older than the
 * sources. `npm test` builds first, so there it is already current.
 */
export default function setup() {
  const built = fs.statSync(RENDERER, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built > Math.max(...SOURCES.map(newest))) return;
  execFileSync(process.execPath, ["scripts/build/site.mjs"], { stdio: "inherit" });
}
