import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { config } from "@/platform/config";
import { AppError, isAppError } from "@/platform/errors";
import {
  AUTH_SECRET,
  listFiles,
  MANIFEST,
  readArchive,
  STORAGE,
  writeArchive,
  type Manifest,
} from "./archive";
import { dumpEmbedded, hasEmbeddedDatabase, lockForRestore, restoreEmbedded } from "./embedded";
import { dumpServer, restoreServer, serverHasTables } from "./server";

// npm run db:backup -- --out FILE and npm run db:restore -- --in FILE (docs/operations.md, "Backups").

const USAGE = {
  backup: "Usage: npm run db:backup -- --out FILE [--force] [--with-secrets]",
  restore: "Usage: npm run db:restore -- --in FILE [--force]",
};

class CliError extends Error {}

function progress(total: number) {
  if (!process.stdout.isTTY || total === 0) return { tick: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: "  files {bar} {value}/{total}" },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { tick: () => bar.increment(), stop: () => bar.stop() };
}

const kindLabel = (k: Manifest["database"]) =>
  k === "pglite" ? "embedded database" : "PostgreSQL database";

async function backup(out: string, force: boolean, withSecrets = false): Promise<string> {
  const cfg = config();
  const target = path.resolve(out);
  if (fs.existsSync(target) && !force)
    throw new CliError(`${target} already exists; choose another file or pass --force.`);
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), "arcadia-backup-"));
  try {
    const kind: Manifest["database"] = cfg.DATABASE_URL ? "postgres" : "pglite";
    const dump = kind === "postgres" ? "database.dump" : "database.sql";
    if (cfg.DATABASE_URL) await dumpServer(cfg.DATABASE_URL, path.join(staging, dump));
    else await dumpEmbedded(cfg.dataDir, path.join(staging, dump));

    const entries = [MANIFEST, dump];
    const storage = path.join(cfg.dataDir, STORAGE);
    const files = await listFiles(storage);
    if (files.length > 0) {
      await fsp.symlink(storage, path.join(staging, STORAGE), "dir");
      entries.push(STORAGE);
    }
    // The generated auth secret decrypts the stored integration secrets (and signs sessions), so
    // an archive holds it only when the owner asks: whoever holds the archive alone must not
    // read the WhatsApp token. Without it, those secrets are entered again after a restore.
    if (withSecrets && !cfg.AUTH_SECRET && fs.existsSync(path.join(cfg.dataDir, AUTH_SECRET))) {
      await fsp.copyFile(path.join(cfg.dataDir, AUTH_SECRET), path.join(staging, AUTH_SECRET));
      entries.push(AUTH_SECRET);
    }
    const manifest: Manifest = {
      format: "arcadia-backup",
      version: 1,
      database: kind,
      dump,
      createdAt: new Date().toISOString(),
      files: files.length,
    };
    await fsp.writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    const partial = `${target}.partial`;
    const bar = progress(files.length);
    try {
      await writeArchive(partial, staging, entries, bar.tick);
    } finally {
      bar.stop();
    }
    await fsp.rename(partial, target);
    return `Backup written to ${target}: the ${kindLabel(kind)} and ${files.length} stored files.`;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

async function restore(file: string, force: boolean): Promise<string> {
  const cfg = config();
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new CliError(`${source} does not exist.`);
  await fsp.mkdir(cfg.dataDir, { recursive: true });
  // The embedded database and the files stay ours from the emptiness check to the end.
  const unlock = cfg.DATABASE_URL ? () => {} : lockForRestore(cfg.dataDir);
  const staging = await fsp.mkdtemp(path.join(cfg.dataDir, ".restore-"));
  try {
    const manifest = await readArchive(source, staging);
    const kind: Manifest["database"] = cfg.DATABASE_URL ? "postgres" : "pglite";
    if (manifest.database !== kind)
      throw new CliError(
        `This archive holds an ${kindLabel(manifest.database)}, but the target is an ` +
          `${kindLabel(kind)}. ${
            manifest.database === "pglite"
              ? "Unset DATABASE_URL to restore it into DATA_DIR."
              : "Set DATABASE_URL to the PostgreSQL server to restore it into."
          }`,
      );

    const storage = path.join(cfg.dataDir, STORAGE);
    const hasDb = cfg.DATABASE_URL
      ? await serverHasTables(cfg.DATABASE_URL)
      : hasEmbeddedDatabase(cfg.dataDir);
    const hasFiles = (await listFiles(storage)).length > 0;
    if ((hasDb || hasFiles) && !force) {
      const what = [hasDb && "a database", hasFiles && "stored files"]
        .filter(Boolean)
        .join(" and ");
      throw new CliError(
        `The target is not empty: it already holds ${what} ` +
          `(${cfg.DATABASE_URL ? "DATABASE_URL" : `DATA_DIR ${cfg.dataDir}`}). Restore into an ` +
          "empty one, or pass --force to replace what is there.",
      );
    }

    const dump = path.join(staging, manifest.dump);
    if (cfg.DATABASE_URL) await restoreServer(cfg.DATABASE_URL, dump, hasDb);
    else await restoreEmbedded(cfg.dataDir, dump);

    await fsp.rm(storage, { recursive: true, force: true });
    const restored = path.join(staging, STORAGE);
    if (fs.existsSync(restored)) await fsp.rename(restored, storage);
    if (fs.existsSync(path.join(staging, AUTH_SECRET)))
      await fsp.copyFile(path.join(staging, AUTH_SECRET), path.join(cfg.dataDir, AUTH_SECRET));
    const files = (await listFiles(storage)).length;
    return `Restored the ${kindLabel(kind)} and ${files} stored files from ${source} (backup of ${manifest.createdAt}).`;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    unlock();
  }
}

/** Runs a command with its arguments; prints the outcome or the reason it refused. */
export async function runBackupCommand(cmd: "backup" | "restore", argv: string[]): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        out: { type: "string" },
        in: { type: "string" },
        force: { type: "boolean", default: false },
        "with-secrets": { type: "boolean", default: false },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
    const file = cmd === "backup" ? values.out : values.in;
    if (values.help || !file) {
      console.log(USAGE[cmd]);
      return values.help ? 0 : 1;
    }
    const done =
      cmd === "backup"
        ? await backup(file, values.force, values["with-secrets"])
        : await restore(file, values.force);
    console.log(done);
    return 0;
  } catch (e) {
    if (e instanceof CliError || isAppError(e)) console.error((e as AppError | CliError).message);
    else if ((e as { code?: string }).code?.startsWith("ERR_PARSE_ARGS"))
      console.error(`${(e as Error).message}\n${USAGE[cmd]}`);
    else console.error(e);
    return 1;
  }
}
