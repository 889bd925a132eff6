import "server-only";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { orderSettings } from "../schema";

const DEFAULTS = { depositBp: 3000, depositDays: 7 };

/** The default payment terms: the row, or 30% within 7 days before an owner has saved any. */
export async function getOrderSettings(
  db?: Db,
): Promise<{ depositBp: number; depositDays: number }> {
  const [row] = await (db ?? (await getDb())).select().from(orderSettings).limit(1);
  return row ? { depositBp: row.depositBp, depositDays: row.depositDays } : DEFAULTS;
}

export async function saveOrderSettings(values: { depositBp: number; depositDays: number }) {
  const db = await getDb();
  await db
    .insert(orderSettings)
    .values({ singleton: true, ...values })
    .onConflictDoUpdate({ target: orderSettings.singleton, set: values });
  return getOrderSettings(db);
}
