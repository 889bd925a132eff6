import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createUsers, startServer, type StaffUser } from "./server";

/**
 * Template DATA_DIRs for the e2e servers. A server's first start migrates the embedded database,
 * seeds the demo content (sharp renders every demo image) and its users come from the CLI: tens
 * of seconds on two cores. The e2e globalSetup (support/build.ts) does that once per kind, after
 * the build, and each startServer copies the result (the database and the file store are files).
 *
 * Layout under E2E_TEMPLATE_DIR: `seeded/` and `empty/` (migrated, with and without the demo
 * content, no users), and `<kind>-<hash of the users>/` made on first use from the template with
 * all but the last of those users, by running the CLI for the last. Each is built in a scratch
 * directory and renamed into place, so two files asking for the same one at once both end with a
 * whole template.
 */
export type TemplateKind = { seed: boolean; users: StaffUser[] };

function root(): string {
  // Outside the e2e run (a test run alone with another config, the bench) a per-process root.
  process.env.E2E_TEMPLATE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "arcade-e2e-tpl-"));
  return process.env.E2E_TEMPLATE_DIR;
}

export async function templateDataDir(kind: TemplateKind): Promise<string> {
  if (kind.users.length === 0) return baseTemplate(kind.seed);
  // The template with all but the last user (most files start with the same owner), plus the last:
  // one run of the CLI per template instead of one per user.
  const before = await templateDataDir({ seed: kind.seed, users: kind.users.slice(0, -1) });
  const hash = createHash("sha256").update(JSON.stringify(kind.users)).digest("hex").slice(0, 16);
  return build(path.join(root(), `${kind.seed ? "seeded" : "empty"}-${hash}`), async (dir) => {
    fs.cpSync(before, dir, { recursive: true });
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    const env = { NODE_ENV: "production" as const, PUBLIC_SITE_URL: "http://localhost:3000" };
    createUsers({ ...inherited, ...env, DATA_DIR: dir, SEED_DEMO: "false" }, kind.users.slice(-1));
  });
}

/** Migrated (and seeded) by a real first start of the production server, then stopped. */
export async function baseTemplate(seed: boolean): Promise<string> {
  return build(path.join(root(), seed ? "seeded" : "empty"), async (dir) => {
    const server = await startServer({ seed, dataDir: dir, fresh: true });
    await server.stop();
  });
}

async function build(target: string, make: (dir: string) => Promise<void>): Promise<string> {
  if (fs.existsSync(target)) return target;
  const scratch = fs.mkdtempSync(`${target}.tmp-`);
  try {
    await make(scratch);
    // A lock left behind would only be taken over as stale; no copy should start with one.
    fs.rmSync(path.join(scratch, "db.lock"), { force: true });
    fs.renameSync(scratch, target);
  } catch (e) {
    // Someone else finished the same template first: theirs is as good.
    if (!fs.existsSync(target)) throw e;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}
