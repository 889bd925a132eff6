import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { pgliteExtensions } from "../../src/platform/db/pglite-extensions";

const migrationsFolder = () => path.join(process.cwd(), "drizzle");

/**
 * Migrate one template per run; each test file gets a copy (fast, isolated): a copy of a PGlite
 * data directory (half a second; creating one from nothing runs initdb, five), or on PostgreSQL
 * `create database … template` of a migrated database, which copies files instead of running
 * every migration again.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === "postgres") return postgresTemplate(project);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "arcade-template-"));
  const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  await client.close();
  project.provide("pgliteTemplate", dir);
  return async () => fs.rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `arcade_template_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    // A template must have no open connection while databases are created from it.
    await client.end();
  }
  project.provide("postgresTemplate", name);
  return () => admin(adminUrl, `drop database if exists ${name} with (force)`);
}

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
