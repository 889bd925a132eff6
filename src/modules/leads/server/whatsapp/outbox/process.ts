import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { whatsappOutbox, type OutboxMessage } from "../../../schema";
import { loadWhatsappConfig } from "../settings";
import { GIVE_UP_AFTER_MS, retryDelayMs } from "./backoff";
import { claimDue } from "./claim";
import { deliverTemplate, type Delivery } from "./deliver";
import { SKIP_NOT_SET_UP } from "./enqueue";

export type RunOptions = { now?: Date; batch?: number; dailyCap: number; random?: () => number };

/** Claims what is due and sends each message once; returns how many were attempted. */
export async function processDue(db: Db, opts: RunOptions): Promise<number> {
  const now = opts.now ?? new Date();
  const claimed = await claimDue(db, { now, batch: opts.batch ?? 10, dailyCap: opts.dailyCap });
  if (claimed.length === 0) return 0;
  const settings = await loadWhatsappConfig();
  for (const message of claimed) {
    const outcome: Delivery | "off" = !settings?.active
      ? "off"
      : !settings.accessToken
        ? {
            kind: "permanent",
            error: "No access token is stored; enter it again in WhatsApp Settings",
          }
        : await deliverTemplate(
            { ...settings, accessToken: settings.accessToken },
            message.recipient,
            now,
          );
    await settle(db, message, outcome, now, opts.random);
  }
  return claimed.length;
}

/** Writes the outcome, but only while this worker still holds the message. */
async function settle(
  db: Db,
  message: OutboxMessage,
  outcome: Delivery | "off",
  now: Date,
  random?: () => number,
) {
  const held = and(eq(whatsappOutbox.id, message.id), eq(whatsappOutbox.state, "sending"));
  const done = { lockedUntil: null, nextAttemptAt: null };
  if (outcome === "off") {
    await db
      .update(whatsappOutbox)
      .set({ ...done, state: "skipped", skipReason: SKIP_NOT_SET_UP })
      .where(held);
    return;
  }
  if (outcome.kind === "accepted") {
    await db
      .update(whatsappOutbox)
      .set({
        ...done,
        state: "sent",
        waMessageId: outcome.waMessageId,
        sentAt: now,
        error: null,
        errorCode: null,
      })
      .where(held);
    return;
  }
  const error = outcome.error;
  const errorCode = outcome.code ?? null;
  if (outcome.kind === "retry") {
    const delay = retryDelayMs(message.attempts, outcome.retryAfterMs, random);
    const retryAt = new Date(now.getTime() + delay);
    if (retryAt.getTime() - message.createdAt.getTime() <= GIVE_UP_AFTER_MS) {
      await db
        .update(whatsappOutbox)
        .set({ state: "queued", lockedUntil: null, nextAttemptAt: retryAt, error, errorCode })
        .where(held);
      return;
    }
  }
  const gaveUp = outcome.kind === "retry" ? `Gave up after ${message.attempts} attempts: ` : "";
  await db
    .update(whatsappOutbox)
    .set({ ...done, state: "failed", error: (gaveUp + error).slice(0, 1000), errorCode })
    .where(held);
}
