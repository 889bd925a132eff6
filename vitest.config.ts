import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // Server-only modules are imported directly by tests; the guard only matters to the bundler.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/empty.ts"),
};

/**
 * The integration files whose behaviour depends on the database engine, run a second time on
 * PostgreSQL (integration-pg). PGlite is PostgreSQL itself, compiled to WebAssembly, with one
 * connection: SQL, constraints and types behave the same, so the rest prove nothing more there.
 * What differs is concurrency (a pool of connections, row locks, transactions that really
 * interleave), what crosses processes (LISTEN/NOTIFY, advisory locks) and the tools of a server
 * (pg_dump). tests/README.md lists the same files with the same reasons.
 */
export const POSTGRES_FILES: Record<string, string> = {
  "backup-restore": "backups of a server database go through pg_dump/psql, not a directory copy",
  "cache-bus": "LISTEN/NOTIFY between processes exists only on a server (skipped on PGlite)",
  "db-migrate-lock": "migrations of several processes at once under an advisory lock (PG only)",
  "whatsapp-outbox": "concurrent claims with FOR UPDATE SKIP LOCKED across pools (PG-only case)",
  "catalog-admin": "switching the main image under concurrent requests: row locks in a pool",
  faults: "six concurrent saves of one game leave one whole row: transaction isolation",
  "file-references": "raw SQL reference scan, and deletes racing new references",
  "health-seed": "concurrent first starts claim the seed once (insert … on conflict)",
  "auth-rate-limit": "concurrent sign-ins counted exactly: atomic upserts of the counters",
  team: "two owners demoting each other at once: the keep-an-owner trigger under concurrency",
  "team-last-owner-race": "owners demoting each other through the real handlers, many rounds",
  "whatsapp-outbox-duplicates": "simultaneous Resends and a lease lost mid-batch: row locks",
  "whatsapp-conversation": "one buyer's duplicate deliveries applied at once: one lead, one row",
  "leads-pipeline": "round-robin assignment of simultaneous leads: a row lock on the next owner",
  "admin-lists": "search through pg_trgm expression indexes, paging and counts on the server",
};

const integration = (name: string, env: Record<string, string>, files?: string[]) => ({
  resolve: { alias },
  test: {
    name,
    include: files
      ? files.map((f) => `tests/integration/${f}.test.ts`)
      : ["tests/integration/**/*.test.ts"],
    setupFiles: ["tests/setup/console.ts", "tests/setup/integration.ts"],
    globalSetup: ["tests/setup/db-template.ts"],
    env,
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
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
          setupFiles: ["tests/setup/console.ts"],
        },
      },
      integration("integration", { TEST_DB: "pglite" }),
      ...(process.env.TEST_DATABASE_URL
        ? [integration("integration-pg", { TEST_DB: "postgres" }, Object.keys(POSTGRES_FILES))]
        : []),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/support/build.ts"],
          setupFiles: ["tests/e2e/support/csp-setup.ts", "tests/e2e/support/hosts-setup.ts"],
          // Two files at once (maxWorkers above). Each has its own server(s), DATA_DIR, database and
          // browser on free ports, so they share nothing but the read-only shared servers; a file
          // spends much of its time waiting (polls, timers, the browser's idle callbacks), which
          // the other fills.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
