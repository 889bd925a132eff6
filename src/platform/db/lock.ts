import fs from "node:fs";
import path from "node:path";
import { AppError } from "@/platform/errors";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite keeps no lock of its own: two processes on one data directory corrupt it.
 * Take an exclusive lock file holding our pid; a stale one (dead pid) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new AppError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}). ` +
            "Stop that process first, or use another DATA_DIR.",
          { code: "DB_LOCKED", severity: "high", details: { pid: holder } },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new AppError(`Could not lock ${file}`, { code: "DB_LOCKED", severity: "high" });
}
