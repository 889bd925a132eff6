import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server";

/**
 * `npm run dev` as a newcomer runs it: in a fresh clone of this repository's last commit, on the
 * embedded database with the demo content. Used by the dev loop's test (that every page answers and
 * an edit shows) and its bench (how soon an edit shows: scripts/bench/dev-loop.ts).
 */
export type DevClone = {
  url: string;
  get: (p: string) => Promise<{ status: number; html: string }>;
  /** Asks for `p` every `everyMs` until `shown` holds of its HTML: the milliseconds it took. */
  reloadUntil: (p: string, shown: (html: string) => boolean, everyMs?: number) => Promise<number>;
  /** Replaces `from` with `to` in a file of the clone. */
  edit: (file: string, from: string, to: string) => void;
  append: (file: string, text: string) => void;
  stop: () => void;
};

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** The clone's node_modules as hard links of this one's (as `npm ci` would lay them out). */
function linkModules(into: string) {
  try {
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), into]);
  } catch {
    // Another file system: copied instead (slower, the same files).
    execFileSync("cp", ["-a", path.join(ROOT, "node_modules"), into]);
  }
}

export async function startDevClone(): Promise<DevClone> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "dev-loop-"));
  const dir = path.join(parent, "app");
  execFileSync("git", ["clone", "-q", "--no-hardlinks", ROOT, dir]);
  linkModules(dir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child: ChildProcess = spawn(
    "npm",
    ["run", "dev", "--", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: dir,
      env: {
        NODE_ENV: "development",
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: path.join(dir, "data"),
        NEXT_TELEMETRY_DISABLED: "1",
      },
      detached: true,
    },
  );
  child.stdout?.on("data", (d) => log.push(String(d)));
  child.stderr?.on("data", (d) => log.push(String(d)));
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    fs.rmSync(parent, { recursive: true, force: true });
  };

  const get = async (p: string) => {
    const res = await fetch(new URL(p, url), { redirect: "manual" });
    return { status: res.status, html: await res.text() };
  };
  const reloadUntil = async (p: string, shown: (html: string) => boolean, everyMs = 250) => {
    const start = performance.now();
    while (performance.now() - start < 120_000) {
      if (shown((await get(p)).html)) return performance.now() - start;
      await new Promise((r) => setTimeout(r, everyMs));
    }
    throw new Error(`${p}: the edit never showed\n${log.slice(-40).join("")}`);
  };
  const edit = (file: string, from: string, to: string) => {
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, "utf8");
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
    fs.writeFileSync(full, text.replace(from, to));
  };
  const append = (file: string, text: string) => fs.appendFileSync(path.join(dir, file), text);

  // First start: the site's build, the database with its demo content, the first compile.
  const start = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev stopped\n${log.join("")}`);
      if (Date.now() - start > 600_000) throw new Error(`no page after 10 min\n${log.join("")}`);
      const ok = await get("/about")
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
  } catch (e) {
    stop();
    throw e;
  }
  return { url, get, reloadUntil, edit, append, stop };
}
