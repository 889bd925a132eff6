// Server CPU per request and requests per second under load, for the app and, as the yardstick,
// the same pages' HTML served as static files: what rendering costs beyond sending the bytes.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/e2e/support/server";
import { load, type Request } from "./load";
import { cpuMs } from "./proc-cpu";

export type CpuOptions = {
  concurrency: number;
  warmupSeconds: number;
  /** The measured time is cut into this many windows; the figures are their medians. */
  windows: number;
  windowSeconds: number;
};

export type CpuFigure = {
  rps: number;
  cpuMsPerRequest: number;
  /** Each window's CPU ms per request, to see the spread behind the median. */
  windowsCpuMs: number[];
  requests: number;
  refused: Record<string, number>;
};

export type CpuRow = {
  name: string;
  app: CpuFigure;
  /** The same HTML from sirv, for pages only. */
  static?: CpuFigure;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Load against one server process, its CPU read from /proc before and after each window. */
async function measure(
  baseUrl: string,
  pid: number,
  req: Request,
  o: CpuOptions,
): Promise<CpuFigure> {
  await load(baseUrl, req, { concurrency: o.concurrency, seconds: o.warmupSeconds });
  const rps: number[] = [];
  const perRequest: number[] = [];
  const refused: Record<string, number> = {};
  let requests = 0;
  for (let w = 0; w < o.windows; w++) {
    const before = cpuMs(pid);
    const r = await load(baseUrl, req, { concurrency: o.concurrency, seconds: o.windowSeconds });
    const spent = cpuMs(pid) - before;
    rps.push(r.ok / r.seconds);
    perRequest.push(r.ok ? spent / r.ok : Number.NaN);
    requests += r.ok;
    for (const [k, v] of Object.entries(r.refused)) refused[k] = (refused[k] ?? 0) + v;
  }
  return {
    rps: median(rps),
    cpuMsPerRequest: median(perRequest),
    windowsCpuMs: perRequest,
    requests,
    refused,
  };
}

async function startStatic(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "static-server.ts"), dir, String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`static server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** A distinct client address per request: many visitors behind one trusted proxy (hops = 1). */
/** Each visitor in a /24 of its own, so the per-network lead limits never answer for them. */
const visitor = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.1`;

export async function serverCpu(
  app: { url: string; pid: number },
  pages: string[],
  gameId: string,
  o: CpuOptions,
  progress: (line: string) => void,
): Promise<CpuRow[]> {
  // Each page's HTML as the app serves it, fetched once, laid out as sirv finds it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-static-"));
  for (const p of pages) {
    const file = path.join(dir, p, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await (await fetch(app.url + p)).text());
  }
  const stat = await startStatic(dir);
  const rows: CpuRow[] = [];
  try {
    for (const p of pages) {
      const row: CpuRow = {
        name: `GET ${p}`,
        app: await measure(app.url, app.pid, { path: p }, o),
        static: await measure(stat.url, stat.child.pid!, { path: p }, o),
      };
      progress(`cpu ${row.name}: ${row.app.cpuMsPerRequest.toFixed(2)} ms/request`);
      rows.push(row);
    }
  } finally {
    stat.child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const lead: Request = {
    method: "POST",
    path: "/api/leads",
    headers: (n) => ({
      "content-type": "application/json",
      origin: app.url,
      "x-forwarded-for": visitor(n),
    }),
    body: (n) =>
      JSON.stringify({
        whatsapp: "2025550123",
        countryCode: "+1",
        name: `Bench visitor ${n}`,
        location: "Springfield",
        gameId,
      }),
  };
  rows.push({ name: "POST /api/leads", app: await measure(app.url, app.pid, lead, o) });
  rows.push({
    name: "GET /api/health",
    app: await measure(app.url, app.pid, { path: "/api/health" }, o),
  });
  return rows;
}
