import "server-only";
import { startCacheListener } from "@/platform/cache-bus";
import { config } from "@/platform/config";
import { getHandle } from "@/platform/db/client";
import { isAppError } from "@/platform/errors";
import {
  inboxJob,
  inboxSweepJob,
  lateRepliesJob,
  outboxJob,
  startConversationListener,
} from "@/modules/whatsapp/server";
import { s3Settings } from "@/platform/storage/file-store";
import { composeModules } from "@/startup/compose-modules";
import { seedDemoOnce } from "@/startup/seed-demo";
import { shareDemoPipeline } from "@/modules/leads/seed/demo-pipeline";
import { auditSweepJob } from "@/modules/audit/server/retention";
import { spamSweepJob } from "@/modules/contact/server/spam-sweep";
import { bulletinJob } from "@/modules/machines/server/bulletins";
import { ownerNoticesJob } from "@/modules/quotes/server";
import { schedule } from "@/platform/scheduler";

export async function startServer(): Promise<void> {
  composeModules();
  try {
    const cfg = config();
    const s3 = s3Settings();
    if (s3) await (await import("@/platform/storage/s3-driver")).assertBucketReachable(s3);
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
    // Each runs once per period across the site's processes, the first time at start: messages
    // left queued and webhook posts stored but not applied by a stopped process are taken up,
    // and quote reminders and acceptances not yet emailed to the lead's owner are sent.
    for (const job of [
      outboxJob,
      inboxJob,
      inboxSweepJob,
      auditSweepJob,
      spamSweepJob,
      bulletinJob,
      ownerNoticesJob,
      lateRepliesJob,
    ])
      schedule(job);
    console.info(
      `Database ready (${handle.kind}${handle.kind === "pglite" ? ` in ${cfg.dataDir}` : ""}).`,
    );
  } catch (e) {
    if (isAppError(e)) console.error(`[${e.code}] (severity ${e.severity}) ${e.message}`);
    else console.error(e);
    process.exit(1);
  }
}
