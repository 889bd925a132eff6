import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { pgliteExtensions } from "../../src/platform/db/pglite-extensions";

/** Migrate one PGlite template per run; each test file clones its data directory (fast, isolated). */
export default async function setup(project: TestProject) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), "drizzle") });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "arcade-template-"));
  const file = path.join(dir, "template.tar");
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => fs.rm(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
