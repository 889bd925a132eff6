import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, wrapPglite, type Handle } from "@/platform/db/open";
import { pgliteExtensions } from "@/platform/db/pglite-extensions";

/** A new, migrated, empty database: a PGlite clone of the template, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<Handle> {
  if (process.env.TEST_DB === "postgres") return freshPostgres(process.env.TEST_DATABASE_URL!);
  const tar = await fs.readFile(inject("pgliteTemplate"));
  const client = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(tar)]),
    extensions: pgliteExtensions,
  });
  return wrapPglite(client);
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
