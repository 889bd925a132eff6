import "server-only";
import { startCacheListener } from "@/platform/cache-bus";
import { config } from "@/platform/config";
import { getHandle } from "@/platform/db/client";
import { isAppError } from "@/platform/errors";
import {
  startConversationListener,
  startInboxWorker,
  startOutboxWorker,
} from "@/modules/whatsapp/server";
import { s3Settings } from "@/platform/storage/file-store";
import { assertBucketReachable } from "@/platform/storage/s3-driver";
import { composeModules } from "@/startup/compose-modules";
import { seedDemoOnce } from "@/startup/seed-demo";
import { shareDemoPipeline } from "@/modules/leads/seed/demo-pipeline";
import { scheduleAuditSweep } from "@/modules/audit/server/retention";
import { scheduleSpamSweep } from "@/modules/contact/server/spam-sweep";
import { scheduleBulletinPublisher } from "@/modules/machines/server/bulletins";
import { scheduleOwnerNotices } from "@/modules/quotes/server";

export async function startServer(): Promise<void> {
  composeModules();
  try {
    const cfg = config();
    const s3 = s3Settings();
    if (s3) await assertBucketReachable(s3);
    const handle = await getHandle();
    if (handle.kind === "postgres" && cfg.DATABASE_URL) {
      startCacheListener(cfg.DATABASE_URL);
      // Open conversations hear of messages that reached another process's webhook.
      startConversationListener(cfg.DATABASE_URL);
    }
    if (cfg.SEED_DEMO) {
      const seeded = await seedDemoOnce(handle.db);
      if (seeded) console.info("Demo content loaded.");
      const shared = await shareDemoPipeline(handle.db);
      if (shared) console.info(`Demo leads shared among the people who work leads (${shared}).`);
    }
    // Messages left queued by a stopped or crashed process are sent from here on.
    startOutboxWorker();
    // Webhook posts stored but not yet applied (a crash after the 200) are applied from here on.
    startInboxWorker();
    scheduleAuditSweep();
    scheduleSpamSweep();
    scheduleBulletinPublisher();
    // Quote reminders and acceptances not yet emailed to the lead's owner (also after a restart).
    scheduleOwnerNotices();
    console.info(
      `Database ready (${handle.kind}${handle.kind === "pglite" ? ` in ${cfg.dataDir}` : ""}).`,
    );
  } catch (e) {
    if (isAppError(e)) console.error(`[${e.code}] (severity ${e.severity}) ${e.message}`);
    else console.error(e);
    process.exit(1);
  }
}
