import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Build the production app once for the whole e2e run (E2E_SKIP_BUILD=1 reuses an existing build). */
export default function setup() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (process.env.E2E_SKIP_BUILD === "1" && fs.existsSync(path.join(distDir, "BUILD_ID"))) return;
  execFileSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}
