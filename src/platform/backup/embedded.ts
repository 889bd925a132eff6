import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { acquireDataDirLock } from "@/platform/db/lock";
import { pgliteExtensions } from "@/platform/db/pglite-extensions";
import { openDatabase } from "@/platform/db/open";
import { AppError, isAppError } from "@/platform/errors";
import { TABLES_WITHOUT_DATA } from "./archive";

const dbDir = (dataDir: string) => path.join(dataDir, "db");

export const hasEmbeddedDatabase = (dataDir: string) =>
  fs.existsSync(path.join(dbDir(dataDir), "PG_VERSION"));

/** The lock error, told in terms of what to do: the embedded database has one owner at a time. */
function stopServerFirst(e: unknown, dataDir: string, command: string): unknown {
  if (!isAppError(e) || e.code !== "DB_LOCKED") return e;
  const pid = (e.details as { pid?: number } | undefined)?.pid;
  return new AppError(
    `Stop the server first: the embedded database in ${dataDir} is in use by a running process` +
      `${pid ? ` (pid ${pid})` : ""}, and it has a single owner at a time. Then run ${command} again.`,
    { code: "DB_LOCKED", severity: "high", cause: e },
  );
}

/** pg_dump of the embedded database (plain SQL, as pglite-tools writes it) into `file`. */
export async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  if (!hasEmbeddedDatabase(dataDir))
    throw new AppError(`There is no embedded database in ${dataDir} to back up.`, {
      code: "NO_DATABASE",
    });
  const handle = await openDatabase({ dataDir, migrate: false }).catch((e) => {
    throw stopServerFirst(e, dataDir, "npm run db:backup");
  });
  try {
    const dump = await pgDump({
      pg: handle.pglite!,
      args: TABLES_WITHOUT_DATA.map((t) => `--exclude-table-data=public.${t}`),
    });
    await fsp.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** Holds the data directory for a restore, so no server can open it meanwhile. */
export function lockForRestore(dataDir: string): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (e) {
    throw stopServerFirst(e, dataDir, "npm run db:restore");
  }
}

/**
 * Creates the embedded database from a SQL dump (the caller holds the lock). Any database there
 * before is replaced; a dump that fails half-way leaves no database rather than a partial one.
 */
export async function restoreEmbedded(dataDir: string, sqlFile: string): Promise<void> {
  await fsp.rm(dbDir(dataDir), { recursive: true, force: true });
  const pg = await PGlite.create(dbDir(dataDir), { extensions: pgliteExtensions });
  try {
    await pg.exec(await fsp.readFile(sqlFile, "utf8"));
    await pg.close();
  } catch (e) {
    if (!pg.closed) await pg.close().catch(() => undefined);
    await fsp.rm(dbDir(dataDir), { recursive: true, force: true });
    throw new AppError(`The database dump could not be restored: ${(e as Error).message}`, {
      code: "RESTORE_FAILED",
      cause: e,
    });
  }
}
