import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // Server-only modules are imported directly by tests; the guard only matters to the bundler.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/empty.ts"),
};

/**
 * Where the integration files run. Every file runs on PostgreSQL when TEST_DATABASE_URL names a
 * server (`npm test` and .ci/run start one), else on the embedded database (PGlite). PGlite is
 * PostgreSQL itself, compiled to WebAssembly, with one connection: SQL, constraints, triggers and
 * types behave the same, and a server runs them for about a third less CPU than WebAssembly. The
 * files whose behaviour depends on the engine run on the embedded database as well (project
 * integration-embedded): concurrency (a pool of connections on a server, requests queued on one
 * connection in the embedded database), and what only one engine has. Every e2e server runs on
 * the embedded database too. tests/README.md lists the same files with the same reasons.
 */
const ENGINE_FILES: Record<string, string> = {
  "backup-restore": "an embedded install is backed up as a copy of its data directory",
  "db-lock": "the lock that keeps a second process off one data directory (embedded only)",
  "health-seed": "a first start migrates and seeds an empty data directory, once",
  "whatsapp-outbox": "claims under the daily cap's lock, on one connection",
  "catalog-admin": "switching the main image under concurrent requests",
  faults: "six concurrent saves of one game leave one whole row",
  "file-references": "the raw-SQL reference scan, and deletes racing new references",
  "auth-rate-limit": "concurrent wrong sign-ins counted exactly (atomic upserts)",
  team: "two owners demoting each other at once: the keep-an-owner trigger",
  "team-last-owner-race": "owners demoting each other through the real handlers, many rounds",
  "whatsapp-outbox-duplicates": "simultaneous Resends and a lease lost mid-batch",
  "whatsapp-conversation": "one buyer's duplicate deliveries applied at once: one lead, one row",
  "leads-pipeline": "round-robin assignment of simultaneous leads",
  "admin-lists": "search through pg_trgm, an extension the embedded database loads itself",
  "orders-accept": "simultaneous accepts of one quote make one order; numbers under concurrency",
  "db-prepared": "statements planned once per process (PREPARE), on the embedded database only",
  "whatsapp-inbox": "routing's one statement is planned once per process on the embedded database",
};

/** Files whose subject exists only in the embedded database. */
const EMBEDDED_ONLY = ["db-lock"];

/**
 * The e2e files whose behaviour is a time on the wall clock: a reply shown through the live events
 * within 2 s, on another process within 2 s, a write seen by a second process within one second, a
 * chunked body refused before the client has sent 1 MB of it (a race between client and server).
 * Project e2e-timed runs them one at a time after the rest, on a machine no other e2e file loads.
 */
const E2E_TIMED = ["whatsapp-conversation", "multi-process", "hardening", "dev-loop"].map(
  (f) => `tests/e2e/${f}.test.ts`,
);

/**
 * Unit files that need a new process: the time zone Node takes from TZ as a test sets it, zod's
 * global configuration, read once when zod first loads, and sign-out, once per page load.
 */
const UNIT_OWN_PROCESS = ["content-publish-date", "zod-jitless", "http-sign-out"].map(
  (f) => `tests/unit/${f}.test.ts`,
);

const unit = (
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate?: boolean },
) => ({
  resolve: { alias },
  test: {
    name,
    include: files.include ?? ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    setupFiles: ["tests/setup/console.ts"],
    isolate: files.isolate ?? true,
  },
});

const e2e = (
  name: string,
  files: { include?: string[]; exclude?: string[]; fileParallelism?: boolean; isolate?: boolean },
) => ({
  resolve: { alias },
  test: {
    name,
    include: files.include ?? ["tests/e2e/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    // Both projects name it; it builds and starts the shared servers once per run (support/build.ts).
    globalSetup: ["tests/e2e/support/build.ts"],
    setupFiles: ["tests/e2e/support/csp-setup.ts", "tests/e2e/support/hosts-setup.ts"],
    fileParallelism: files.fileParallelism ?? true,
    isolate: files.isolate ?? true,
    // A UI that answers after a round trip to the server is polled for longer than Vitest's 1 s:
    // `npm test` runs these files beside the integration suite on two cores.
    expect: { poll: { timeout: 15_000 } },
    // A sweep of every page through axe takes most of a minute when another file shares the cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

const integration = (
  name: string,
  env: Record<string, string>,
  files: { include?: string[]; exclude?: string[] } = {},
) => ({
  resolve: { alias },
  test: {
    name,
    include: files.include
      ? files.include.map((f) => `tests/integration/${f}.test.ts`)
      : ["tests/integration/**/*.test.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(files.exclude ?? []).map((f) => `tests/integration/${f}.test.ts`),
    ],
    setupFiles: ["tests/setup/console.ts", "tests/setup/integration.ts"],
    // The buyer's quote page is rendered by the public site's renderer, a build of its own.
    globalSetup: ["tests/setup/db-template.ts", "tests/setup/site-render.ts"],
    env,
    // The files of a worker share its process: the app's modules and PGlite's compiled
    // WebAssembly load once per worker, not once per file (most of a short file's time). Each
    // file still has its own database and DATA_DIR, and setup/process-state.ts puts back what a
    // file may leave in the process; none may vi.mock a module (tests/README.md).
    isolate: false,
    // Generous: the suites share two cores with PGlite, a PostgreSQL server and child processes.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (2 - 1) on this 2-core machine; the files
    // wait on databases, child processes and sockets as much as they compute, so two overlap well.
    maxWorkers: 2,
    projects: [
      // The unit files of a worker share its process (their modules load once per worker), but
      // for those whose subject is the process itself, each in a process of its own.
      unit("unit", { exclude: UNIT_OWN_PROCESS, isolate: false }),
      unit("unit-own-process", { include: UNIT_OWN_PROCESS }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            integration("integration", { TEST_DB: "postgres" }, { exclude: EMBEDDED_ONLY }),
            integration(
              "integration-embedded",
              { TEST_DB: "pglite" },
              {
                include: Object.keys(ENGINE_FILES),
              },
            ),
          ]
        : [integration("integration", { TEST_DB: "pglite" })]),
      // Two files at once (maxWorkers above): each has its own server(s), DATA_DIR or database and
      // browser on free ports, so they share nothing but the read-only shared servers, and each
      // spends much of its time waiting (polls, timers, the browser's idle start), which the other
      // fills. The files that hold a wall-clock promise run alone, after the others (e2e-timed).
      // A file's worker process is kept for the next file (Vitest and Playwright load once per
      // worker): each file has its own server, browser and data, and none changes the process.
      e2e("e2e", { exclude: E2E_TIMED, isolate: false }),
      e2e("e2e-timed", { include: E2E_TIMED, fileParallelism: false }),
    ],
  },
});
