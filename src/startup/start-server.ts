import "server-only";
import { config } from "@/platform/config";
import { getHandle } from "@/platform/db/client";
import { isAppError } from "@/platform/errors";
import { seedDemoOnce } from "@/startup/seed-demo";
import { scheduleAuditSweep } from "@/modules/audit/retention";

export async function startServer(): Promise<void> {
  try {
    const cfg = config();
    const handle = await getHandle();
    if (cfg.SEED_DEMO) {
      const seeded = await seedDemoOnce(handle.db);
      if (seeded) console.info("Demo content loaded.");
    }
    scheduleAuditSweep();
    console.info(
      `Database ready (${handle.kind}${handle.kind === "pglite" ? ` in ${cfg.dataDir}` : ""}).`,
    );
  } catch (e) {
    if (isAppError(e)) console.error(`[${e.code}] (severity ${e.severity}) ${e.message}`);
    else console.error(e);
    process.exit(1);
  }
}
