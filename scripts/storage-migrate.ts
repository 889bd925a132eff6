// npm run storage:migrate: copy every file of $DATA_DIR/storage into the S3 bucket (S3_* variables)
// and, with S3_PUBLIC_URL, point stored URLs at it. Safe to run again; stop the site's writes first.
import path from "node:path";
import cliProgress from "cli-progress";
import { config } from "@/platform/config";
import { openDatabase } from "@/platform/db/open";
import { isAppError } from "@/platform/errors";
import { s3Settings } from "@/platform/storage/file-store";
import { copyLocalToBucket, rewriteStoredUrls } from "@/platform/storage/move-to-bucket";
import { assertBucketReachable, s3Driver } from "@/platform/storage/s3-driver";

async function main(): Promise<number> {
  const cfg = config();
  const s3 = s3Settings();
  if (!s3) {
    console.error("Set S3_BUCKET (and the other S3_* variables) to the bucket to copy into.");
    return 1;
  }
  await assertBucketReachable(s3);
  const root = path.join(cfg.dataDir, "storage");
  const bar = new cliProgress.SingleBar(
    { format: "Copying files [{bar}] {value}/{total} {file}", hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const report = await copyLocalToBucket({
    root,
    target: s3Driver(s3),
    onProgress: (done, total, file) => {
      if (!started) bar.start(total, 0, { file });
      started = true;
      bar.update(done, { file });
    },
  });
  if (started) bar.stop();
  console.info(
    `${report.copied} copied, ${report.skipped} already in bucket "${s3.bucket}" (${report.total} files in ${root}).`,
  );
  if (!s3.publicUrl) {
    console.info(
      "S3_PUBLIC_URL is unset: stored URLs stay /storage/game-media/…, served from the bucket.",
    );
    return 0;
  }
  const handle = await openDatabase({ url: cfg.DATABASE_URL, dataDir: cfg.dataDir });
  try {
    const changed = await rewriteStoredUrls(handle.db, s3.publicUrl);
    console.info(`${changed} stored rows now point at ${s3.publicUrl}.`);
  } finally {
    await handle.close();
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (e) {
  console.error(isAppError(e) ? `[${e.code}] ${e.message}` : e);
  process.exitCode = 1;
}
