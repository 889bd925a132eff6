import "server-only";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { orderSettings } from "../schema";
import type { BusinessSettings } from "../validation";

export type OrderSettingsView = { depositBp: number; depositDays: number } & BusinessSettings;

const BLANK_BUSINESS: BusinessSettings = {
  businessName: "",
  businessAddress: "",
  bankBeneficiary: "",
  bankName: "",
  bankAccount: "",
  bankSwift: "",
  bankAddress: "",
};
const DEFAULTS: OrderSettingsView = { depositBp: 3000, depositDays: 7, ...BLANK_BUSINESS };

/**
 * The default payment terms (30% within 7 days before an owner has saved any) and the business
 * and bank details the order documents print.
 */
export async function getOrderSettings(db?: Db): Promise<OrderSettingsView> {
  const [row] = await (db ?? (await getDb())).select().from(orderSettings).limit(1);
  if (!row) return DEFAULTS;
  return Object.fromEntries(
    Object.keys(DEFAULTS).map((k) => [k, row[k as keyof OrderSettingsView]]),
  ) as OrderSettingsView;
}

/** Saves the terms; business and bank details left out keep their stored values. */
export async function saveOrderSettings(
  values: { depositBp: number; depositDays: number } & Partial<BusinessSettings>,
) {
  const db = await getDb();
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  await db
    .insert(orderSettings)
    .values({ singleton: true, ...set, depositBp: values.depositBp })
    .onConflictDoUpdate({ target: orderSettings.singleton, set });
  return getOrderSettings(db);
}
