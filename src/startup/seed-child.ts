// dist/seed.js (built by scripts/build/server.mjs): the demo seed of an embedded database's first
// start, in a process of its own that server.ts waits for (seed-apart.ts).
import fs from "node:fs";
import path from "node:path";
import { config } from "@/platform/config";
import { openDatabase } from "@/platform/db/open";
import { seedDemoOnce } from "./seed-demo";
import { SEED_CHECKED } from "./seed-apart";

const cfg = config();
const handle = await openDatabase({ url: cfg.DATABASE_URL, dataDir: cfg.dataDir });
try {
  if (await seedDemoOnce(handle.db)) console.info("Demo content loaded.");
  fs.writeFileSync(path.join(cfg.dataDir, SEED_CHECKED), new Date().toISOString());
} finally {
  await handle.close();
}
