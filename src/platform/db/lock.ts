import fs from "node:fs";
import path from "node:path";
import { AppError } from "@/platform/errors";

/** When the process started (Linux clock ticks since boot), so a reused pid is not taken for the holder. */
function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may contain spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderAlive(pid: number, started: string | undefined): boolean {
  if (!Number.isFinite(pid) || pid === process.pid || !isAlive(pid)) return false;
  // After a container restart the old pid often belongs to some other process now.
  const now = started ? startTime(pid) : null;
  return now === null || now === started;
}

/**
 * PGlite keeps no lock of its own: two processes on one data directory corrupt it.
 * Take an exclusive lock file holding our pid and start time; a stale one is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "db.lock");
  const mine = [process.pid, startTime(process.pid)].filter(Boolean).join(" ");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, mine);
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, "utf8").trim() === mine) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const seen = readLock(file);
      const [pidText, started] = seen.split(" ");
      const holder = Number.parseInt(pidText ?? "", 10);
      if (holderAlive(holder, started)) {
        throw new AppError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
            "Stop that process first, or use another DATA_DIR.",
          { code: "DB_LOCKED", severity: "high", details: { pid: holder } },
        );
      }
      // Only the stale lock we looked at: another starter may have just taken it over.
      if (readLock(file) === seen) fs.rmSync(file, { force: true });
    }
  }
  throw new AppError(`Could not lock ${file}`, { code: "DB_LOCKED", severity: "high" });
}

function readLock(file: string): string {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return "";
  }
}
