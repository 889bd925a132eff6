import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // Server-only modules are imported directly by tests; the guard only matters to the bundler.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/empty.ts"),
};

const integration = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
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
        ? [integration("integration-pg", { TEST_DB: "postgres" })]
        : []),
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/support/build.ts"],
          setupFiles: ["tests/e2e/support/csp-setup.ts", "tests/e2e/support/hosts-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
