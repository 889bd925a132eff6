import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Build the production app once for the whole e2e run, as `npm run build` does: Next.js, then
 * server.ts into dist/server.js (E2E_SKIP_BUILD=1 reuses an existing build; the server is compiled
 * anew anyway, it takes a moment).
 */
export default function setup() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const skip = process.env.E2E_SKIP_BUILD === "1" && fs.existsSync(path.join(distDir, "BUILD_ID"));
  if (!skip)
    execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
  execFileSync(process.execPath, ["scripts/build/server.mjs"], { stdio: "inherit" });
}
