import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { baseTemplate, templateDataDir } from "./data-template";
import { SHARED_ENV, sharedEnvName, STAFF, startServer } from "./server";

/**
 * Build the production app once for the whole e2e run (E2E_SKIP_BUILD=1 reuses an existing
 * build), then the template DATA_DIRs every startServer copies (support/data-template.ts): the
 * seeded and the empty one, each also with the usual staff user; last, for project e2e only, the
 * two servers its read-only public-page files share (sharedServer in support/server.ts). The
 * timed files start their own servers: starting the shared ones for them was seconds of the
 * suite's last stage spent on servers nothing asked.
 */
const ONCE = Symbol.for("arcade.e2e.global-setup");

export default async function setup(project: TestProject) {
  // Projects e2e and e2e-timed both name this file, and Vitest's main process runs it for each,
  // one after the other: the second call finds the first's work (and the env vars it set).
  const once = globalThis as { [ONCE]?: true };
  const first = !once[ONCE];
  once[ONCE] = true;
  const given = process.env.E2E_TEMPLATE_DIR;
  if (first) await prepare();
  const teardown: Array<() => Promise<void>> = [];
  if (project.name === "e2e") teardown.push(await startShared());
  // `npm test` names one template directory for both of its e2e runs (scripts/test.mjs) and
  // removes it itself; else the first call made it and removes it.
  if (first && !given)
    teardown.push(async () => {
      fs.rmSync(process.env.E2E_TEMPLATE_DIR!, { recursive: true, force: true });
    });
  return async () => {
    for (const step of teardown) await step();
  };
}

/** The production build (unless E2E_SKIP_BUILD=1 and one exists) and dist/server.js. */
export function buildApp(): void {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (process.env.E2E_SKIP_BUILD !== "1" || !fs.existsSync(path.join(distDir, "BUILD_ID")))
    execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  // server.ts into dist/server.js and the site's renderer, as `npm run build` does (anew each run).
  const started = Date.now();
  execFileSync(process.execPath, ["scripts/build/server.mjs"], { stdio: "inherit" });
  // `npm start` serves every public page from the renderer: a build without it is no build.
  const renderer = fs.statSync("dist/site-render.js", { throwIfNoEntry: false });
  if (!renderer || renderer.mtimeMs < started - 1000)
    throw new Error(
      "scripts/build/server.mjs did not build the site's renderer (dist/site-render.js)",
    );
}

async function prepare() {
  buildApp();
  // Set before the test workers start, so they inherit it and find the templates; the second
  // e2e run of `npm test` finds the first's templates there.
  process.env.E2E_TEMPLATE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "arcade-e2e-tpl-"));
  await Promise.all([baseTemplate(true), baseTemplate(false)]);
  await Promise.all([
    templateDataDir({ seed: true, users: [STAFF] }),
    templateDataDir({ seed: false, users: [STAFF] }),
  ]);
}

/** The two shared servers, their addresses in the environment the workers inherit. */
async function startShared(): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(
    [true, false].map(async (seed) => {
      const server = await startServer({ seed, env: SHARED_ENV });
      const { url, port, dataDir, pid } = server;
      process.env[sharedEnvName(seed)] = JSON.stringify({ url, port, dataDir, pid });
      return server;
    }),
  );
  const shared = started.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const stop = async () => {
    await Promise.all(shared.map((s) => s.stop()));
    for (const s of shared) fs.rmSync(s.dataDir, { recursive: true, force: true });
  };
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return stop;
}
