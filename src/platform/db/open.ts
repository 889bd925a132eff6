import v8 from "node:v8";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import { pgliteExtensions } from "./pglite-extensions";
import { queryLogger } from "./query-log";
import { assertDatabaseUrl } from "@/platform/config";
import { memoryBudget } from "@/platform/memory-budget";
import { AppError, isAppError } from "@/platform/errors";

// No schema is given to drizzle: the platform knows no module's tables (modules import their own).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Handle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** The embedded database itself (backups dump it with pg_dump). */
  pglite?: PGlite;
};

const migrationsFolder = () => path.join(process.cwd(), "drizzle");

/** Open the embedded database under dataDir/db (with its lock), or PostgreSQL when url is given. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  migrate?: boolean;
  /** One stdout line per query (LOG_QUERIES, see query-log.ts). */
  logQueries?: boolean;
}): Promise<Handle> {
  if (opts.url) assertDatabaseUrl(opts.url);
  const logger = opts.logQueries ? queryLogger : undefined;
  try {
    const handle = opts.url
      ? await openPostgres(opts.url, logger)
      : await openPglite(opts.dataDir, logger);
    try {
      if (opts.migrate !== false) await runMigrations(handle);
    } catch (e) {
      // Release the connection and the data directory lock, or a retry in this process is refused.
      await handle.close().catch(() => {});
      throw e;
    }
    return handle;
  } catch (e) {
    if (isAppError(e)) throw e;
    throw new AppError(`Database initialisation failed: ${(e as Error).message}`, {
      code: "INIT_ERROR",
      severity: "high",
      cause: e,
    });
  }
}

async function openPglite(dataDir: string, logger?: Logger): Promise<Handle> {
  const unlock = acquireDataDirLock(dataDir);
  // Next.js exits on SIGTERM before an async close can run; the lock file still goes with the process.
  process.once("exit", unlock);
  const release = () => {
    process.off("exit", unlock);
    unlock();
  };
  try {
    const { dbSharedBuffersMb, dbWorkMemMb, dbWasmOptimize } = memoryBudget();
    // V8 reads this when it compiles the module, which PGlite.create does next (memory-budget.ts).
    if (!dbWasmOptimize) v8.setFlagsFromString("--liftoff-only");
    const client = await PGlite.create(path.join(dataDir, "db"), {
      extensions: pgliteExtensions,
      // PGlite's own start parameters, plus memory settings for a small server (memory-budget.ts).
      // maintenance_work_mem bounds index builds in migrations and VACUUM (64 MB by default).
      startParams: [
        ...PGlite.defaultStartParams,
        ...["-c", `shared_buffers=${dbSharedBuffersMb}MB`],
        ...["-c", `work_mem=${dbWorkMemMb}MB`],
        ...["-c", `maintenance_work_mem=${Math.max(16, dbWorkMemMb * 4)}MB`],
        ...["-c", "temp_buffers=2MB"],
      ],
    });
    const db = drizzlePglite(client, { logger }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      pglite: client,
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

async function openPostgres(url: string, logger?: Logger): Promise<Handle> {
  // A new connection to a database on a busy two-core server can take seconds to start; waiting
  // ten is better than answering a 500, and still ends a wait on a server that is down.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server would otherwise be an unhandled 'error' event that ends
  // the process; the next query opens a new connection instead.
  pool.on("error", (e) => console.error("Database connection lost", e));
  await pool.query("select 1");
  const db = drizzlePg(pool, { logger }) as unknown as Db;
  return { db, kind: "postgres", close: () => pool.end() };
}

async function runMigrations(handle: Handle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder: migrationsFolder() });
  } else {
    await migrateUnderLock(handle);
  }
}

/** Any fixed number: processes of this app agree on it, nothing else takes it. */
const MIGRATION_LOCK = 7_314_159_265;

/**
 * Several processes starting at once would each run the same migrations; a session-level advisory
 * lock on a dedicated connection makes them take turns, and the later ones find nothing to do.
 */
async function migrateUnderLock(handle: Handle): Promise<void> {
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client) as never, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Wrap an already-open PGlite (tests clone one from a migrated template). */
export function wrapPglite(client: PGlite): Handle {
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: "pglite",
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
