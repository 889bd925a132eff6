import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { whatsappOptOuts } from "../schema";

/** Digits only: how Meta sends numbers and the outbox stores them. */
export const waNumber = (phone: string) => phone.replace(/\D/g, "");

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ optedOut: whatsappOptOuts.optedOut })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.number, waNumber(phone)))
    .limit(1);
  return row?.optedOut ?? false;
}

/** Records the number's choice; returns the previous one (false when never set). */
export async function setOptOut(
  db: Db,
  phone: string,
  optedOut: boolean,
  changedBy: "message" | "staff",
): Promise<boolean> {
  const number = waNumber(phone);
  const before = await isOptedOut(db, number);
  const values = { optedOut, changedBy, changedAt: new Date() };
  await db
    .insert(whatsappOptOuts)
    .values({ number, ...values })
    .onConflictDoUpdate({ target: whatsappOptOuts.number, set: values });
  return before;
}
