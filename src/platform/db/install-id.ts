import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "./client";
import { appMeta } from "./meta-schema";

const g = globalThis as unknown as { __arcadeInstallId?: Promise<string> };

/**
 * A random id made once per database. Cache keys include it, so a build's persistent data cache
 * never serves rows of another database (a new DATA_DIR, a restored backup, a test server).
 */
export function getInstallId(): Promise<string> {
  g.__arcadeInstallId ??= (async () => {
    const db = await getDb();
    await db.insert(appMeta).values({ key: "install_id", value: randomUUID() }).onConflictDoNothing();
    const [row] = await db.select().from(appMeta).where(eq(appMeta.key, "install_id"));
    return row!.value;
  })().catch((e) => {
    g.__arcadeInstallId = undefined;
    throw e;
  });
  return g.__arcadeInstallId;
}
