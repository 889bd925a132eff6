import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import type { ObjectMeta, StorageDriver } from "./driver";
import { BUCKET, isSafeObjectPath, SHORT_CACHE } from "./paths";
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, fileExtension } from "./upload-rules";

export type CopyReport = { copied: number; skipped: number; total: number };

/** Every object path stored on the local disk under root (the local driver's layout). */
async function localObjectPaths(root: string): Promise<string[]> {
  const dir = path.join(root, BUCKET);
  if (!fs.existsSync(dir)) return [];
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter(isSafeObjectPath)
    .sort();
}

/**
 * Copy every local file into target with its stored headers. Objects already there with the same
 * size are skipped, so a second run (or one after an interruption) only copies what is missing.
 */
export async function copyLocalToBucket(opts: {
  root: string;
  target: StorageDriver;
  onProgress?: (done: number, total: number, objectPath: string) => void;
}): Promise<CopyReport> {
  const paths = await localObjectPaths(opts.root);
  const report: CopyReport = { copied: 0, skipped: 0, total: paths.length };
  for (const [i, p] of paths.entries()) {
    const file = path.join(opts.root, BUCKET, p);
    const { size } = await fsp.stat(file);
    const existing = await opts.target.stat(p);
    if (existing && existing.size === size) {
      report.skipped++;
    } else {
      if (existing) await opts.target.delete(p); // a partial copy from an interrupted run
      const meta = await sidecar(opts.root, p);
      await opts.target.write(p, fs.createReadStream(file), {
        contentType: meta?.contentType ?? guessType(p),
        cacheControl: meta?.cacheControl ?? SHORT_CACHE,
      });
      report.copied++;
    }
    opts.onProgress?.(i + 1, paths.length, p);
  }
  return report;
}

async function sidecar(root: string, p: string): Promise<ObjectMeta | null> {
  try {
    return JSON.parse(
      await fsp.readFile(path.join(root, ".meta", BUCKET, `${p}.json`), "utf8"),
    ) as ObjectMeta;
  } catch {
    return null;
  }
}

function guessType(p: string): string {
  const ext = fileExtension(p) ?? "";
  return IMAGE_EXTENSIONS[ext] ?? VIDEO_EXTENSIONS[ext] ?? "application/octet-stream";
}

/**
 * Point every stored /storage/game-media/… URL at publicBase (a CDN or the bucket's origin), in
 * every text and JSON column of the public schema, in one transaction. Only URLs that start a
 * value, an attribute or a JSON string are rewritten, so a second run changes nothing.
 */
export async function rewriteStoredUrls(db: Db, publicBase: string): Promise<number> {
  const pattern = `(^|["'(\\s=])/storage/${BUCKET}/`;
  const replacement = `\\1${publicBase.replace(/\/$/, "")}/${BUCKET}/`;
  return db.transaction(async (tx) => {
    const columns = (await tx.execute(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'json', 'jsonb')
    `)) as unknown as {
      rows: Array<{ table_name: string; column_name: string; data_type: string }>;
    };
    let changed = 0;
    for (const col of columns.rows) {
      const column = sql.identifier(col.column_name);
      const asText = col.data_type.startsWith("json") ? sql`${column}::text` : sql`${column}`;
      const cast =
        col.data_type === "jsonb" ? sql`::jsonb` : col.data_type === "json" ? sql`::json` : sql``;
      const result = (await tx.execute(sql`
        update ${sql.identifier(col.table_name)}
        set ${column} = regexp_replace(${asText}, ${pattern}, ${replacement}, 'g')${cast}
        where ${asText} ~ ${pattern}
      `)) as unknown as { rowCount?: number | null; affectedRows?: number };
      changed += result.rowCount ?? result.affectedRows ?? 0;
    }
    return changed;
  });
}
