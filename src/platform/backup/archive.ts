import fs from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { z } from "zod";
import { AppError } from "@/platform/errors";

// One backup archive (tar + gzip): manifest.json, the database dump (database.sql from the embedded
// database, database.dump in pg_dump's custom format from a server), storage/ with every stored
// file and its metadata, and the generated auth-secret when there is one.

export const MANIFEST = "manifest.json";
export const STORAGE = "storage";
export const AUTH_SECRET = "auth-secret";
/**
 * Tables whose rows a backup leaves out (their definitions stay): live session tokens and one-time
 * verification values would let whoever reads the archive act as a signed-in person. A restored
 * site starts with everyone signed out.
 */
export const TABLES_WITHOUT_DATA = ["session", "verification"];
/** Archives are as secret as the database: readable by their owner only. */
const ARCHIVE_MODE = 0o600;

const manifestSchema = z.object({
  format: z.literal("arcadia-backup"),
  version: z.literal(1),
  database: z.enum(["pglite", "postgres"]),
  dump: z.enum(["database.sql", "database.dump"]),
  createdAt: z.string(),
  files: z.number().int().nonnegative(),
});
export type Manifest = z.infer<typeof manifestSchema>;

const badArchive = (why: string) =>
  new AppError(`Not a backup archive of this site: ${why}`, { code: "BAD_ARCHIVE" });

/** Packs `entries` of `staging` into `file`; symlinks in staging (the storage folder) are followed. */
export async function writeArchive(
  file: string,
  staging: string,
  entries: string[],
  onFile?: () => void,
): Promise<void> {
  // Made owner-only before a byte is written, so no other user can open it meanwhile.
  await (await fs.open(file, "w", ARCHIVE_MODE)).close();
  await fs.chmod(file, ARCHIVE_MODE);
  await tar.c(
    {
      gzip: true,
      file,
      cwd: staging,
      follow: true,
      portable: true,
      // Half-written uploads are not part of the store.
      filter: (p, stat) => {
        if (p.split("/").includes(".tmp")) return false;
        if ("isFile" in stat && stat.isFile()) onFile?.();
        return true;
      },
    },
    entries,
  );
}

// Only what a backup holds, as plain files and folders: no links, no absolute or parent paths.
const ALLOWED =
  /^(manifest\.json|database\.(sql|dump)|auth-secret|storage(\/(game-media|\.meta)(\/[A-Za-z0-9._-]+)*)?)\/?$/;

/** Unpacks `file` into `into` (refusing anything a backup would not hold) and reads its manifest. */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  let refused: string | null = null;
  try {
    await tar.x({
      file,
      cwd: into,
      strict: true,
      filter: (p, entry) => {
        const type = "type" in entry ? entry.type : "File";
        const ok =
          ALLOWED.test(p) &&
          !p.split("/").includes("..") &&
          (type === "File" || type === "Directory");
        if (!ok) refused ??= p;
        return ok;
      },
    });
  } catch (e) {
    throw badArchive((e as Error).message);
  }
  if (refused) throw badArchive(`unexpected entry ${JSON.stringify(refused)}`);
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.readFile(path.join(into, MANIFEST), "utf8"));
  } catch {
    throw badArchive(`no ${MANIFEST}`);
  }
  const manifest = manifestSchema.safeParse(raw);
  if (!manifest.success) throw badArchive(`unknown ${MANIFEST}`);
  await fs.access(path.join(into, manifest.data.dump)).catch(() => {
    throw badArchive(`no ${manifest.data.dump}`);
  });
  return manifest.data;
}

/** Every regular file under dir (relative paths), leaving out unfinished uploads. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((p) => !p.split(path.sep).includes(".tmp"))
    .sort();
}
