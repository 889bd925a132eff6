import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { whatsappOutbox } from "../../schema";

const DISCARDED_BY_OWNER = "held during a surge of price requests and discarded by an owner";

/**
 * An owner's decision on every held message at once: approve queues them now (each still counts
 * against the daily cap), discard skips them (staff may still Resend one from its lead). Each
 * update is conditional on the state, so a message is approved or discarded once, never both.
 */
export async function decideHeld(action: "approve" | "discard", now = new Date()): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(whatsappOutbox)
    .set(
      action === "approve"
        ? { state: "queued", nextAttemptAt: now, skipReason: null }
        : { state: "skipped", skipReason: DISCARDED_BY_OWNER },
    )
    .where(eq(whatsappOutbox.state, "held"))
    .returning({ id: whatsappOutbox.id });
  return rows.length;
}
