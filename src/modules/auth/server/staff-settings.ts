import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { appMeta } from "@/platform/db/meta-schema";

/** The owners' switch "everyone signs in with two steps", one row in app_meta. */
const REQUIRE_TWO_FACTOR = "staff.require_two_factor";

export async function twoFactorRequired(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, REQUIRE_TWO_FACTOR));
  return row?.value === "true";
}

export async function setTwoFactorRequired(required: boolean): Promise<void> {
  const db = await getDb();
  await db
    .insert(appMeta)
    .values({ key: REQUIRE_TWO_FACTOR, value: String(required) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(required) } });
}
