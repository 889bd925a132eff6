import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  restart: () => Promise<void>;
};

export const STAFF = { email: "staff@example.com", password: "correct-horse-battery" };

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
    child = spawn(
      process.execPath,
      ["node_modules/next/dist/bin/next", "start", "-p", String(port)],
      {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
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

  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
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
