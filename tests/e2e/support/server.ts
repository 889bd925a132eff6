import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { allowSiteOrigin } from "./hosts";

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

/**
 * Start the production build on a free port with its own temporary DATA_DIR.
 * Staff users are created with the CLI first, as a new user would.
 */
export async function startServer(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Created in order with the CLI: the first is an owner, later ones need a role. */
    users?: Array<{ email: string; password: string; role?: string }>;
    dataDir?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "arcade-e2e-"));
  const port = await freePort();
  // The embedded database unless a test names a server of its own.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const env = {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: opts.seed === false ? "false" : "true",
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    ...opts.env,
  } as NodeJS.ProcessEnv;

  for (const user of opts.users ?? []) {
    execFileSync(
      "npm",
      [
        ...["run", "--silent", "user:create", "--", "--email", user.email],
        ...["--password", user.password, ...(user.role ? ["--role", user.role] : [])],
      ],
      {
        env,
        stdio: "pipe",
      },
    );
  }

  let log = "";
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, startArgs(), { env, stdio: ["ignore", "pipe", "pipe"] });
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

/**
 * The README's `npm start`, run as node directly (not through npm, so signals reach the server
 * itself): package.json's start script with its leading `node` taken as this Node binary.
 */
export function startArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
    scripts: { start: string };
  };
  const [bin, ...args] = pkg.scripts.start.split(/\s+/);
  if (bin !== "node") throw new Error(`npm start must run node, not ${bin}`);
  return args;
}

async function waitForHealth(url: string, log: () => string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
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
