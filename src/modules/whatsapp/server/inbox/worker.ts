import "server-only";
import type { Job } from "@/platform/scheduler";
import { getDb } from "@/platform/db/client";
import { processInbox, sweepInbox } from "./process";

const BATCH = 25;

type State = { running?: Promise<void>; again?: boolean };
const g = globalThis as unknown as { __waInbox?: State };
const state: State = (g.__waInbox ??= {});

/**
 * Applies stored webhook posts: at once when one arrives in this process (nudge), and every two
 * seconds for entries left by another process, a crash or a failed run.
 */
export const inboxJob: Job = {
  name: "whatsapp-inbox",
  everyMs: 2_000,
  run: () => {
    nudgeInbox();
    return inboxIdle();
  },
  failure: "WhatsApp inbox run failed",
};

/** Applied posts are dropped a week after, swept every hour. */
export const inboxSweepJob: Job = {
  name: "whatsapp-inbox-sweep",
  everyMs: 60 * 60_000,
  run: async () => sweepInbox(await getDb()),
  failure: "WhatsApp inbox sweep failed",
};

/** Runs the inbox now, or once more right after the run under way. */
export function nudgeInbox(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    try {
      let taken: number;
      do {
        state.again = false;
        taken = await processInbox(await getDb(), { batch: BATCH });
      } while (state.again || taken === BATCH);
    } catch (e) {
      console.warn("WhatsApp inbox run failed; it runs again shortly", e);
    } finally {
      state.running = undefined;
    }
  })();
}

/** Tests: wait until nothing is running (including a run queued by a nudge meanwhile). */
export async function inboxIdle(): Promise<void> {
  while (state.running) await state.running;
}
