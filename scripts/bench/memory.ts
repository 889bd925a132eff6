// The memory section of npm run bench: resident memory of the server's process tree
// after start (fresh and existing data), after every public page and admin screen once, and over
// N minutes of mixed traffic sampled every 10 s, on the embedded database and on PostgreSQL.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  PRODUCTION_SECRETS,
  STAFF,
  startServer,
  type TestServer,
} from "../../tests/e2e/support/server";
import { breakdown, slopeMbPerMinute, treeRssMb, type MemoryBreakdown } from "./proc-memory";
import { discoverPages, publicPages } from "./servers";

export const MEMORY_TARGETS = {
  pglite: { afterStartMb: 350, afterEveryPageMb: 350, peakMb: 450 },
  postgres: { afterStartMb: 250, afterEveryPageMb: 300, peakMb: 350 },
  /** Growth over the trend window above this is an upward trend (30 MB an hour). */
  trendMbPerMinute: 0.5,
  /** The trend is judged over the last 20 minutes (or the last 2/3 of a shorter run). */
  trendWindowMinutes: 20,
  /** A shorter run is still filling its caches: its slope says nothing of a leak. */
  trendMinRunMinutes: 10,
};

/**
 * Where a stage's memory is, as the server itself reports it (GET /api/admin/status):
 * process.memoryUsage(), the embedded database's WebAssembly memory and what each cache holds.
 */
export type ServerMemory = {
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  embeddedMemoryMb?: number;
  /** Bytes each cache that lets go under pressure holds now, in MB. */
  caches: Record<string, number | null>;
  pressureDrops: number;
};

const SAMPLE_SECONDS = 10;
// Settled: after the health check answers, what start-up left behind (not a half-run seed).
const SETTLE_MS = 3000;

export type MemoryDatabase = "pglite" | "postgres";

type Stage = MemoryBreakdown & { server?: ServerMemory };

export type MemoryRun = {
  database: MemoryDatabase;
  afterFreshStart: Stage;
  afterStart: Stage;
  afterEveryPage: Stage;
  samples: { seconds: number; mb: number }[];
  end: Stage;
  peakMb: number;
  trendMbPerMinute: number;
  trendWindowMinutes: number;
  requests: Record<string, number>;
};

const ADMIN_SCREENS = [
  "/admin",
  "/admin/games",
  "/admin/leads",
  "/admin/blog",
  "/admin/testimonials",
  "/admin/client-logos",
  "/admin/about",
  "/admin/contact",
  "/admin/footer",
  "/admin/team",
  "/admin/activity",
  "/admin/account",
];
const ADMIN_READS = [
  "/api/admin/games",
  "/api/admin/leads",
  "/api/admin/activity",
  "/api/admin/testimonials",
  "/api/admin/blog",
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function settled(server: TestServer): Promise<MemoryBreakdown> {
  await sleep(SETTLE_MS);
  return breakdown(server.pid);
}

/** The server's own account of its memory (the resident figures come from /proc, not from here). */
async function serverMemory(server: TestServer, cookie: string): Promise<ServerMemory | undefined> {
  const res = await fetch(`${server.url}/api/admin/status`, { headers: { cookie } });
  if (!res.ok) return undefined;
  const r = (await res.json()) as {
    process: {
      heapUsedMb: number;
      heapTotalMb: number;
      externalMb: number;
      arrayBuffersMb: number;
    };
    database: { embeddedMemoryMb?: number };
    caches: { keptMb?: Record<string, number | null>; pressureDrops?: number };
  };
  return {
    ...r.process,
    embeddedMemoryMb: r.database.embeddedMemoryMb,
    caches: r.caches.keptMb ?? {},
    pressureDrops: r.caches.pressureDrops ?? 0,
  };
}

async function signIn(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(STAFF),
  });
  if (!res.ok) throw new Error(`Staff sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * The optimised images a page shows, one size each (the first srcset candidate, as a phone would
 * pick): every size of every picture would be hundreds of AVIF encodings, minutes of CPU here.
 */
function imageUrls(html: string): string[] {
  const found = new Map<string, string>();
  for (const m of html.matchAll(/\/_next\/image\?url=([^"\s,&]+)[^"\s,]*/g))
    if (!found.has(m[1]!)) found.set(m[1]!, m[0].replace(/&amp;/g, "&"));
  return [...found.values()];
}

/** Every public page and admin screen once (and the images the pages show): what a first visit loads. */
async function visitEverything(server: TestServer, cookie: string, pages: string[]) {
  const images = new Set<string>();
  for (const p of pages) {
    const html = await (await fetch(server.url + p)).text();
    for (const i of imageUrls(html)) images.add(i);
  }
  for (const p of ["/faq", "/shipping", "/support"]) await (await fetch(server.url + p)).text();
  for (const i of images)
    await (
      await fetch(server.url + i, { headers: { accept: "image/avif,image/webp" } })
    ).arrayBuffer();
  for (const s of ADMIN_SCREENS)
    await (await fetch(server.url + s, { headers: { cookie } })).text();
  for (const r of ADMIN_READS) await (await fetch(server.url + r, { headers: { cookie } })).text();
  return [...images];
}

/**
 * Mixed traffic for `minutes`: visitors on the public pages and their images, price requests (lead
 * POSTs, each from its own address) and a staff session reading lists and writing (a testimonial
 * created, switched off and deleted, so the content stays the same size). Paced, not flat out: the
 * question is what memory does over time, not how many requests fit.
 */
async function mixedTraffic(
  server: TestServer,
  cookie: string,
  pages: string[],
  images: string[],
  gameId: string,
  minutes: number,
  onSample: (seconds: number, mb: number) => void,
) {
  const requests: Record<string, number> = {
    page: 0,
    image: 0,
    lead: 0,
    adminRead: 0,
    adminWrite: 0,
  };
  const started = performance.now();
  const until = started + minutes * 60_000;
  const running = () => performance.now() < until;
  const count = (kind: string, res: Response) => {
    if (res.ok) requests[kind]!++;
    else requests[`${kind} ${res.status}`] = (requests[`${kind} ${res.status}`] ?? 0) + 1;
  };
  const admin = (p: string, init: RequestInit = {}) =>
    fetch(server.url + p, {
      ...init,
      headers: { cookie, origin: server.url, "content-type": "application/json", ...init.headers },
    });

  const visitor = async (offset: number) => {
    for (let i = offset; running(); i++) {
      const res = await fetch(server.url + pages[i % pages.length]!);
      await res.arrayBuffer();
      count("page", res);
      if (images.length && i % 3 === 0) {
        const img = await fetch(server.url + images[i % images.length]!, {
          headers: { accept: "image/avif,image/webp" },
        });
        await img.arrayBuffer();
        count("image", img);
      }
      await sleep(100);
    }
  };
  const priceRequests = async () => {
    for (let n = 0; running(); n++) {
      const res = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          whatsapp: "2025550123",
          countryCode: "+1",
          name: `Memory visitor ${n}`,
          location: "Springfield",
          gameId,
        }),
      });
      await res.arrayBuffer();
      count("lead", res);
      await sleep(2000);
    }
  };
  const staff = async () => {
    for (let n = 0; running(); n++) {
      const read = await admin(ADMIN_READS[n % ADMIN_READS.length]!);
      await read.arrayBuffer();
      count("adminRead", read);
      if (n % 5 === 0) {
        const created = await admin("/api/admin/testimonials", {
          method: "POST",
          body: JSON.stringify({
            name: `Memory bench ${n}`,
            company: "Bench Arcade",
            text: "A testimonial written and removed by the memory bench.",
            imageUrl: "",
          }),
        });
        count("adminWrite", created);
        if (created.ok) {
          const { id } = (await created.json()) as { id: string };
          count(
            "adminWrite",
            await admin(`/api/admin/testimonials/${id}`, {
              method: "PATCH",
              body: JSON.stringify({ active: false }),
            }),
          );
          count("adminWrite", await admin(`/api/admin/testimonials/${id}`, { method: "DELETE" }));
        } else await created.arrayBuffer();
      }
      await sleep(3000);
    }
  };
  const sampler = async () => {
    while (running()) {
      await sleep(SAMPLE_SECONDS * 1000);
      onSample(Math.round((performance.now() - started) / 1000), treeRssMb(server.pid));
    }
  };
  await Promise.all([visitor(0), visitor(3), priceRequests(), staff(), sampler()]);
  return requests;
}

async function measure(
  database: MemoryRun["database"],
  env: Record<string, string>,
  minutes: number,
  progress: (line: string) => void,
): Promise<MemoryRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-bench-memory-"));
  // Sized as on the 1 GB server the targets are for, whatever this machine has (memory-budget.ts).
  const full = { TRUSTED_PROXY_HOPS: "1", MEMORY_MB: "1024", ...env };
  try {
    progress(`memory ${database}: first start (demo seed)`);
    const fresh = await startServer({ seed: true, dataDir, env: full });
    const afterFreshStart = await settled(fresh);
    await fresh.stop();
    progress(`memory ${database}: start on existing data`);
    const server = await startServer({ seed: true, dataDir, env: full, users: [STAFF] });
    try {
      const afterStart: Stage = await settled(server);
      const cookie = await signIn(server);
      afterStart.server = await serverMemory(server, cookie);
      const ids = await discoverPages(server);
      const pages = publicPages(ids);
      const images = await visitEverything(server, cookie, pages);
      const afterEveryPage: Stage = await settled(server);
      afterEveryPage.server = await serverMemory(server, cookie);
      const samples: MemoryRun["samples"] = [];
      progress(`memory ${database}: ${minutes} min of mixed traffic`);
      const requests = await mixedTraffic(
        server,
        cookie,
        pages,
        images,
        ids.game.split("/").pop()!,
        minutes,
        (seconds, mb) => {
          samples.push({ seconds, mb });
          if (seconds % 60 < SAMPLE_SECONDS)
            progress(`memory ${database}: ${(seconds / 60).toFixed(0)} min, ${mb.toFixed(0)} MB`);
        },
      );
      const end: Stage = breakdown(server.pid);
      end.server = await serverMemory(server, cookie);
      const trendWindowMinutes = Math.min(MEMORY_TARGETS.trendWindowMinutes, (minutes * 2) / 3);
      const window = samples.filter((s) => s.seconds >= (minutes - trendWindowMinutes) * 60);
      return {
        database,
        afterFreshStart,
        afterStart,
        afterEveryPage,
        samples,
        end,
        peakMb: Math.max(
          afterFreshStart.treeMb,
          afterStart.treeMb,
          afterEveryPage.treeMb,
          end.treeMb,
          ...samples.map((s) => s.mb),
        ),
        trendMbPerMinute: slopeMbPerMinute(window),
        trendWindowMinutes,
        requests,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On a database of its own, created and dropped here. */
async function measurePostgres(
  adminUrl: string,
  minutes: number,
  progress: (line: string) => void,
): Promise<MemoryRun> {
  const name = `arcade_memory_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await measure(
      "postgres",
      { DATABASE_URL: url.toString(), ...PRODUCTION_SECRETS },
      minutes,
      progress,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function memorySection(
  minutes: number,
  databases: MemoryDatabase[],
  progress: (line: string) => void,
): Promise<{ runs: MemoryRun[]; skipped?: string }> {
  const runs = databases.includes("pglite") ? [await measure("pglite", {}, minutes, progress)] : [];
  if (!databases.includes("postgres")) return { runs };
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    return {
      runs,
      skipped: "PostgreSQL: skipped (set TEST_DATABASE_URL to a PostgreSQL server to measure)",
    };
  runs.push(await measurePostgres(adminUrl, minutes, progress));
  return { runs };
}
