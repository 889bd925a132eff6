import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { allowSiteOrigin } from "./hosts";
import { templateDataDir } from "./data-template";
import { scriptArgs } from "../../support/package-script";

export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id (a new one after restart), for reading its CPU time in /proc. */
  readonly pid: number;
  output: () => string;
  stop: () => Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  restart: () => Promise<void>;
};

export const STAFF = { email: "staff@example.com", password: "correct-horse-battery" };

/**
 * What production with a PostgreSQL server (DATABASE_URL) insists on: real secrets, and http
 * allowed explicitly since the tests serve plain http on localhost.
 */
export const PRODUCTION_SECRETS = {
  AUTH_SECRET: randomBytes(32).toString("base64"),
  SECRETS_KEY: randomBytes(32).toString("base64"),
  ALLOW_HTTP: "true",
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export type StaffUser = { email: string; password: string; role?: string };

/**
 * Start the production build on a free port with its own temporary DATA_DIR.
 *
 * The DATA_DIR is a copy of a template (support/data-template.ts): migrated, seeded when `seed`
 * is not false, and holding `users` (created once per set with the CLI, as a new user would), so
 * a start costs a directory copy, not a migration, a seed and a CLI run per user. `fresh: true`
 * (or a `dataDir`, a `DATABASE_URL` or an S3 bucket in `env`) starts from nothing instead, for
 * the tests of a first start itself.
 */
export async function startServer(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Created in order with the CLI: the first is an owner, later ones need a role. */
    users?: StaffUser[];
    dataDir?: string;
    /** An empty DATA_DIR: the server migrates (and seeds) it itself, users come from the CLI. */
    fresh?: boolean;
    /** Run on the DATA_DIR before the server first starts (the embedded database has one owner). */
    prepare?: (dataDir: string) => Promise<void>;
  } = {},
): Promise<TestServer> {
  const port = await freePort();
  // The embedded database unless a test names a server of its own.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const env = {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    SEED_DEMO: opts.seed === false ? "false" : "true",
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    ...opts.env,
  } as NodeJS.ProcessEnv;

  const fromTemplate =
    !opts.dataDir &&
    !opts.fresh &&
    !opts.env?.DATABASE_URL &&
    !Object.keys(opts.env ?? {}).some((k) => k.startsWith("S3_"));
  const dataDir = fromTemplate
    ? copyDataDir(await templateDataDir({ seed: opts.seed !== false, users: opts.users ?? [] }))
    : (opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "arcade-e2e-")));
  env.DATA_DIR = dataDir;

  if (!fromTemplate) createUsers(env, opts.users ?? []);
  await opts.prepare?.(dataDir);

  let log = "";
  let child: ChildProcess;
  const launch = async () => {
    const start = startCommand();
    child = spawn(process.execPath, start.args, {
      env: { ...start.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d) => (log += d));
    child.stderr!.on("data", (d) => (log += d));
    await waitForHealth(`http://localhost:${port}`, () => log, child);
  };
  const exited = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
    });
  await launch();
  allowSiteOrigin(`http://localhost:${port}`);

  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    get pid() {
      return child.pid!;
    },
    output: () => log,
    stop: async () => {
      child.kill("SIGTERM");
      await exited();
    },
    kill: async (signal) => {
      child.kill(signal);
      await exited();
    },
    restart: launch,
  };
}

/** A new temporary DATA_DIR holding a copy of a template's files (the embedded database is files). */
export function copyDataDir(template: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-e2e-"));
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** `npm run user:create` for each user, in order, against the DATA_DIR or DATABASE_URL in env. */
export function createUsers(env: NodeJS.ProcessEnv, users: StaffUser[]): void {
  for (const user of users) {
    execFileSync(
      process.execPath,
      [
        ...scriptArgs("user:create"),
        ...["--email", user.email, "--password", user.password],
        ...(user.role ? ["--role", user.role] : []),
      ],
      { env, stdio: "pipe" },
    );
  }
}

/**
 * The README's `npm start`, run as node directly (not through npm, so signals reach the server
 * itself): package.json's start script with its leading `node` taken as this Node binary.
 */
/** `npm start`'s environment assignments and node's arguments, so tests start the server as it does. */
export function startCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, value] = words.shift()!.split("=");
    env[name!] = value!;
  }
  const [bin, ...args] = words;
  if (bin !== "node") throw new Error(`npm start must run node, not ${bin}`);
  return { env, args };
}

async function waitForHealth(url: string, log: () => string, child: ChildProcess) {
  // A seeded first start draws every demo image before it listens: over two minutes on the
  // shared 2-core machine under load. The exit check below still fails a crashed start at once.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not become healthy:\n${log()}`);
}

/**
 * The production server the read-only public-page files share, started once by the e2e
 * globalSetup (support/build.ts) from the seeded or the empty template with no staff users. A file
 * may read from it and send the odd contact form (5 per 10 minutes per address for all of them);
 * anything that edits content, needs a user, other settings or a restart starts its own. Its
 * stop() is a no-op (the globalSetup stops it); outside the e2e run it is a server of its own.
 */
export async function sharedServer(opts: { seed?: boolean } = {}): Promise<TestServer> {
  const seed = opts.seed !== false;
  const shared = process.env[sharedEnvName(seed)];
  if (!shared) return startServer({ seed, env: SHARED_ENV });
  const { url, port, dataDir, pid } = JSON.parse(shared) as Record<string, string>;
  allowSiteOrigin(url!);
  const refuse = async () => {
    throw new Error("The shared server cannot be restarted or killed: use startServer()");
  };
  return {
    url: url!,
    port: Number(port),
    dataDir: dataDir!,
    pid: Number(pid),
    output: () => "",
    stop: async () => {},
    kill: refuse,
    restart: refuse,
  };
}

/**
 * js-budget.test.ts compares each page with /bench-floor, served only with BENCH_FLOOR=1. The
 * tests prove a form carries its proof of work, not what the proof costs: with every e2e file on
 * two cores, a 16-bit search can outlast a form's 8 s wait at submit, which then sends without it.
 */
export const SHARED_ENV = { BENCH_FLOOR: "1", LEAD_PROOF_BITS: "12" };

export const sharedEnvName = (seed: boolean) =>
  seed ? "E2E_SHARED_SEEDED_SERVER" : "E2E_SHARED_EMPTY_SERVER";
