import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { AppError } from "@/platform/errors";
import { TABLES_WITHOUT_DATA } from "./archive";

// A PostgreSQL server is dumped and restored with its own pg_dump and pg_restore (custom format),
// found on PATH or in PG_BIN_DIR. They must be of the server's major version or newer.

function tool(name: "pg_dump" | "pg_restore"): string {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, name) : name;
}

/** The URL without its password, which goes to the tool through PGPASSWORD (never argv, where ps shows it). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(name: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool(name), args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (e: NodeJS.ErrnoException) =>
      reject(
        e.code === "ENOENT"
          ? new AppError(
              `${name} was not found. Install the PostgreSQL client tools (the server's major ` +
                "version or newer), or set PG_BIN_DIR to the folder that holds them.",
              { code: "TOOL_MISSING" },
            )
          : e,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(
            new AppError(`${name} failed (exit ${code}): ${stderr.trim()}`, {
              code: "TOOL_FAILED",
            }),
          ),
    );
  });
}

export async function dumpServer(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      ...TABLES_WITHOUT_DATA.map((t) => `--exclude-table-data=public.${t}`),
      `--file=${file}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
}

/** pg_restore in one transaction: a failure leaves the database as it was. */
export async function restoreServer(url: string, file: string, replace: boolean): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      ...(replace ? ["--clean", "--if-exists"] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** Whether the database holds any table of ours (or anyone's) outside the system schemas. */
export async function serverHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg_toast%'`,
    );
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}
