import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { setHandle } from "@/platform/db/client";
import { inboxIdle } from "@/modules/whatsapp/server/inbox/worker";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { composeModules } from "@/startup/compose-modules";
import { freshDatabase } from "./fresh-database";
import { resetProcessState, restoreVi, saveEnvironment } from "./process-state";

// Every integration test file gets its own database and its own DATA_DIR (file store), and starts
// from a new process's state although it shares its worker with other files (process-state.ts).
let dataDir: string;
let close: (() => Promise<void>) | undefined;
// Saved before the test file's own top-level code runs (it may set variables as it loads).
const restoreEnvironment = saveEnvironment();

// As the server does at start: WhatsApp is the leads' messaging channel.
composeModules();

beforeAll(async () => {
  resetProcessState();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "arcade-it-"));
  process.env.DATA_DIR = dataDir;
  process.env.SEED_DEMO = "false";
  process.env.PUBLIC_SITE_URL = "http://localhost:3000";
  process.env.PORT = "3000";
  resetConfigForTests();
  const handle = await freshDatabase();
  setHandle(handle);
  close = handle.close;
});

afterAll(async () => {
  // A webhook post starts the inbox worker in this process, and a send the outbox's; let them
  // finish before the database goes (the next file in this worker must not inherit a run).
  await Promise.all([inboxIdle(), outboxIdle()]);
  setHandle(undefined);
  await close?.();
  // Retried: a worker started by a route (the WhatsApp inbox) may still be finishing a file.
  await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  restoreVi();
  restoreEnvironment();
  resetConfigForTests();
});
