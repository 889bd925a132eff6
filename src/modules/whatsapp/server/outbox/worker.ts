import "server-only";
import type { Job } from "@/platform/scheduler";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { processDue } from "./process";

const BATCH = 10;

type State = { running?: Promise<void>; again?: boolean };
const g = globalThis as unknown as { __waOutbox?: State };
const state: State = (g.__waOutbox ??= {});

/**
 * Sends due messages: at once when a lead is stored in this process (nudge), and every two
 * seconds for messages queued by other processes, retries and the next day's held-back ones.
 */
export const outboxJob: Job = {
  name: "whatsapp-outbox",
  everyMs: 2_000,
  run: () => {
    nudgeOutbox();
    return outboxIdle();
  },
  failure: "WhatsApp outbox run failed",
};

/** Runs the outbox now, or once more right after the run under way. */
export function nudgeOutbox(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    try {
      let attempted: number;
      do {
        state.again = false;
        attempted = await processDue(await getDb(), {
          batch: BATCH,
          dailyCap: config().WHATSAPP_DAILY_CAP,
        });
        // A full batch (WhatsApp, emails or both) may mean more are due.
      } while (state.again || attempted >= BATCH);
    } catch (e) {
      console.warn("WhatsApp outbox run failed; it runs again shortly", e);
    } finally {
      state.running = undefined;
    }
  })();
}

/** Tests: wait for the run under way. */
export async function outboxIdle(): Promise<void> {
  await state.running;
}
