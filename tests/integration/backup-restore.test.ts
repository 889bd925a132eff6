import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { openDatabase, type Handle } from "@/platform/db/open";
import { seedDemoOnce } from "@/startup/seed-demo";
import { migratedDataDir } from "../setup/fresh-database";
import { scriptArgs } from "../support/package-script";

// npm run db:backup / db:restore, run the way docs/operations.md says (the scripts' commands,
// without npm in front): back up the demo, restore it into an empty DATA_DIR (and database), and
// find every row and every file again. On the embedded database (integration-embedded, or
// integration without a server); on PostgreSQL with its own pg_dump.

const onServer = process.env.TEST_DB === "postgres";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "";
type Result = { code: number | null; out: string };
const pgTool = (name: string) =>
  process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name;

function run(script: "db:backup" | "db:restore", args: string[], env: Record<string, string>) {
  return new Promise<Result>((resolve, reject) => {
    const childEnv = { ...process.env, ...env } as NodeJS.ProcessEnv;
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, [...scriptArgs(script), ...args], {
      env: childEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

/** Every row of every table of ours, as one fingerprint per table. */
async function rows(handle: Handle): Promise<Record<string, string>> {
  const tables = (await handle.db.execute(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  )) as unknown as { rows: Array<{ s: string; t: string }> };
  const out: Record<string, string> = {};
  for (const { s, t } of tables.rows) {
    const r = (await handle.db.execute(
      sql.raw(
        `select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${s}"."${t}" x`,
      ),
    )) as unknown as { rows: Array<{ n: string; h: string }> };
    out[`${s}.${t}`] = `${r.rows[0]!.n} rows ${r.rows[0]!.h}`;
  }
  return out;
}

/** Every stored file (objects and metadata) with a hash of its bytes. */
function files(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, "storage");
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(root, { recursive: true }) as string[]) {
    const full = path.join(root, f);
    if (fs.statSync(full).isFile())
      out[f] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return out;
}

async function createDatabase(): Promise<string> {
  const name = `arcade_backup_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-backup-"));
const source = path.join(tmp, "source");
const target = path.join(tmp, "target");
const archive = path.join(tmp, "demo-backup.tar.gz");
// Read in beforeAll: at import time the per-file setup has not set it yet.
let testDataDir: string | undefined;
let sourceUrl = "";
let targetUrl = "";
let expectedRows: Record<string, string>;
let expectedFiles: Record<string, string>;
const open = (dataDir: string, url: string) => openDatabase({ dataDir, url: url || undefined });
// With DATABASE_URL every process, the backup commands included, shares the same two secrets.
const SHARED_SECRETS = {
  AUTH_SECRET: randomBytes(32).toString("base64"),
  SECRETS_KEY: randomBytes(32).toString("base64"),
};
const env = (dataDir: string, url: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  ...(url ? SHARED_SECRETS : {}),
});

beforeAll(async () => {
  testDataDir = process.env.DATA_DIR;
  if (onServer) {
    sourceUrl = await createDatabase();
    targetUrl = await createDatabase();
  }
  // The demo, seeded into its own DATA_DIR the way the server does on first start (the embedded
  // database unpacked from the run's migrated template rather than created from nothing).
  if (!onServer) await migratedDataDir(source);
  process.env.DATA_DIR = source;
  resetConfigForTests();
  const handle = await open(source, sourceUrl);
  try {
    expect(await seedDemoOnce(handle.db)).toBe(true);
    // A signed-in owner and a pending one-time verification: an archive must carry neither.
    await handle.db.execute(sql`
      insert into "user" (id, name, email, role) values ('u-backup', 'Owner', 'o@example.com', 'owner')`);
    await handle.db.execute(sql`
      insert into session (id, expires_at, token, user_id)
      values ('s-backup', now() + interval '1 day', 'live-session-token-value', 'u-backup')`);
    await handle.db.execute(sql`
      insert into verification (id, identifier, value, expires_at)
      values ('v-backup', 'two-factor', 'one-time-verification-value', now() + interval '1 hour')`);
    expectedRows = await rows(handle);
    expect(expectedRows["public.session"]).toMatch(/^1 rows/);
    // Restored without their rows: everyone signs in again.
    expectedRows["public.session"] = "0 rows ";
    expectedRows["public.verification"] = "0 rows ";
  } finally {
    await handle.close();
  }
  fs.writeFileSync(path.join(source, "auth-secret"), "generated-secret-of-this-install");
  expectedFiles = files(source);
}, 180_000);

afterAll(async () => {
  if (testDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = testDataDir;
  resetConfigForTests();
  if (onServer) await Promise.all([dropDatabase(sourceUrl), dropDatabase(targetUrl)]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("npm run db:backup and db:restore", () => {
  it("backs up the demo and restores every row and file into an empty DATA_DIR", async () => {
    expect(Object.keys(expectedFiles).length).toBeGreaterThan(20);
    expect(expectedRows["public.games"]).toMatch(/^[1-9]\d* rows/);

    const backup = await run("db:backup", ["--out", archive], env(source, sourceUrl));
    expect(backup.out).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);
    // Owner-only, and no live session token or one-time value inside.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    const unpacked = fs.mkdtempSync(path.join(tmp, "unpacked-"));
    await tar.x({ file: archive, cwd: unpacked });
    // pg_dump's custom format is compressed: read it as SQL through pg_restore.
    const dump = onServer
      ? execFileSync(pgTool("pg_restore"), ["--file=-", path.join(unpacked, "database.dump")])
      : fs.readFileSync(path.join(unpacked, "database.sql"));
    expect(dump.includes("live-session-token-value")).toBe(false);
    expect(dump.includes("one-time-verification-value")).toBe(false);
    expect(dump.includes("o@example.com")).toBe(true);

    const restored = await run("db:restore", ["--in", archive], env(target, targetUrl));
    expect(restored.out).toContain("Restored the");
    expect(restored.code).toBe(0);

    const handle = await open(target, targetUrl);
    try {
      expect(await rows(handle)).toEqual(expectedRows);
    } finally {
      await handle.close();
    }
    expect(files(target)).toEqual(expectedFiles);
    // The secret that decrypts the stored integration secrets stays out of an archive unless
    // the owner asks for it (--with-secrets).
    expect(fs.existsSync(path.join(unpacked, "auth-secret"))).toBe(false);
    expect(fs.existsSync(path.join(target, "auth-secret"))).toBe(false);
  }, 300_000);

  it("carries the generated auth secret only with --with-secrets", async () => {
    const withSecrets = path.join(tmp, "with-secrets.tar.gz");
    const made = await run(
      "db:backup",
      ["--out", withSecrets, "--with-secrets"],
      env(source, sourceUrl),
    );
    expect(made.code).toBe(0);
    const unpacked = fs.mkdtempSync(path.join(tmp, "unpacked-secrets-"));
    await tar.x({ file: withSecrets, cwd: unpacked });
    // With PostgreSQL the secret is in the environment (AUTH_SECRET): no file to carry.
    if (onServer) expect(fs.existsSync(path.join(unpacked, "auth-secret"))).toBe(false);
    else
      expect(fs.readFileSync(path.join(unpacked, "auth-secret"), "utf8")).toBe(
        "generated-secret-of-this-install",
      );
  }, 300_000);

  it("refuses a target that is not empty unless --force", async () => {
    const again = await run("db:restore", ["--in", archive], env(target, targetUrl));
    expect(again.code).toBe(1);
    expect(again.out).toContain("The target is not empty");
    expect(again.out).toContain("--force");

    // A stray file in the target is replaced by the archive's store, not kept beside it.
    fs.writeFileSync(path.join(target, "storage", "game-media", "stray.png"), "x");
    const forced = await run("db:restore", ["--in", archive, "--force"], env(target, targetUrl));
    expect(forced.code).toBe(0);
    expect(files(target)).toEqual(expectedFiles);
    const handle = await open(target, targetUrl);
    try {
      expect(await rows(handle)).toEqual(expectedRows);
    } finally {
      await handle.close();
    }
  }, 300_000);

  it.skipIf(onServer)(
    "refuses to back up or restore an embedded database a server holds, saying to stop it",
    async () => {
      const server = await open(source, "");
      try {
        const backup = await run(
          "db:backup",
          ["--out", path.join(tmp, "x.tar.gz")],
          env(source, ""),
        );
        expect(backup.code).toBe(1);
        expect(backup.out).toContain("Stop the server first");
        expect(backup.out).toContain(`pid ${process.pid}`);
        expect(fs.existsSync(path.join(tmp, "x.tar.gz"))).toBe(false);
        const restore = await run("db:restore", ["--in", archive, "--force"], env(source, ""));
        expect(restore.code).toBe(1);
        expect(restore.out).toContain("Stop the server first");
      } finally {
        await server.close();
      }
    },
    300_000,
  );

  it("refuses a file that is not one of its archives", async () => {
    const bogus = path.join(tmp, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not an archive");
    const empty = path.join(tmp, "empty");
    const res = await run("db:restore", ["--in", bogus], env(empty, targetUrl));
    expect(res.code).toBe(1);
    expect(res.out).toContain("Not a backup archive of this site");
  }, 120_000);
});
