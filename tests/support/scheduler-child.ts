// A site process as the scheduler sees it: one job, scheduled at start, for FOR_MS. Each run is a
// line on stdout, so the test counts the runs of every process (tests/integration/scheduler.test.ts).
import { setHandle } from "@/platform/db/client";
import { openDatabase } from "@/platform/db/open";
import { schedule } from "@/platform/scheduler";

const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir: "", migrate: false });
setHandle(handle);
schedule({
  name: "two-process-test",
  everyMs: Number(process.env.EVERY_MS),
  run: async () => console.log(`ran ${Date.now()}`),
  failure: "The test job failed",
});
setTimeout(() => {
  void handle.close().then(() => process.exit(0));
}, Number(process.env.FOR_MS));
