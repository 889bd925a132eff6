// `npm run bench -- --beside-build`: the measurements with `npm run build` running beside them the
// whole time, as on a machine where a deploy or a colleague's build shares the cores. The build
// runs in a clone of the commit measured (its node_modules hard-linked), so it never touches the
// build the bench serves; it starts again each time it ends, until the bench stops it.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type BesideBuild = { stop: () => Promise<{ builds: number }> };

export function startBesideBuild(progress: (l: string) => void): BesideBuild {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-beside-"));
  const dir = path.join(root, "app");
  execFileSync("git", ["clone", "-q", "--no-hardlinks", process.cwd(), dir]);
  try {
    execFileSync("cp", ["-al", path.resolve("node_modules"), dir]);
  } catch {
    execFileSync("cp", ["-a", path.resolve("node_modules"), dir]);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR;
  let child: ChildProcess | undefined;
  let stopped = false;
  let builds = 0;
  let failure: string | undefined;
  const once = () => {
    if (stopped) return;
    // Its own process group, so stopping it stops the compilers it starts too.
    child = spawn("npm", ["run", "--silent", "build"], {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env,
    });
    const errors: Buffer[] = [];
    child.stderr?.on("data", (d: Buffer) => errors.push(d));
    child.on("close", (code) => {
      if (stopped) return;
      if (code !== 0) {
        // A build that fails at once would leave the machine quiet while the run says otherwise.
        failure = `the build beside the bench failed (exit ${code}): ${Buffer.concat(errors).toString().slice(-400)}`;
        progress(failure);
        return;
      }
      builds++;
      once();
    });
  };
  once();
  // A bench that dies mid-run must not leave builds running behind it.
  const orphaned = () => {
    if (child?.pid && child.exitCode === null)
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
  };
  process.once("exit", orphaned);
  progress(`a build runs beside the bench, in ${dir}`);
  return {
    async stop() {
      stopped = true;
      process.off("exit", orphaned);
      if (child?.pid && child.exitCode === null) {
        const ended = new Promise((r) => child!.once("close", r));
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // Already gone.
        }
        await ended;
      }
      fs.rmSync(root, { recursive: true, force: true });
      if (failure) throw new Error(failure);
      return { builds };
    },
  };
}
