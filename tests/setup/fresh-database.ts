import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, wrapPglite, type Handle } from "@/platform/db/open";
import { pgliteExtensions } from "@/platform/db/pglite-extensions";

/**
 * A new, migrated, empty database: PGlite on a copy of the run's migrated template
 * (setup/db-template.ts), or a new PostgreSQL database.
 */
export async function freshDatabase(): Promise<Handle> {
  if (process.env.TEST_DB === "postgres") return freshPostgres(process.env.TEST_DATABASE_URL!);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "arcade-it-db-"));
  await fs.cp(inject("pgliteTemplate"), dir, { recursive: true });
  const handle = wrapPglite(await PGlite.create({ dataDir: dir, extensions: pgliteExtensions }));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new DATA_DIR (`dir`, or a temporary one) holding a migrated, empty embedded database on disk,
 * as a server leaves it, for tests of opening one: a copy of the run's template takes half a
 * second, a database created from nothing (PostgreSQL's initdb, in WebAssembly) five.
 */
export async function migratedDataDir(dir?: string): Promise<string> {
  if (dir) await fs.mkdir(dir, { recursive: true });
  else dir = await fs.mkdtemp(path.join(os.tmpdir(), "arcade-migrated-"));
  await fs.cp(inject("pgliteTemplate"), path.join(dir, "db"), { recursive: true });
  return dir;
}

async function freshPostgres(adminUrl: string): Promise<Handle> {
  const name = `arcade_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated template (setup/db-template.ts); migrating below is then a no-op.
  await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: "" });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
