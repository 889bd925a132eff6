import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { baseTemplate, templateDataDir } from "./data-template";
import { SHARED_ENV, sharedEnvName, STAFF, startServer } from "./server";

/**
 * Build the production app once for the whole e2e run (E2E_SKIP_BUILD=1 reuses an existing
 * build), then the template DATA_DIRs every startServer copies (support/data-template.ts): the
 * seeded and the empty one, each also with the usual staff user; last the two servers the
 * read-only public-page files share (sharedServer in support/server.ts).
 */
const ONCE = Symbol.for("arcade.e2e.global-setup");

export default async function setup() {
  // Projects e2e and e2e-timed both name this file, and Vitest's main process runs it for each,
  // one after the other: the second call finds the first's work (and the env vars it set).
  const once = globalThis as { [ONCE]?: true };
  if (once[ONCE]) return;
  once[ONCE] = true;
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(distDir, "BUILD_ID")))
    execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  // server.ts into dist/server.js, as `npm run build` does (compiled anew each run: a moment).
  execFileSync(process.execPath, ["scripts/build/server.mjs"], { stdio: "inherit" });

  // Set before the test workers start, so they inherit it and find the templates. `npm test`
  // names one for both of its e2e runs (scripts/test.mjs): the second finds the first's templates.
  const given = process.env.E2E_TEMPLATE_DIR;
  const root = given ?? fs.mkdtempSync(path.join(os.tmpdir(), "arcade-e2e-tpl-"));
  process.env.E2E_TEMPLATE_DIR = root;
  await Promise.all([baseTemplate(true), baseTemplate(false)]);
  await Promise.all([
    templateDataDir({ seed: true, users: [STAFF] }),
    templateDataDir({ seed: false, users: [STAFF] }),
  ]);
  const started = await Promise.allSettled(
    [true, false].map(async (seed) => {
      const server = await startServer({ seed, env: SHARED_ENV });
      const { url, port, dataDir, pid } = server;
      process.env[sharedEnvName(seed)] = JSON.stringify({ url, port, dataDir, pid });
      return server;
    }),
  );
  const shared = started.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.all(shared.map((s) => s.stop()));
    throw failed.reason;
  }
  return async () => {
    await Promise.all(shared.map((s) => s.stop()));
    for (const s of shared) fs.rmSync(s.dataDir, { recursive: true, force: true });
    if (!given) fs.rmSync(root, { recursive: true, force: true });
  };
}
