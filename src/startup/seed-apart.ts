import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// On the embedded database the demo seed runs in a child process before the server opens the
// database. PGlite's WebAssembly memory grows with what it writes and never shrinks, so
// a seed inside the server kept it about 100 MB above a restart for the rest of its life.

/** A file in DATA_DIR: the child has run there once, so later starts skip it (and its ~2 s). */
export const SEED_CHECKED = ".demo-seed-checked";

export function seedApart(distDir: string) {
  const env = process.env;
  if (env.DATABASE_URL || /^(false|0)$/i.test(env.SEED_DEMO ?? "")) return;
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const script = path.join(distDir, "seed.js");
  if (fs.existsSync(path.join(dataDir, SEED_CHECKED)) || !fs.existsSync(script)) return;
  // react-server: the seed's modules import "server-only", as they do inside Next.js.
  execFileSync(process.execPath, ["--conditions=react-server", script], {
    stdio: "inherit",
    env,
  });
}
