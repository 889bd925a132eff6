// The "several processes" line of npm run bench: requests per second on /shop with one process vs
// two on the same PostgreSQL database, requests spread round-robin as a load balancer would.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PRODUCTION_SECRETS, startServer, type TestServer } from "../../tests/e2e/support/server";

const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function load(urls: string[]): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const res = await fetch(`${urls[next++ % urls.length]}/shop`);
        await res.arrayBuffer();
        if (res.ok) done++;
      }
    }),
  );
  return done / SECONDS;
}

/** One line of output, or why it was skipped (it needs a PostgreSQL server). */
export async function throughputLine(): Promise<string> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return "1 vs 2 processes: skipped (set TEST_DATABASE_URL to a PostgreSQL server to measure)";
  const name = `arcade_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Production with DATABASE_URL insists on shared secrets and on http being allowed explicitly.
  const env = { DATABASE_URL: url.toString(), ...PRODUCTION_SECRETS };
  const servers: TestServer[] = [];
  try {
    servers.push(await startServer({ seed: true, env }));
    servers.push(await startServer({ seed: true, env }));
    for (const s of servers)
      for (let i = 0; i < 20; i++) await (await fetch(`${s.url}/shop`)).text();
    const one = await load([servers[0]!.url]);
    const two = await load(servers.map((s) => s.url));
    return `1 vs 2 processes: /shop, ${CLIENTS} clients, ${SECONDS} s: 1 process ${one.toFixed(0)} req/s, 2 processes ${two.toFixed(0)} req/s (x${(two / one).toFixed(2)})`;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
